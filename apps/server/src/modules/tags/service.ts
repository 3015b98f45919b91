import {
  type Lang,
  type PageQuery,
  type TagItem,
  type TagKind,
  type TagListBody,
  type TagPage,
  translate,
} from '@reelfleet/contract';
import { sql } from 'kysely';
import { AppError, notFound } from '../../core/errors.ts';
import { updateIds, type WorkspaceTable } from '../../db/ids.ts';
import type { Db } from '../../db/index.ts';
import { contains, fetchPage } from '../../db/page.ts';
import type { TagRow } from '../../db/tables/fleet.ts';
import { uniqueWrite } from '../../db/unique.ts';
import { auditBefore, auditBeforeRows } from '../../http/audit-record.ts';
import { joinDepartment, scoped } from '../../http/scope.ts';
import { workspaceOfIds } from '../../http/workspace.ts';
import type { AuthContext } from '../auth/session.ts';

/**
 * One tag mechanism for every kind: the tags table holds the labels, a
 * tagged row holds one label_id. A new tagged area adds its table here.
 */
export const TAGGED_TABLES = {
  account: 'accounts',
  device: 'devices',
  group: 'device_groups',
  proxy: 'proxies',
  material: 'materials',
  fans: 'resource_fans',
  accountResource: 'resource_accounts',
} as const satisfies Partial<Record<TagKind, WorkspaceTable>>;
export type TaggedKind = keyof typeof TAGGED_TABLES;

/** A row's label as joined `tags as t`: its name and whether it is a system label (read with labelName). */
export const labelColumns = ['t.name as label_name', 't.is_system as label_system'] as const;

/** What `labelColumns` adds to a row. */
export interface LabelView {
  label_name: string | null;
  label_system: number | null;
}

/** A listed row's `labelId` and `labelName` (the contract's `rowLabel`). */
export function rowLabelOf(row: LabelView & { label_id: number | null }, lang: Lang) {
  return { labelId: row.label_id, labelName: labelName(row.label_name, row.label_system, lang) };
}

/** A system label's stored name is a catalogue key; others are shown as typed. */
export function labelName(name: string | null, isSystem: number | null, lang: Lang): string | null {
  if (name === null) return null;
  return isSystem ? translate(name, lang) : name;
}

/** Tags of `kind` a workspace sees: its own and the system labels (the admin: all). */
function visibleTags(db: Db, kind: TagKind, workspaceId: number | null) {
  return db
    .selectFrom('tags')
    .where('kind', '=', kind)
    .$if(workspaceId !== null, (q) =>
      q.where((eb) => eb.or([eb('workspace_id', '=', workspaceId), eb('workspace_id', 'is', null)])),
    );
}

/**
 * Checks that `labelId` names a tag of `kind` the workspace sees; null (no
 * label) and undefined (unchanged) pass. Another workspace's tag is a 404.
 */
export async function assertLabel(
  db: Db,
  kind: TagKind,
  labelId: number | null | undefined,
  workspaceId: number,
): Promise<void> {
  if (labelId === null || labelId === undefined) return;
  const row = await visibleTags(db, kind, workspaceId)
    .select('id')
    .where('id', '=', labelId)
    .executeTakeFirst();
  if (!row) throw notFound();
}

export async function listTags(
  db: Db,
  kind: TaggedKind,
  auth: AuthContext,
  filter: TagListBody,
  page: PageQuery,
  lang: Lang,
): Promise<TagPage> {
  // A department's staff see its account tags (http/scope.ts); other kinds are not limited.
  const filtered = scoped(visibleTags(db, kind, auth.workspaceId), auth, 'accountTag', 'id', 'kind').$if(
    !!filter.name,
    (q) => q.where(contains('name', filter.name!)),
  );
  return fetchPage(
    db,
    filtered,
    page,
    (q) => withCount(q, kind, auth.workspaceId).orderBy('is_system', 'desc').orderBy('id', 'desc'),
    (row) => toTagItem(row, lang),
  );
}

/** Every tag of the kind (for filters and pickers): system labels first, then by name. */
export async function allTags(db: Db, kind: TaggedKind, auth: AuthContext, lang: Lang): Promise<TagItem[]> {
  const visible = scoped(visibleTags(db, kind, auth.workspaceId), auth, 'accountTag', 'id', 'kind');
  const rows = await withCount(visible, kind, auth.workspaceId)
    .orderBy('is_system', 'desc')
    .orderBy('name')
    .execute();
  return rows.map((row) => toTagItem(row, lang));
}

function withCount<Q extends ReturnType<typeof visibleTags>>(
  q: Q,
  kind: TaggedKind,
  workspaceId: number | null,
) {
  const table = TAGGED_TABLES[kind];
  return q
    .selectAll('tags')
    .select(
      sql<number>`(select count(*) from ${sql.table(table)} r where r.label_id = tags.id ${
        workspaceId === null ? sql`` : sql`and r.workspace_id = ${workspaceId}`
      })`.as('count'),
    );
}

