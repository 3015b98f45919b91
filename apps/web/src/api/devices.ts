import type {
  BatchResult,
  DeviceItem,
  DeviceListBody,
  DeviceProxyBody,
  DeviceRenewBody,
  DeviceRenewResult,
  DeviceRentBody,
  DeviceRentResult,
  DeviceUpdateBody,
  GroupAddBody,
  GroupItem,
  GroupListBody,
  GroupMoveBody,
  GroupOption,
  GroupUpdateBody,
  Page,
  PriceItem,
  TagAssignBody,
} from '@reelfleet/contract';
import type { PageParams } from './finance';
import { http, type RequestOptions } from './request';

/** Rented devices (docs/fleet.md "Devices"): list, rent, renew, details, network, tag, return. */
export const devicesApi = {
  list: (body: DeviceListBody, page: PageParams) =>
    http.post<Page<DeviceItem>>('/device/info/queryList', body, { query: { ...page } }),
  /** Points per device per month, from the price table. */
  rentalPrice: () => http.get<PriceItem>('/finance/price/name', { name: 'deviceRental' }),
  rent: (body: DeviceRentBody, options?: RequestOptions) =>
    http.post<DeviceRentResult>('/device/info/add', body, options),
  renew: (body: DeviceRenewBody, options?: RequestOptions) =>
    http.post<DeviceRenewResult>('/device/info/renew', body, options),
  detail: (id: number) => http.get<DeviceItem>(`/device/info/detail/${id}`),
  update: (body: DeviceUpdateBody, options?: RequestOptions) =>
    http.put<DeviceItem>('/device/info/update', body, options),
  setProxy: (body: DeviceProxyBody, options?: RequestOptions) =>
    http.put<BatchResult>('/device/info/proxy', body, options),
  tag: (body: TagAssignBody) => http.put<BatchResult>('/device/info/tag', body),
  remove: (id: number) => http.delete<BatchResult>(`/device/info/delete/${id}`),
  removeMany: (ids: number[]) => http.delete<BatchResult>('/device/info/deletes', { ids }),
};

/** Device groups (docs/fleet.md "Groups"); `move` is the device list's batch grouping. */
export const groupsApi = {
  list: (body: GroupListBody, page: PageParams) =>
    http.post<Page<GroupItem>>('/device/group/queryList', body, { query: { ...page } }),
  all: () => http.post<GroupOption[]>('/device/group/queryAll'),
  add: (body: GroupAddBody, options?: RequestOptions) =>
    http.post<GroupItem>('/device/group/add', body, options),
  update: (body: GroupUpdateBody, options?: RequestOptions) =>
    http.put<GroupItem>('/device/group/update', body, options),
  remove: (id: number) => http.delete<BatchResult>(`/device/group/delete/${id}`),
  removeMany: (ids: number[]) => http.delete<BatchResult>('/device/group/deletes', { ids }),
  move: (body: GroupMoveBody, options?: RequestOptions) =>
    http.put<BatchResult>('/device/group/move', body, options),
  tag: (body: TagAssignBody) => http.put<BatchResult>('/device/group/tag', body),
};
