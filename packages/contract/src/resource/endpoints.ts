import { importReport } from '../account/index.ts';
import { crudGroup } from '../common/crud.ts';
import { allOrNothing } from '../common/query.ts';
import {
  accountResourceAddBody,
  accountResourceDeletesBody,
  accountResourceExportBody,
  accountResourceItem,
  accountResourceListBody,
  accountResourceMoveBody,
  accountResourceMoved,
  accountResourcePage,
  accountResourceTagBody,
  accountResourceUploadQuery,
  exportFile,
  fanDeletesBody,
  fanExportBody,
  fanListBody,
  fanPage,
  fanTagBody,
  fanTargets,
  fanTargetsBody,
} from './index.ts';

const batch = allOrNothing('a row');

/** The fans library (spec 2 /resource/people): fans collected by `comment_fans` tasks. */
export const fanEndpoints = crudGroup('fans', '/resource/fans', (crud) => ({
  list: crud.list({ summary: 'List collected fans, newest first', body: fanListBody, response: fanPage }),
  tag: crud.tag({
    summary: 'Give the selected fans a fans tag (null removes it)',
    description: batch,
    body: fanTagBody,
  }),
  exportText: {
    method: 'POST',
    path: '/resource/fans/export',
    read: true,
    summary: 'The selected fans (or those the filter finds) as a text file, one handle a line',
    description: "Nothing to export: 422 'No data to export'.",
    body: fanExportBody,
    response: exportFile,
  },
  targets: {
    method: 'POST',
    path: '/resource/fans/targets',
    read: true,
    summary: 'How many fans carry these fans tags, and their platform user ids (task targets)',
    body: fanTargetsBody,
    response: fanTargets,
  },
  remove: crud.remove({ summary: 'Delete a fan from the library' }),
  removeMany: crud.removeMany({
    summary: 'Delete fans from the library',
    description: batch,
    body: fanDeletesBody,
  }),
}));

/** Account resources (spec 2 /resource/account): accounts held in reserve, outside the fleet. */
export const accountResourceEndpoints = crudGroup('account resources', '/resource/account', (crud) => ({
  list: crud.list({
    summary: 'List reserve accounts, newest first',
    body: accountResourceListBody,
    response: accountResourcePage,
  }),
  upload: {
    method: 'POST',
    path: '/resource/account/upload',
    idempotent: true,
    summary: 'Import reserve accounts from a TXT file, one account|password a line (multipart, field "file")',
    description:
      'As the account import: at most 1 MB (413), .txt (415), a line report; written in one transaction. `labelId` is an account-resource tag.',
    query: accountResourceUploadQuery,
    multipart: true,
    response: importReport,
  },
  add: crud.add({
    idempotent: true,
    summary: 'Add one reserve account (409 when the reserve has it)',
    body: accountResourceAddBody,
    response: accountResourceItem,
  }),
  tag: crud.tag({
    summary: 'Give the selected reserve accounts an account-resource tag (null removes it)',
    description: batch,
    body: accountResourceTagBody,
  }),
  move: {
    method: 'PUT',
    path: '/resource/account/move',
    summary: 'Move to account list: the selected reserve accounts become fleet accounts, in one transaction',
    description: `${batch} Accounts the fleet already has stay in reserve (skipped).`,
    body: accountResourceMoveBody,
    response: accountResourceMoved,
  },
  exportText: {
    method: 'POST',
    path: '/resource/account/export',
    read: true,
    summary: 'The selected reserve accounts (or those the filter finds) as a text file, one account a line',
    description: "Passwords are never exported. Nothing to export: 422 'No data to export'.",
    body: accountResourceExportBody,
    response: exportFile,
  },
  remove: crud.remove({ summary: 'Delete a reserve account' }),
  removeMany: crud.removeMany({
    summary: 'Delete reserve accounts',
    description: batch,
    body: accountResourceDeletesBody,
  }),
}));
