import type { AccountResourceListBody, FanListBody } from '@reelfleet/contract';
import { bodyCall, call, rowCalls, upload } from './call';
import { accountResourceEndpoints, fanEndpoints } from './endpoints';
import type { RequestOptions } from './request';

/** The fans library (docs/resources.md): fans collected by fan collection tasks. */
export const fansApi = {
  ...rowCalls(fanEndpoints),
  tag: bodyCall(fanEndpoints.tag),
  /** The selected fans, else those the filter finds, as a named text file. */
  exportText: (body: { ids?: number[]; filter?: FanListBody }) => call(fanEndpoints.exportText, { body }),
  /** How many fans carry the fans tags (for the message and follow wizards). */
  targets: (fanLabelIds: number[]) =>
    call(fanEndpoints.targets, { body: { fanLabelIds, limit: 0 } }, { silent: true }),
};

/** Account resources: accounts held in reserve, outside the fleet. */
export const accountResourcesApi = {
  ...rowCalls(accountResourceEndpoints),
  upload: (file: Blob, labelId: number | null, options?: RequestOptions) =>
    upload(accountResourceEndpoints.upload, file, {}, { ...options, query: { labelId } }),
  add: bodyCall(accountResourceEndpoints.add),
  tag: bodyCall(accountResourceEndpoints.tag),
  move: bodyCall(accountResourceEndpoints.move),
  exportText: (body: { ids?: number[]; filter?: AccountResourceListBody }) =>
    call(accountResourceEndpoints.exportText, { body }),
};
