import {
  accountAddBody,
  accountBindBody,
  accountDeletesBody,
  accountListBody,
  accountTagBody,
  accountUpdateBody,
  accountUploadQuery,
  idParams,
  pageQuery,
  translate,
} from '@reelfleet/contract';
import { ok } from '../../core/envelope.ts';
import { type App, caller } from '../../http/context.ts';
import { requireWorkspace } from '../../http/workspace.ts';
import { assertLabel, tagRows } from '../tags/service.ts';
import { importAccounts, receiveTxt } from './import.ts';
import {
  addAccount,
  bindAccounts,
  deleteAccounts,
  getAccount,
  listAccounts,
  updateAccount,
} from './service.ts';

const tags = ['accounts'];
const bulk =
  'All or nothing: an id that is not an account of the workspace fails the whole request with 404.';

/** Social accounts (spec 2 /account/list). Passwords are stored sealed and never returned. */
export async function accountRoutes(app: App) {
  const { db, secrets, clock } = app.ctx;

  app.post(
    '/account/info/queryList',
    {
      schema: {
        tags,
        summary: 'List accounts, newest first, filtered by any column',
        querystring: pageQuery,
        body: accountListBody,
      },
    },
    async (req) => ok(await listAccounts(db, caller(req), req.body, req.query, req.lang)),
  );

  app.post(
    '/account/info/upload',
    {
      schema: {
        tags,
        summary: 'Import accounts from a TXT file, one account|password a line (multipart, field "file")',
        description:
          'At most 1 MB (413), a .txt name and text content (415). Answers a report: accepted count, duplicates (in the file or already in the workspace) and rejected lines with their numbers and reasons. The accepted accounts are written in one transaction. `labelId` tags them.',
        querystring: accountUploadQuery,
        consumes: ['multipart/form-data'],
      },
    },
    async (req) => {
      const workspaceId = requireWorkspace(caller(req));
      const labelId = req.query.labelId ?? null;
      await assertLabel(db, 'account', labelId, workspaceId);
      const text = await receiveTxt(req);
      const report = await importAccounts(db, secrets, {
        workspaceId,
        text,
        labelId,
        at: clock.iso(),
        lang: req.lang,
      });
      const counts = {
        accepted: report.accepted,
        duplicates: report.duplicateCount,
        rejected: report.rejectedCount,
      };
      return ok(report, translate('account.uploadSuccess', req.lang, counts));
    },
  );

  app.post(
    '/account/info/add',
    { schema: { tags, summary: 'Add one account (409 when the workspace has it)', body: accountAddBody } },
    async (req) =>
      ok(
        await addAccount(db, secrets, caller(req), req.body, clock.iso(), req.lang),
        translate('common.addSuccess', req.lang),
      ),
  );

  app.get(
    '/account/info/detail/:id',
    { schema: { tags, summary: 'One account', params: idParams } },
    async (req) => ok(await getAccount(db, caller(req), req.params.id, req.lang)),
  );

  app.put(
    '/account/info/update',
    {
      schema: {
        tags,
        summary: 'Change the password or the tag; the login account cannot be changed once set',
        body: accountUpdateBody,
      },
    },
    async (req) =>
      ok(
        await updateAccount(db, secrets, caller(req), req.body, clock.iso(), req.lang),
        translate('common.updateSuccess', req.lang),
      ),
  );

  app.put(
    '/account/info/bind',
    {
      schema: {
        tags,
        summary: 'Bind accounts to a device of the workspace (deviceId null unbinds)',
        description: `${bulk} A device outside the workspace: 404.`,
        body: accountBindBody,
      },
    },
    async (req) =>
      ok(
        await bindAccounts(db, caller(req), req.body, clock.iso()),
        translate('account.bindSuccess', req.lang),
      ),
  );

  app.put(
    '/account/info/tag',
    {
      schema: {
        tags,
        summary: 'Give the selected accounts a tag (null removes it)',
        description: bulk,
        body: accountTagBody,
      },
    },
    async (req) =>
      ok(
        await tagRows(db, 'account', caller(req), req.body.ids, req.body.labelId, clock.iso()),
        translate('tag.taggingSuccess', req.lang),
      ),
  );

  app.delete(
    '/account/info/delete/:id',
    { schema: { tags, summary: 'Delete an account', params: idParams } },
    async (req) =>
      ok(await deleteAccounts(db, caller(req), [req.params.id]), translate('common.deleteSuccess', req.lang)),
  );

  app.delete(
    '/account/info/deletes',
    { schema: { tags, summary: 'Delete accounts', description: bulk, body: accountDeletesBody } },
    async (req) =>
      ok(await deleteAccounts(db, caller(req), req.body.ids), translate('common.deleteSuccess', req.lang)),
  );
}
