import { bodyCall, call, rowCalls } from './call';
import { proxyEndpoints as api } from './endpoints';

/** Proxies (docs/fleet.md "Proxies"); credentials come back masked, never in clear. */
export const proxiesApi = {
  ...rowCalls(api),
  /** All or nothing: a bad line answers 400 naming every bad line in `data.errors`. */
  add: bodyCall(api.add),
  detail: (id: number) => call(api.detail, { params: { id } }),
  update: bodyCall(api.update),
  tag: bodyCall(api.tag),
};
