import {
  type AccountAddBody,
  type AccountBindBody,
  type AccountItem,
  type AccountListBody,
  type AccountPage,
  type AccountUpdateBody,
  accountKey,
  type KeysetPageQuery,
  type Lang,
} from '@reelfleet/contract';
import { type Expression, type SqlBool, sql } from 'kysely';
import { AppError } from '../../core/errors.ts';
import { deleteIds, updateIds } from '../../db/ids.ts';
import type { Db } from '../../db/index.ts';
import { type DbKind, dbKind } from '../../db/kind.ts';
import { cappedTotal, contains, pageSlice, refersTo } from '../../db/page.ts';
import { NEW_ACCOUNT_FIGURES, type NewAccount } from '../../db/tables/fleet.ts';
import { uniqueWrite } from '../../db/unique.ts';
import { departmentOf, scoped } from '../../http/scope.ts';
import { assertInWorkspace, workspaceOfId, workspaceOfIds } from '../../http/workspace.ts';
import type { SecretBox } from '../../lib/secrets.ts';
import type { AuthContext } from '../auth/session.ts';
import { assertLabel } from '../tags/service.ts';
import { addingWorkspace } from '../tags/workspace.ts';
import { bucketSlice, worthABucketSeek } from './id-buckets.ts';
import { accountItems } from './view.ts';

type SearchColumn = 'account_key' | 'nickname' | 'username';

/**
 * Any of the columns contains the text, case-insensitively. On SQLite a text
 * of three characters or more without LIKE wildcards is looked up in the
 * trigram index (accounts_search); anything else is a LIKE over the rows.
 */
function containsAny(kind: DbKind, columns: SearchColumn[], text: string): Expression<SqlBool> {
  if (kind === 'sqlite' && [...text].length >= 3 && !/[%_]/.test(text)) {
    const pattern = `%${text}%`;
    const hits = columns.map(
      (c) => sql`select rowid from accounts_search where ${sql.ref(c)} like ${pattern}`,
    );
    return sql<SqlBool>`a.id in (${sql.join(hits, sql` union `)})`;
  }
  const matches = columns.map((c) => contains(`a.${c}`, text));
  return matches.length === 1 ? matches[0]! : sql<SqlBool>`(${sql.join(matches, sql` or `)})`;
}

const RANGE_FILTERS = [
  'fansMin',
  'fansMax',
  'followingMin',
  'followingMax',
  'createTimeFrom',
  'createTimeTo',
  'lastLoginFrom',
  'lastLoginTo',
  'registerTimeFrom',
  'registerTimeTo',
] as const satisfies readonly (keyof AccountListBody)[];

/**
 * The filtered accounts (no columns yet). The group and custom-proxy filters
 * reach the device through a subquery; every other filter is on the
 * accounts table and its indexes (workspace first, then the column, then id).
 */
