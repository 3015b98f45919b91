import type { PriceItem } from '@reelfleet/contract';
import { bodyCall, call, rowCalls } from './call';
import { deviceEndpoints as devices, financeEndpoints, groupEndpoints as groups } from './endpoints';

/** Rented devices (docs/fleet.md "Devices"): list, rent, renew, details, network, tag, return. */
export const devicesApi = {
  ...rowCalls(devices),
  /** Points per device per month, from the price table (a name asked, so one price). */
  rentalPrice: () => call(financeEndpoints.prices, { query: { name: 'deviceRental' } }) as Promise<PriceItem>,
  rent: bodyCall(devices.rent),
  renew: bodyCall(devices.renew),
  detail: (id: number) => call(devices.detail, { params: { id } }),
  update: bodyCall(devices.update),
  setProxy: bodyCall(devices.setProxy),
  tag: bodyCall(devices.tag),
};

/** Device groups (docs/fleet.md "Groups"); `move` is the device list's batch grouping. */
export const groupsApi = {
  ...rowCalls(groups),
  all: () => call(groups.all),
  add: bodyCall(groups.add),
  update: bodyCall(groups.update),
  move: bodyCall(groups.move),
  tag: bodyCall(groups.tag),
};
