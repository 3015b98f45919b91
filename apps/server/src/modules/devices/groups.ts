import type {
  GroupAddBody,
  GroupItem,
  GroupListBody,
  GroupMoveBody,
  GroupOption,
  GroupPage,
  GroupUpdateBody,
  Lang,
  PageQuery,
} from '@reelfleet/contract';
import { sql } from 'kysely';
import { AppError } from '../../core/errors.ts';
import { updateIds } from '../../db/ids.ts';
import type { Db } from '../../db/index.ts';
import { contains, fetchPage, refersTo } from '../../db/page.ts';
import type { DeviceGroupRow } from '../../db/tables/fleet.ts';
import { assertNameFree, uniqueWrite } from '../../db/unique.ts';
import { joinDepartment, scoped } from '../../http/scope.ts';
import { assertInWorkspace, workspaceOfId, workspaceOfIds } from '../../http/workspace.ts';
import type { AuthContext } from '../auth/session.ts';
import { assertLabel, type LabelView, labelColumns, rowLabelOf } from '../tags/service.ts';
import { addingWorkspace, listedWorkspace } from '../tags/workspace.ts';

function groupBase(db: Db) {
  return db.selectFrom('device_groups as g').leftJoin('tags as t', 't.id', 'g.label_id');
}

const groupColumns = [
  ...labelColumns,
  sql<number>`(select count(*) from devices d where d.group_id = g.id)`.as('device_count'),
] as const;

/** A group query with the columns of its item (filters go on groupBase first). */
const withGroupColumns = (q: ReturnType<typeof groupBase>) => q.selectAll('g').select(groupColumns);

type GroupViewRow = DeviceGroupRow & LabelView & { device_count: number | string };

function toGroupItem(row: GroupViewRow, lang: Lang): GroupItem {
  return {
    id: row.id,
    name: row.name,
    ...rowLabelOf(row, lang),
    deviceCount: Number(row.device_count),
    createTime: row.created_at,
    updateTime: row.updated_at,
  };
}

export async function listGroups(
  db: Db,
  auth: AuthContext,
  filter: GroupListBody,
  page: PageQuery,
  lang: Lang,
): Promise<GroupPage> {
  const ws = await listedWorkspace(db, auth, 'group', filter.labelId);
  // A department's staff see its groups (http/scope.ts).
  const filtered = scoped(groupBase(db), auth, 'group', 'g.id')
    .$if(ws !== null, (q) => q.where('g.workspace_id', '=', ws!))
    .$if(!!filter.name, (q) => q.where(contains('g.name', filter.name!)))
    .$if(filter.labelId !== undefined, (q) => q.where(refersTo('g.label_id', filter.labelId!)));
  return fetchPage(
    db,
    filtered,
    page,
    (q) => withGroupColumns(q).orderBy('g.id', 'desc'),
    (row) => toGroupItem(row, lang),
  );
}

export async function allGroups(db: Db, auth: AuthContext): Promise<GroupOption[]> {
  const rows = await scoped(groupBase(db), auth, 'group', 'g.id')
    .select(['g.id', 'g.name', groupColumns[2]])
    .$if(auth.workspaceId !== null, (q) => q.where('g.workspace_id', '=', auth.workspaceId!))
    .orderBy('g.name')
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, deviceCount: Number(r.device_count) }));
}

async function getGroup(db: Db, id: number, lang: Lang): Promise<GroupItem> {
  const row = await withGroupColumns(groupBase(db)).where('g.id', '=', id).executeTakeFirstOrThrow();
  return toGroupItem(row, lang);
}

const nameTaken = () => new AppError(409, 'group.nameTaken', { data: { field: 'name' } });

export async function addGroup(db: Db, auth: AuthContext, body: GroupAddBody, at: string, lang: Lang) {
  const ws = await addingWorkspace(db, auth, 'group', body.labelId);
  await assertNameFree(db, 'device_groups', ws, body.name, null, nameTaken);
  const row = await uniqueWrite(
    () =>
      db.transaction().execute(async (trx) => {
        const group = await trx
          .insertInto('device_groups')
          .values({
            workspace_id: ws,
            name: body.name,
            label_id: body.labelId ?? null,
            created_at: at,
            updated_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        // A department's staff member's new group joins their department.
        await joinDepartment(trx, auth, 'group', group.id);
        return group;
      }),
    nameTaken,
  );
  return getGroup(db, row.id, lang);
}

export async function updateGroup(db: Db, auth: AuthContext, body: GroupUpdateBody, at: string, lang: Lang) {
  const ws = await workspaceOfId(db, 'device_groups', body.id, auth);
  await assertLabel(db, 'group', body.labelId, ws);
  if (body.name !== undefined) await assertNameFree(db, 'device_groups', ws, body.name, body.id, nameTaken);
  await uniqueWrite(
    () =>
      db
        .updateTable('device_groups')
        .set({
          updated_at: at,
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.labelId !== undefined ? { label_id: body.labelId } : {}),
        })
        .where('id', '=', body.id)
        .execute(),
    nameTaken,
  );
  return getGroup(db, body.id, lang);
}

/** Deletes all or none; their devices fall back to no group. */
export async function deleteGroups(db: Db, auth: AuthContext, ids: readonly number[], at: string) {
  await workspaceOfIds(db, 'device_groups', ids, auth);
  const unique = [...new Set(ids)];
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('devices')
      .set({ group_id: null, updated_at: at })
      .where('group_id', 'in', unique)
      .execute();
    const result = await trx.deleteFrom('device_groups').where('id', 'in', unique).executeTakeFirst();
    return { count: Number(result.numDeletedRows) };
  });
}

/**
 * Moves devices into a group (null: into none). Any device or the group
 * outside one reachable workspace fails the whole move: 404 'batch group failed'.
 */
export async function moveDevices(db: Db, auth: AuthContext, body: GroupMoveBody, at: string) {
  const failed = () => new AppError(404, 'device.batchGroupFailed');
  const ws = (await workspaceOfIds(db, 'devices', body.ids, auth, failed))!;
  await assertInWorkspace(db, 'device_groups', body.groupId, ws).catch(() => {
    throw failed();
  });
  return updateIds(db, 'devices', body.ids, { group_id: body.groupId, updated_at: at });
}
