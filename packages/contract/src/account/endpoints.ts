import { crudGroup } from '../common/crud.ts';
import { keysetPageQuery, pageQuery } from '../common/pagination.ts';
import { allOrNothing, batchResult, idParams } from '../common/query.ts';
import { accountFans, followerPage } from './fans.ts';
import { accountHistoryPage } from './history.ts';
import {
  accountAddBody,
  accountBindBody,
  accountDeletesBody,
  accountItem,
  accountListBody,
  accountPage,
  accountTagBody,
  accountUpdateBody,
  accountUploadQuery,
  importReport,
} from './index.ts';

const batch = allOrNothing('an account');

/** Social accounts (spec 2 /account/list). Passwords are stored sealed and never returned. */
export const accountEndpoints = crudGroup('accounts', '/account/info', (crud) => ({
  fans: {
    method: 'GET',
    path: '/account/fans/:id',
    summary: "An account's followers and following over time, and its followers new since the last look",
    description:
      "From the simulated platform at the simulated now; the account row takes the current counts. Another workspace's account: 404.",
    params: idParams,
    response: accountFans,
  },
  fansLook: {
    method: 'POST',
    path: '/account/fans/look/:id',
    summary: 'Marks the current followers as seen (the next "new since the last look" counts from now)',
    params: idParams,
    response: accountFans,
  },
  followers: {
    method: 'GET',
    path: '/account/fans/followers/:id',
    summary: "An account's followers, newest first, each marked new when it followed after the last look",
    params: idParams,
    query: pageQuery,
    response: followerPage,
  },
  list: crud.list({
    summary: 'List accounts, newest first, filtered by any column',
    description:
      'Paged by pageNo/pageSize. `anchorPage` with `anchorFirst`/`anchorLast` (the ids of the first and last rows of a page already shown) reads a nearby page from those ids (keyset) instead of skipping the rows before it.',
    query: keysetPageQuery,
    body: accountListBody,
    response: accountPage,
  }),
  sample: {
    method: 'GET',
    path: '/account/info/sample',
    summary:
      "The simulator's sample accounts as an import file (account|password lines, sample-accounts.txt)",
    description:
      'Accounts the simulated platform lets log in, from its seed, for a first trial. A driver without sample accounts (a real platform): 404.',
  },
  upload: {
    method: 'POST',
    path: '/account/info/upload',
    idempotent: true,
    summary: 'Import accounts from a TXT file, one account|password a line (multipart, field "file")',
    description:
      'At most 1 MB (413), a .txt name and text content (415). Answers a report: accepted count, duplicates (in the file or already in the workspace) and rejected lines with their numbers and reasons. The accepted accounts are written in one transaction. `labelId` tags them.',
    query: accountUploadQuery,
    multipart: true,
    response: importReport,
  },
  add: crud.add({
    idempotent: true,
    summary: 'Add one account (409 when the workspace has it)',
    body: accountAddBody,
    response: accountItem,
  }),
  detail: crud.detail({ summary: 'One account', response: accountItem }),
  history: {
    method: 'GET',
    path: '/account/info/history/:id',
    summary:
      "An account's history, newest first: it came in, its tasks and their outcomes, logins, status, risk and type changes, profile edits",
    description:
      "From task items and account events. Another workspace's account (or one outside the caller's department): 404.",
    params: idParams,
    query: pageQuery,
    response: accountHistoryPage,
  },
  update: crud.update({
    summary: 'Change the password or the tag; the login account cannot be changed once set',
    body: accountUpdateBody,
    response: accountItem,
  }),
  bind: {
    method: 'PUT',
    path: '/account/info/bind',
    summary: 'Bind accounts to a device of the workspace (deviceId null unbinds)',
    description: `${batch} A device outside the workspace: 404.`,
    body: accountBindBody,
    response: batchResult,
  },
  tag: crud.tag({
    summary: 'Give the selected accounts a tag (null removes it)',
    description: batch,
    body: accountTagBody,
  }),
  remove: crud.remove({ summary: 'Delete an account' }),
  removeMany: crud.removeMany({ summary: 'Delete accounts', description: batch, body: accountDeletesBody }),
}));