/** A new tag; an account tag made by a department's staff member joins their department (`by`). */
export async function addTag(
  db: Db,
  kind: TaggedKind,
  workspaceId: number,
  name: string,
  at: string,
  lang: Lang,
  by?: Pick<AuthContext, 'departmentId'>,
): Promise<TagItem> {
  await assertNameFree(db, kind, workspaceId, name, null);
  const insert = (x: Db) =>
    x
      .insertInto('tags')
      .values({ workspace_id: workspaceId, kind, name, is_system: 0, created_at: at, updated_at: at })
      .returningAll()
      .executeTakeFirstOrThrow();
  const joins = by && kind === 'account' && by.departmentId !== null;
  const row = await uniqueWrite(
    () =>
      joins
        ? db.transaction().execute(async (trx) => {
            const tag = await insert(trx);
            await joinDepartment(trx, by, 'accountTag', tag.id);
            return tag;
          })
        : insert(db),
    nameTaken,
  );
  return toTagItem({ ...row, count: 0 }, lang);
}

export async function renameTag(
  db: Db,
  kind: TaggedKind,
  auth: AuthContext,
  id: number,
  name: string,
  at: string,
  lang: Lang,
): Promise<TagItem> {
  const tag = await findTag(db, kind, auth, id);
  if (tag.is_system) throw new AppError(409, 'tag.systemReadonly');
  auditBefore({ id: tag.id, name: tag.name });
  await assertNameFree(db, kind, tag.workspace_id!, name, id);
  await uniqueWrite(
    () => db.updateTable('tags').set({ name, updated_at: at }).where('id', '=', id).execute(),
    nameTaken,
  );
  const [item] = await withCount(visibleTags(db, kind, auth.workspaceId), kind, auth.workspaceId)
    .where('id', '=', id)
    .execute();
  return toTagItem(item!, lang);
}

/**
 * Deletes the tags, all or none: any id the caller cannot reach is a 404,
 * a system label a 409. Rows carrying a deleted label are left without one.
 */
export async function deleteTags(db: Db, kind: TaggedKind, auth: AuthContext, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  return db.transaction().execute(async (trx) => {
    const rows = await visibleTags(trx, kind, auth.workspaceId)
      .select(['id', 'name', 'is_system'])
      .where('id', 'in', unique)
      .orderBy('id')
      .execute();
    if (rows.length !== unique.length) throw notFound();
    if (rows.some((r) => r.is_system)) throw new AppError(409, 'tag.systemUndeletable');
    auditBeforeRows(rows.map(({ id, name }) => ({ id, name })));
    await trx
      .updateTable(TAGGED_TABLES[kind])
      .set({ label_id: null })
      .where('label_id', 'in', unique)
      .execute();
    const result = await trx.deleteFrom('tags').where('id', 'in', unique).executeTakeFirst();
    return { count: Number(result.numDeletedRows) };
  });
}

/**
 * The batch "tag" action: every row gets `labelId` (null removes the label).
 * Rows and label must all be in one workspace the caller reaches, else 404
 * and nothing changes.
 */
export async function tagRows(
  db: Db,
  kind: TaggedKind,
  auth: AuthContext,
  ids: readonly number[],
  labelId: number | null,
  now: string,
) {
  const table = TAGGED_TABLES[kind];
  const workspaceId = (await workspaceOfIds(db, table, ids, auth))!;
  await assertLabel(db, kind, labelId, workspaceId);
  return updateIds(db, table, ids, { label_id: labelId, updated_at: now });
}

async function findTag(db: Db, kind: TagKind, auth: AuthContext, id: number): Promise<TagRow> {
  const row = await visibleTags(db, kind, auth.workspaceId)
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

async function assertNameFree(
  db: Db,
  kind: TagKind,
  workspaceId: number,
  name: string,
  exceptId: number | null,
) {
  const clash = await visibleTags(db, kind, workspaceId)
    .select(['id', 'name', 'is_system'])
    .$if(exceptId !== null, (q) => q.where('id', '!=', exceptId!))
    .execute();
  const wanted = name.toLowerCase();
  // A user tag may not take a system label's name in either language.
  const taken = clash.some((t) =>
    t.is_system
      ? [t.name, translate(t.name, 'en'), translate(t.name, 'zh')].some((n) => n.toLowerCase() === wanted)
      : t.name.toLowerCase() === wanted,
  );
  if (taken) throw nameTaken();
}

const nameTaken = () => new AppError(409, 'tag.nameTaken', { data: { field: 'name' } });

function toTagItem(row: TagRow & { count: number | string }, lang: Lang): TagItem {
  return {
    id: row.id,
    kind: row.kind,
    name: labelName(row.name, row.is_system, lang)!,
    isSystem: row.is_system === 1,
    count: Number(row.count),
    createTime: row.created_at,
  };
}
