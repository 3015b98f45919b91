import type { ProxyAddBody, ProxyListBody, ProxyUpdateBody, TagAssignBody } from '@reelfleet/contract';
import { call } from './call';
import { proxyEndpoints as api } from './endpoints';
import type { PageParams } from './finance';
import type { RequestOptions } from './request';

/** Proxies (docs/fleet.md "Proxies"); credentials come back masked, never in clear. */
export const proxiesApi = {
  list: (body: ProxyListBody, page: PageParams) => call(api.list, { body, query: page }),
  /** All or nothing: a bad line answers 400 naming every bad line in `data.errors`. */
  add: (body: ProxyAddBody, options?: RequestOptions) => call(api.add, { body }, options),
  detail: (id: number) => call(api.detail, { params: { id } }),
  update: (body: ProxyUpdateBody, options?: RequestOptions) => call(api.update, { body }, options),
  tag: (body: TagAssignBody) => call(api.tag, { body }),
  remove: (id: number) => call(api.remove, { params: { id } }),
  removeMany: (ids: number[]) => call(api.removeMany, { body: { ids } }),
};