function filteredAccounts(db: Db, workspaceId: number | null, f: AccountListBody, walkIds = false) {
  const iso = (t: string) => new Date(t).toISOString();
  const kind = dbKind(db);
  // SQLite's `+column` keeps a range off its index, so the page walks ids newest first (see listAccounts).
  const range = (column: 'fans' | 'following' | 'created_at' | 'last_login_at' | 'registered_at') =>
    walkIds && kind === 'sqlite'
      ? sql<number | string>`+${sql.ref(`a.${column}`)}`
      : sql.ref<number | string>(`a.${column}`);
  return db
    .selectFrom('accounts as a')
    .$if(workspaceId !== null, (q) => q.where('a.workspace_id', '=', workspaceId!))
    .$if(!!f.account, (q) => q.where(containsAny(kind, ['account_key'], f.account!)))
    .$if(!!f.name, (q) => q.where(containsAny(kind, ['nickname', 'username'], f.name!)))
    .$if(!!f.region, (q) => q.where('a.region', '=', f.region!))
    .$if(f.labelId !== undefined, (q) => q.where(refersTo('a.label_id', f.labelId!)))
    .$if(f.signedUp !== undefined, (q) => q.where('a.signup_task_id', f.signedUp ? 'is not' : 'is', null))
    .$if(!!f.type, (q) => q.where('a.type', '=', f.type!))
    .$if(!!f.risk, (q) => q.where('a.risk', '=', f.risk!))
    .$if(!!f.status, (q) => q.where('a.status', '=', f.status!))
    .$if(f.deviceId !== undefined, (q) => q.where(refersTo('a.device_id', f.deviceId!)))
    .$if(f.groupId !== undefined, (q) =>
      q.where((eb) => {
        const inGroup = eb
          .selectFrom('devices')
          .select('id')
          .where('group_id', f.groupId === null ? 'is' : '=', f.groupId!);
        const bound = eb('a.device_id', 'in', inGroup);
        return f.groupId === null ? eb.or([eb('a.device_id', 'is', null), bound]) : bound;
      }),
    )
    .$if(f.customProxy !== undefined, (q) =>
      q.where((eb) => {
        const custom = eb.selectFrom('devices').select('id').where('proxy_mode', '=', 'custom');
        return f.customProxy
          ? eb('a.device_id', 'in', custom)
          : eb.or([eb('a.device_id', 'is', null), eb('a.device_id', 'not in', custom)]);
      }),
    )
    .$if(f.fansMin !== undefined, (q) => q.where(range('fans'), '>=', f.fansMin!))
    .$if(f.fansMax !== undefined, (q) => q.where(range('fans'), '<=', f.fansMax!))
    .$if(f.followingMin !== undefined, (q) => q.where(range('following'), '>=', f.followingMin!))
    .$if(f.followingMax !== undefined, (q) => q.where(range('following'), '<=', f.followingMax!))
    .$if(!!f.createTimeFrom, (q) => q.where(range('created_at'), '>=', iso(f.createTimeFrom!)))
    .$if(!!f.createTimeTo, (q) => q.where(range('created_at'), '<=', iso(f.createTimeTo!)))
    .$if(!!f.lastLoginFrom, (q) => q.where(range('last_login_at'), '>=', iso(f.lastLoginFrom!)))
    .$if(!!f.lastLoginTo, (q) => q.where(range('last_login_at'), '<=', iso(f.lastLoginTo!)))
    .$if(!!f.registerTimeFrom, (q) => q.where(range('registered_at'), '>=', iso(f.registerTimeFrom!)))
    .$if(!!f.registerTimeTo, (q) => q.where(range('registered_at'), '<=', iso(f.registerTimeTo!)));
}

/**
 * Newest first. The page's ids come from the indexes alone (a deferred
 * join), then only those rows are read with their device, group and label.
 * A page next to one the console shows is read from that page's ids (keyset,
 * `pageSlice`); a jump skips index entries, not whole rows.
 */
export async function listAccounts(
  db: Db,
  auth: AuthContext,
  filter: AccountListBody,
  page: KeysetPageQuery,
  lang: Lang,
): Promise<AccountPage> {
  const ws = auth.workspaceId;
  if (ws !== null) {
    await assertLabel(db, 'account', filter.labelId, ws);
    await assertInWorkspace(db, 'devices', filter.deviceId, ws);
    await assertInWorkspace(db, 'device_groups', filter.groupId, ws);
  }
  // A department's staff see the accounts carrying one of its tags (http/scope.ts).
  const visible = (q: ReturnType<typeof filteredAccounts>) => scoped(q, auth, 'account', 'a.label_id');
  const filtered = visible(filteredAccounts(db, ws, filter));
  const unfiltered = departmentOf(auth) === null && Object.values(filter).every((v) => v === undefined);
  // Unfiltered, a page far from any the console shows (typed into the jumper) starts at its id block.
  const near = pageSlice(page);
  // Null: the page is past the last account.
  const slice =
    unfiltered && worthABucketSeek(near.offset)
      ? await bucketSlice(db, ws, (page.pageNo - 1) * page.pageSize)
      : near;
  const pageOf = async (q: typeof filtered) =>
    slice
      ? q
          .select('a.id')
          .$if(!!slice.bound, (q) => q.where('a.id', slice.bound!.op, slice.bound!.id))
          .orderBy('a.id', slice.order)
          .limit(page.pageSize)
          .offset(slice.offset)
          .execute()
      : [];
  // Unfiltered: the trigger-kept total. Filtered: counted up to TOTAL_CAP, so a filter matching
  // 200,000 of a million accounts walks 10,001 index entries, not 200,000.
  const counted: Promise<Pick<AccountPage, 'total' | 'totalCapped'>> = unfiltered
    ? accountTotal(db, ws).then((r) => ({ total: Number(r.n) }))
    : cappedTotal(db, filtered);
  // A range (fans, dates) on SQLite, which has no statistics: read through its index, the page sorts
  // every account in the range by id. When the range holds more than TOTAL_CAP accounts, walking ids
  // newest first and testing each finds a page sooner; a narrower range keeps its index.
  const ranged = dbKind(db) === 'sqlite' && RANGE_FILTERS.some((k) => filter[k] !== undefined);
  const [total, ids] = ranged
    ? await counted.then(
        async (t) =>
          [
            t,
            await pageOf(t.totalCapped ? visible(filteredAccounts(db, ws, filter, true)) : filtered),
          ] as const,
      )
    : await Promise.all([counted, pageOf(filtered)]);
  const pageIds = ids.map((r) => r.id);
  if (slice?.reverse) pageIds.reverse();
  return {
    list: await accountItems(db, pageIds, lang),
    ...total,
    pageNo: page.pageNo,
    pageSize: page.pageSize,
  };
}

