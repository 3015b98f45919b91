import type {
  DeviceListBody,
  DeviceProxyBody,
  DeviceRenewBody,
  DeviceRentBody,
  DeviceUpdateBody,
  GroupAddBody,
  GroupListBody,
  GroupMoveBody,
  GroupUpdateBody,
  PriceItem,
  TagAssignBody,
} from '@reelfleet/contract';
import { call } from './call';
import { deviceEndpoints as devices, financeEndpoints, groupEndpoints as groups } from './endpoints';
import type { PageParams } from './finance';
import type { RequestOptions } from './request';

/** Rented devices (docs/fleet.md "Devices"): list, rent, renew, details, network, tag, return. */
export const devicesApi = {
  list: (body: DeviceListBody, page: PageParams) => call(devices.list, { body, query: page }),
  /** Points per device per month, from the price table (a name asked, so one price). */
  rentalPrice: () => call(financeEndpoints.prices, { query: { name: 'deviceRental' } }) as Promise<PriceItem>,
  rent: (body: DeviceRentBody, options?: RequestOptions) => call(devices.rent, { body }, options),
  renew: (body: DeviceRenewBody, options?: RequestOptions) => call(devices.renew, { body }, options),
  detail: (id: number) => call(devices.detail, { params: { id } }),
  update: (body: DeviceUpdateBody, options?: RequestOptions) => call(devices.update, { body }, options),
  setProxy: (body: DeviceProxyBody, options?: RequestOptions) => call(devices.setProxy, { body }, options),
  tag: (body: TagAssignBody) => call(devices.tag, { body }),
  remove: (id: number) => call(devices.remove, { params: { id } }),
  removeMany: (ids: number[]) => call(devices.removeMany, { body: { ids } }),
};

/** Device groups (docs/fleet.md "Groups"); `move` is the device list's batch grouping. */
export const groupsApi = {
  list: (body: GroupListBody, page: PageParams) => call(groups.list, { body, query: page }),
  all: () => call(groups.all),
  add: (body: GroupAddBody, options?: RequestOptions) => call(groups.add, { body }, options),
  update: (body: GroupUpdateBody, options?: RequestOptions) => call(groups.update, { body }, options),
  remove: (id: number) => call(groups.remove, { params: { id } }),
  removeMany: (ids: number[]) => call(groups.removeMany, { body: { ids } }),
  move: (body: GroupMoveBody, options?: RequestOptions) => call(groups.move, { body }, options),
  tag: (body: TagAssignBody) => call(groups.tag, { body }),
};
