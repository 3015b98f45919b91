import { SAMPLE_ACCOUNTS_FILE } from '@reelfleet/contract';
import { bodyCall, call, rowCalls, upload } from './call';
import { downloadText } from './download';
import { accountEndpoints as api } from './endpoints';
import type { PageParams } from './finance';
import { buildUrl, type RequestOptions } from './request';

/** Social accounts (docs/fleet.md "Accounts"); the password is never returned. */
export const accountsApi = {
  /** `list`: newest first; a page next to the one shown is read by key from its anchor (docs/lists.md). */
  ...rowCalls(api),
  /** TXT import (multipart field `file`), one `account|password` a line; answers the line report. */
  upload: (file: Blob, labelId: number | null, options?: RequestOptions) =>
    upload(api.upload, file, {}, { ...options, query: { labelId } }),
  /** The simulator's sample accounts as an import file (a trial needs nothing from outside). */
  sample: () => downloadText(buildUrl(api.sample.path), SAMPLE_ACCOUNTS_FILE, () => call(api.sample)),
  add: bodyCall(api.add),
  detail: (id: number) => call(api.detail, { params: { id } }),
  update: bodyCall(api.update),
  bind: bodyCall(api.bind),
  tag: bodyCall(api.tag),
  /** Fans and followers (/account/fans): counts over time, new since the last look, the follower list. */
  fans: (id: number) => call(api.fans, { params: { id } }),
  /** What happened to the account, newest first (docs/lifecycle.md "Account history"). */
  history: (id: number, page: PageParams) => call(api.history, { params: { id }, query: page }),
  lookAtFans: (id: number) => call(api.fansLook, { params: { id } }),
  followers: (id: number, page: PageParams) => call(api.followers, { params: { id }, query: page }),
};
