import type {
  AccountResourceAddBody,
  AccountResourceListBody,
  AccountResourceMoveBody,
  FanListBody,
  TagAssignBody,
} from '@reelfleet/contract';
import { call, upload } from './call';
import { accountResourceEndpoints, fanEndpoints } from './endpoints';
import type { PageParams } from './finance';
import type { RequestOptions } from './request';

/** The fans library (docs/resources.md): fans collected by fan collection tasks. */
export const fansApi = {
  list: (body: FanListBody, page: PageParams) => call(fanEndpoints.list, { body, query: page }),
  tag: (body: TagAssignBody) => call(fanEndpoints.tag, { body }),
  /** The selected fans, else those the filter finds, as a named text file. */
  exportText: (body: { ids?: number[]; filter?: FanListBody }) => call(fanEndpoints.exportText, { body }),
  /** How many fans carry the fans tags (for the message and follow wizards). */
  targets: (fanLabelIds: number[]) =>
    call(fanEndpoints.targets, { body: { fanLabelIds, limit: 0 } }, { silent: true }),
  remove: (id: number) => call(fanEndpoints.remove, { params: { id } }),
  removeMany: (ids: number[]) => call(fanEndpoints.removeMany, { body: { ids } }),
};

/** Account resources: accounts held in reserve, outside the fleet. */
export const accountResourcesApi = {
  list: (body: AccountResourceListBody, page: PageParams) =>
    call(accountResourceEndpoints.list, { body, query: page }),
  upload: (file: Blob, labelId: number | null, options?: RequestOptions) =>
    upload(accountResourceEndpoints.upload, file, {}, { ...options, query: { labelId } }),
  add: (body: AccountResourceAddBody, options?: RequestOptions) =>
    call(accountResourceEndpoints.add, { body }, options),
  tag: (body: TagAssignBody) => call(accountResourceEndpoints.tag, { body }),
  move: (body: AccountResourceMoveBody) => call(accountResourceEndpoints.move, { body }),
  exportText: (body: { ids?: number[]; filter?: AccountResourceListBody }) =>
    call(accountResourceEndpoints.exportText, { body }),
  remove: (id: number) => call(accountResourceEndpoints.remove, { params: { id } }),
  removeMany: (ids: number[]) => call(accountResourceEndpoints.removeMany, { body: { ids } }),
};
