import {
  DEPARTMENTS_MAX,
  type DepartmentItem,
  type departmentAddBody,
  type departmentUpdateBody,
  type Lang,
  type Page,
  type PageQuery,
} from '@reelfleet/contract';
import { sql } from 'kysely';
import type { z } from 'zod';
import { AppError, fieldError, notFound } from '../../core/errors.ts';
import type { Db } from '../../db/index.ts';
import { contains, fetchPage } from '../../db/page.ts';
import type { DepartmentRow } from '../../db/tables/staff.ts';
import { assertNameFree, uniqueWrite } from '../../db/unique.ts';
import { auditBefore } from '../../http/audit-record.ts';
import { scoped } from '../../http/scope.ts';
import type { AuthContext } from '../auth/session.ts';
import { labelName } from '../tags/service.ts';
import { assertDepartmentsManager } from './service.ts';

/**
 * Departments of a workspace: a name, the device groups and the account tags
 * their members may use (http/scope.ts applies them). Group and tag ids of
 * another workspace are a 404 from the ownership hook before this runs.
 */

function departmentsOf(db: Db, auth: AuthContext) {
  const q = db.selectFrom('departments');
  const inWorkspace = auth.workspaceId === null ? q : q.where('workspace_id', '=', auth.workspaceId);
  return scoped(inWorkspace, auth, 'department', 'id');
}

const members = sql<number>`(select count(*) from users u where u.department_id = departments.id)`;

/** The rows with their groups, tags and member counts (two queries for the whole page). */
async function toItems(
  db: Db,
  rows: ReadonlyArray<DepartmentRow & { members: number | string }>,
  lang: Lang,
): Promise<DepartmentItem[]> {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const [groups, tags] = await Promise.all([
    db
      .selectFrom('department_groups as dg')
      .innerJoin('device_groups as g', 'g.id', 'dg.group_id')
      .select(['dg.department_id', 'g.id', 'g.name'])
      .where('dg.department_id', 'in', ids)
      .orderBy('g.name')
      .execute(),
    db
      .selectFrom('department_tags as dt')
      .innerJoin('tags as t', 't.id', 'dt.tag_id')
      .select(['dt.department_id', 't.id', 't.name', 't.is_system'])
      .where('dt.department_id', 'in', ids)
      .orderBy('t.name')
      .execute(),
  ]);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    groups: groups.filter((g) => g.department_id === r.id).map((g) => ({ id: g.id, name: g.name })),
    accountTags: tags
      .filter((t) => t.department_id === r.id)
      .map((t) => ({ id: t.id, name: labelName(t.name, t.is_system, lang) ?? '' })),
    members: Number(r.members),
    createTime: r.created_at,
    updateTime: r.updated_at,
  }));
}

export async function listDepartments(
  db: Db,
  auth: AuthContext,
  page: PageQuery,
  body: { name?: string | undefined },
  lang: Lang,
): Promise<Page<DepartmentItem>> {
  const q = departmentsOf(db, auth).$if(!!body.name, (w) => w.where(contains('name', body.name!)));
  const result = await fetchPage(
    db,
    q,
    page,
    (f) => f.selectAll().select(members.as('members')).orderBy('id', 'desc'),
    (row) => row,
  );
  return { ...result, list: await toItems(db, result.list, lang) };
}

export async function allDepartments(db: Db, auth: AuthContext, lang: Lang): Promise<DepartmentItem[]> {
  const rows = await departmentsOf(db, auth)
    .selectAll()
    .select(members.as('members'))
    .orderBy('name')
    .execute();
  return toItems(db, rows, lang);
}

async function getDepartment(db: Db, auth: AuthContext, id: number, lang: Lang) {
  const rows = await departmentsOf(db, auth)
    .selectAll()
    .select(members.as('members'))
    .where('id', '=', id)
    .execute();
  const [item] = await toItems(db, rows, lang);
  if (!item) throw notFound();
  return item;
}

const nameTaken = () => new AppError(409, 'division.departmentNameTaken', { data: { field: 'name' } });

/** Every tag must be an account tag (the hook has checked they are the workspace's or system labels). */
async function assertAccountTags(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return;
  const other = await db
    .selectFrom('tags')
    .select('id')
    .where('id', 'in', [...new Set(ids)])
    .where('kind', '!=', 'account')
    .executeTakeFirst();
  if (other) throw fieldError('accountLabelIds', 'division.notAccountTag');
}

