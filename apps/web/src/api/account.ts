import type {
  AccountAddBody,
  AccountBindBody,
  AccountListBody,
  AccountUpdateBody,
  KeysetPageQuery,
  TagAssignBody,
} from '@reelfleet/contract';
import { SAMPLE_ACCOUNTS_FILE } from '@reelfleet/contract';
import { call, upload } from './call';
import { downloadText } from './download';
import { accountEndpoints as api } from './endpoints';
import type { PageParams } from './finance';
import { buildUrl, type RequestOptions } from './request';

/** Social accounts (docs/fleet.md "Accounts"); the password is never returned. */
export const accountsApi = {
  /** Newest first; a page next to the one shown is read by key from its anchor (docs/lists.md). */
  list: (body: AccountListBody, page: KeysetPageQuery) => call(api.list, { body, query: page }),
  /** TXT import (multipart field `file`), one `account|password` a line; answers the line report. */
  upload: (file: Blob, labelId: number | null, options?: RequestOptions) =>
    upload(api.upload, file, {}, { ...options, query: { labelId } }),
  /** The simulator's sample accounts as an import file (a trial needs nothing from outside). */
  sample: () => downloadText(buildUrl(api.sample.path), SAMPLE_ACCOUNTS_FILE, () => call(api.sample)),
  add: (body: AccountAddBody, options?: RequestOptions) => call(api.add, { body }, options),
  detail: (id: number) => call(api.detail, { params: { id } }),
  update: (body: AccountUpdateBody, options?: RequestOptions) => call(api.update, { body }, options),
  bind: (body: AccountBindBody, options?: RequestOptions) => call(api.bind, { body }, options),
  tag: (body: TagAssignBody) => call(api.tag, { body }),
  remove: (id: number) => call(api.remove, { params: { id } }),
  removeMany: (ids: number[]) => call(api.removeMany, { body: { ids } }),
  /** Fans and followers (/account/fans): counts over time, new since the last look, the follower list. */
  fans: (id: number) => call(api.fans, { params: { id } }),
  /** What happened to the account, newest first (docs/lifecycle.md "Account history"). */
  history: (id: number, page: PageParams) => call(api.history, { params: { id }, query: page }),
  lookAtFans: (id: number) => call(api.fansLook, { params: { id } }),
  followers: (id: number, page: PageParams) => call(api.followers, { params: { id }, query: page }),
};
