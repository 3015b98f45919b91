import type { TagListBody } from '@reelfleet/contract';
import { call } from './call';
import { tagEndpoints } from './endpoints';
import type { PageParams } from './finance';
import type { RequestOptions } from './request';

/** The tag kinds the console manages: the keys of tagEndpoints. */
export type FleetTagKind = keyof typeof tagEndpoints;

/** One tag API for every kind: the server serves them all from one implementation. */
export function tagsApi(kind: FleetTagKind) {
  const api = tagEndpoints[kind];
  return {
    list: (body: TagListBody, page: PageParams) => call(api.list, { body, query: page }),
    /** Every tag of the kind (system labels first), for filters and pickers. */
    all: () => call(api.all),
    add: (name: string, options?: RequestOptions) => call(api.add, { body: { name } }, options),
    rename: (id: number, name: string, options?: RequestOptions) =>
      call(api.rename, { body: { id, name } }, options),
    remove: (id: number) => call(api.remove, { params: { id } }),
    removeMany: (ids: number[]) => call(api.removeMany, { body: { ids } }),
  };
}