type Links = { groupIds?: readonly number[] | undefined; accountLabelIds?: readonly number[] | undefined };

/** Where a department's links live: its device groups and its account tags. */
const LINKS = [
  { field: 'groupIds', table: 'department_groups', column: 'group_id' },
  { field: 'accountLabelIds', table: 'department_tags', column: 'tag_id' },
] as const;

/** Replaces the department's groups and tags that `links` names (inside the caller's transaction). */
async function writeLinks(trx: Db, departmentId: number, links: Links) {
  for (const { field, table, column } of LINKS) {
    const ids = links[field];
    if (!ids) continue;
    await trx.deleteFrom(table).where('department_id', '=', departmentId).execute();
    const unique = [...new Set(ids)];
    if (unique.length === 0) continue;
    const rows = unique.map((id) => ({ department_id: departmentId, [column]: id }));
    await trx
      .insertInto(table as 'department_groups')
      .values(rows as Array<{ department_id: number; group_id: number }>)
      .execute();
  }
}

export async function addDepartment(
  db: Db,
  auth: AuthContext,
  body: z.output<typeof departmentAddBody>,
  at: string,
  lang: Lang,
): Promise<DepartmentItem> {
  const ws = assertDepartmentsManager(auth);
  await assertAccountTags(db, body.accountLabelIds);
  await assertNameFree(db, 'departments', ws, body.name, null, nameTaken);
  const count = await db
    .selectFrom('departments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('workspace_id', '=', ws)
    .executeTakeFirstOrThrow();
  if (Number(count.n) >= DEPARTMENTS_MAX)
    throw new AppError(409, 'division.departmentsLimit', { params: { max: DEPARTMENTS_MAX } });
  const id = await uniqueWrite(
    () =>
      db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('departments')
          .values({ workspace_id: ws, name: body.name, created_at: at, updated_at: at })
          .returning('id')
          .executeTakeFirstOrThrow();
        await writeLinks(trx, row.id, body);
        return row.id;
      }),
    nameTaken,
  );
  return getDepartment(db, auth, id, lang);
}

export async function updateDepartment(
  db: Db,
  auth: AuthContext,
  body: z.output<typeof departmentUpdateBody>,
  at: string,
  lang: Lang,
): Promise<DepartmentItem> {
  const ws = assertDepartmentsManager(auth);
  auditBefore(departmentBefore(await getDepartment(db, auth, body.id, lang)));
  if (body.accountLabelIds) await assertAccountTags(db, body.accountLabelIds);
  if (body.name !== undefined) await assertNameFree(db, 'departments', ws, body.name, body.id, nameTaken);
  await uniqueWrite(
    () =>
      db.transaction().execute(async (trx) => {
        await trx
          .updateTable('departments')
          .set({ updated_at: at, ...(body.name !== undefined ? { name: body.name } : {}) })
          .where('id', '=', body.id)
          .execute();
        await writeLinks(trx, body.id, body);
      }),
    nameTaken,
  );
  return getDepartment(db, auth, body.id, lang);
}

/** What the audit trail keeps of a department before a change: its name, groups and tags by id. */
const departmentBefore = (d: DepartmentItem) => ({
  id: d.id,
  name: d.name,
  groupIds: d.groups.map((g) => g.id),
  accountLabelIds: d.accountTags.map((t) => t.id),
});

/** A department with members is kept (409): deleting it would lift their limits. */
export async function deleteDepartment(db: Db, auth: AuthContext, id: number, lang: Lang) {
  assertDepartmentsManager(auth);
  const item = await getDepartment(db, auth, id, lang);
  auditBefore(departmentBefore(item));
  if (item.members > 0)
    throw new AppError(409, 'division.departmentHasMembers', { params: { n: item.members }, data: { id } });
  // Its groups and tags go with it (ON DELETE CASCADE).
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .deleteFrom('departments')
      .where('id', '=', id)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('users').select('id').where('department_id', '=', id))),
      )
      .executeTakeFirst();
    return { count: Number(result.numDeletedRows) };
  });
}
