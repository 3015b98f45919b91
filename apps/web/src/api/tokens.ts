import type { AccessTokenAddBody } from '@reelfleet/contract';
import { call } from './call';
import { tokenEndpoints as api } from './endpoints';

/** The user's personal access tokens (User Center → Access tokens; docs/api.md). */
export const tokensApi = {
  list: () => call(api.list),
  add: (body: AccessTokenAddBody) => call(api.add, { body }),
  revoke: (id: number) => call(api.revoke, { params: { id } }),
};