/** The workspace's (or, for the admin, everyone's) number of accounts, from the trigger-kept totals. */
async function accountTotal(db: Db, workspaceId: number | null) {
  return db
    .selectFrom('account_totals')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('accounts'), eb.lit(0)).as('n'))
    .$if(workspaceId !== null, (q) => q.where('workspace_id', '=', workspaceId!))
    .executeTakeFirstOrThrow();
}

export async function getAccount(db: Db, auth: AuthContext, id: number, lang: Lang): Promise<AccountItem> {
  await workspaceOfId(db, 'accounts', id, auth);
  return (await accountItems(db, [id], lang))[0]!;
}

/** A new account row as imported: not logged in yet, personal, normal risk, no profile. */
export function importedAccount(
  workspaceId: number,
  account: string,
  sealedPassword: string,
  labelId: number | null,
  at: string,
): NewAccount {
  return {
    workspace_id: workspaceId,
    account,
    account_key: accountKey(account),
    password: sealedPassword,
    nickname: '',
    username: '',
    signature: '',
    region: '',
    label_id: labelId,
    ...NEW_ACCOUNT_FIGURES,
    status: 'pending',
    app_version: '',
    registered_at: null,
    device_id: null,
    last_login_at: null,
    created_at: at,
    updated_at: at,
  };
}

export async function addAccount(
  db: Db,
  secrets: SecretBox,
  auth: AuthContext,
  body: AccountAddBody,
  at: string,
  lang: Lang,
): Promise<AccountItem> {
  const ws = await addingWorkspace(db, auth, 'account', body.labelId);
  const taken = () => new AppError(409, 'account.taken', { data: { field: 'account' } });
  const clash = await db
    .selectFrom('accounts')
    .select('id')
    .where('workspace_id', '=', ws)
    .where('account_key', '=', accountKey(body.account))
    .executeTakeFirst();
  if (clash) throw taken();
  const row = await uniqueWrite(
    () =>
      db
        .insertInto('accounts')
        .values(importedAccount(ws, body.account, secrets.seal(body.password), body.labelId ?? null, at))
        .returning('id')
        .executeTakeFirstOrThrow(),
    taken,
  );
  return (await accountItems(db, [row.id], lang))[0]!;
}

/** A new password or tag; the login account itself never changes (the contract refuses it). */
export async function updateAccount(
  db: Db,
  secrets: SecretBox,
  auth: AuthContext,
  body: AccountUpdateBody,
  at: string,
  lang: Lang,
): Promise<AccountItem> {
  const ws = await workspaceOfId(db, 'accounts', body.id, auth);
  await assertLabel(db, 'account', body.labelId, ws);
  await db
    .updateTable('accounts')
    .set({
      updated_at: at,
      ...(body.password !== undefined ? { password: secrets.seal(body.password) } : {}),
      ...(body.labelId !== undefined ? { label_id: body.labelId } : {}),
    })
    .where('id', '=', body.id)
    .execute();
  return (await accountItems(db, [body.id], lang))[0]!;
}

/** Binds the accounts to a device of their workspace (null unbinds), all or nothing. */
export async function bindAccounts(db: Db, auth: AuthContext, body: AccountBindBody, at: string) {
  const ws = (await workspaceOfIds(db, 'accounts', body.ids, auth))!;
  await assertInWorkspace(db, 'devices', body.deviceId, ws);
  return updateIds(db, 'accounts', body.ids, { device_id: body.deviceId, updated_at: at });
}

export async function deleteAccounts(db: Db, auth: AuthContext, ids: readonly number[]) {
  await workspaceOfIds(db, 'accounts', ids, auth);
  const deleted = await deleteIds(db, 'accounts', ids);
  await db.deleteFrom('account_events').where('account_id', 'in', ids).execute();
  return deleted;
}
