import {
  type AccountResourceAddBody,
  type AccountResourceItem,
  type AccountResourceListBody,
  type AccountResourceMoved,
  type AccountResourcePage,
  accountKey,
  type ExportFile,
  exportCell,
  type Lang,
  type PageQuery,
  RESOURCE_EXPORT_MAX,
} from '@reelfleet/contract';
import { AppError } from '../../core/errors.ts';
import { deleteIds } from '../../db/ids.ts';
import type { Db } from '../../db/index.ts';
import { contains, fetchPage, refersTo } from '../../db/page.ts';
import type { ResourceAccountRow } from '../../db/tables/resource.ts';
import { uniqueWrite } from '../../db/unique.ts';
import { requireWorkspace, workspaceOfIds } from '../../http/workspace.ts';
import type { SecretBox } from '../../lib/secrets.ts';
import type { ImportTarget } from '../account/import.ts';
import { importedAccount } from '../account/service.ts';
import type { AuthContext } from '../auth/session.ts';
import { assertLabel, labelColumns, rowLabelOf } from '../tags/service.ts';
import { addingWorkspace, listedWorkspace } from '../tags/workspace.ts';
import { exportName } from './fans.ts';

/** A reserve account row as typed in or imported. */
function reserveRow(ws: number, account: string, sealed: string, labelId: number | null, at: string) {
  return {
    workspace_id: ws,
    account,
    account_key: accountKey(account),
    password: sealed,
    label_id: labelId,
    created_at: at,
    updated_at: at,
  };
}

/** Reserve accounts as the TXT import writes them (account/import.ts, into this table). */
export const RESERVE: ImportTarget = { table: 'resource_accounts', row: reserveRow };

function filtered(db: Db, workspaceId: number | null, f: AccountResourceListBody) {
  const iso = (t: string) => new Date(t).toISOString();
  return db
    .selectFrom('resource_accounts as r')
    .$if(workspaceId !== null, (q) => q.where('r.workspace_id', '=', workspaceId!))
    .$if(!!f.account, (q) => q.where(contains('r.account_key', f.account!)))
    .$if(f.labelId !== undefined, (q) => q.where(refersTo('r.label_id', f.labelId!)))
    .$if(!!f.createTimeFrom, (q) => q.where('r.created_at', '>=', iso(f.createTimeFrom!)))
    .$if(!!f.createTimeTo, (q) => q.where('r.created_at', '<=', iso(f.createTimeTo!)));
}

const withLabel = (q: ReturnType<typeof filtered>) =>
  q.leftJoin('tags as t', 't.id', 'r.label_id').selectAll('r').select(labelColumns);

type ViewRow = ResourceAccountRow & { label_name: string | null; label_system: number | null };

/** The sealed password never leaves the server. */
function toItem(row: ViewRow, lang: Lang): AccountResourceItem {
  return {
    id: row.id,
    account: row.account,
    ...rowLabelOf(row, lang),
    createTime: row.created_at,
    updateTime: row.updated_at,
  };
}

export async function listAccountResources(
  db: Db,
  auth: AuthContext,
  filter: AccountResourceListBody,
  page: PageQuery,
  lang: Lang,
): Promise<AccountResourcePage> {
  const ws = await listedWorkspace(db, auth, 'accountResource', filter.labelId);
  return fetchPage(
    db,
    filtered(db, ws, filter),
    page,
    (q) => withLabel(q).orderBy('r.id', 'desc'),
    (r) => toItem(r as ViewRow, lang),
  );
}

export async function addAccountResource(
  db: Db,
  secrets: SecretBox,
  auth: AuthContext,
  body: AccountResourceAddBody,
  at: string,
  lang: Lang,
): Promise<AccountResourceItem> {
  const ws = await addingWorkspace(db, auth, 'accountResource', body.labelId);
  const taken = () => new AppError(409, 'resource.account.exists', { data: { field: 'account' } });
  const row = await uniqueWrite(
    () =>
      db
        .insertInto('resource_accounts')
        .values(reserveRow(ws, body.account, secrets.seal(body.password), body.labelId ?? null, at))
        .returning('id')
        .executeTakeFirstOrThrow(),
    taken,
  );
  const [item] = await withLabel(filtered(db, ws, {}))
    .where('r.id', '=', row.id)
    .execute();
  return toItem(item as ViewRow, lang);
}

/**
 * Move to account list: in one transaction, every selected reserve account
 * the fleet does not have yet becomes a fleet account (its sealed password
 * copied as is, with the fleet tag if given) and leaves the reserve; the
 * others stay in reserve and are counted as skipped.
 */
export async function moveToFleet(
  db: Db,
  auth: AuthContext,
  body: { ids: number[]; accountLabelId?: number | null | undefined },
  at: string,
): Promise<AccountResourceMoved> {
  const ws = (await workspaceOfIds(db, 'resource_accounts', body.ids, auth))!;
  await assertLabel(db, 'account', body.accountLabelId, ws);
  const taken = () => new AppError(409, 'account.importConflict');
  return uniqueWrite(
    () =>
      db.transaction().execute(async (trx) => {
        const rows = await trx
          .selectFrom('resource_accounts')
          .selectAll()
          .where('id', 'in', [...new Set(body.ids)])
          .execute();
        const inFleet = new Set(
          (
            await trx
              .selectFrom('accounts')
              .select('account_key')
              .where('workspace_id', '=', ws)
              .where(
                'account_key',
                'in',
                rows.map((r) => r.account_key),
              )
              .execute()
          ).map((r) => r.account_key),
        );
        const moving = rows.filter((r) => !inFleet.has(r.account_key));
        for (let i = 0; i < moving.length; i += 300) {
          const part = moving.slice(i, i + 300);
          await trx
            .insertInto('accounts')
            .values(
              part.map((r) => importedAccount(ws, r.account, r.password, body.accountLabelId ?? null, at)),
            )
            .execute();
          await trx
            .deleteFrom('resource_accounts')
            .where(
              'id',
              'in',
              part.map((r) => r.id),
            )
            .execute();
        }
        return { moved: moving.length, skipped: rows.length - moving.length };
      }),
    taken,
  );
}

export async function exportAccountResources(
  db: Db,
  auth: AuthContext,
  body: { ids?: number[] | undefined; filter?: AccountResourceListBody | undefined },
  at: string,
): Promise<ExportFile> {
  const ws = requireWorkspace(auth);
  if (body.ids) await workspaceOfIds(db, 'resource_accounts', body.ids, auth);
  else await assertLabel(db, 'accountResource', body.filter?.labelId, ws);
  const rows = await (body.ids
    ? db.selectFrom('resource_accounts as r').where('r.id', 'in', [...new Set(body.ids)])
    : filtered(db, ws, body.filter ?? {})
  )
    .select('r.account')
    .orderBy('r.id', 'desc')
    .limit(RESOURCE_EXPORT_MAX)
    .execute();
  if (rows.length === 0) throw new AppError(422, 'common.noDataToExport');
  return {
    fileName: exportName('accounts', at),
    count: rows.length,
    text: `${rows.map((r) => exportCell(r.account)).join('\n')}\n`,
  };
}

export async function deleteAccountResources(db: Db, auth: AuthContext, ids: readonly number[]) {
  await workspaceOfIds(db, 'resource_accounts', ids, auth);
  return deleteIds(db, 'resource_accounts', ids);
}
