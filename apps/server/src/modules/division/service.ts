import {
  type DivisionAddBody,
  type DivisionQueryBody,
  type DivisionScope,
  type DivisionUpdateBody,
  type Page,
  type PageQuery,
  Role,
  type StaffItem,
  staffItem,
} from '@reelfleet/contract';
import { AppError, fieldError, forbidden, notFound } from '../../core/errors.ts';
import type { SessionCache } from '../../core/session-cache.ts';
import type { Db } from '../../db/index.ts';
import { contains, fetchPage } from '../../db/page.ts';
import type { UserRow, UserUpdate } from '../../db/tables/users.ts';
import type { ControlEnv } from '../../engine/index.ts';
import { couldAct, standDown } from '../../engine/index.ts';
import { auditBeforeRows } from '../../http/audit-record.ts';
import { scoped } from '../../http/scope.ts';
import { pickFields } from '../../lib/pick.ts';
import { type AuthContext, changeUser } from '../auth/session.ts';
import { createUser, toUserInfo } from '../user/service.ts';

/**
 * Department management: an owner and the managers of their workspace manage
 * its staff. The admin sees and changes every workspace's staff but, having
 * no workspace, adds none. A manager who belongs to a department manages that
 * department's members only (departments.ts).
 */
export function assertDivisionManager(auth: AuthContext): void {
  const allowed =
    auth.roles.includes(Role.admin) ||
    auth.userType === 'owner' ||
    (auth.userType === 'staff' && auth.roles.includes(Role.manager));
  if (!allowed) throw forbidden();
}

/** Owners and managers of the whole workspace create, change and delete departments. */
export function mayManageDepartments(auth: AuthContext): boolean {
  return auth.workspaceId !== null && (auth.userType === 'owner' || auth.departmentId === null);
}

export async function divisionScope(db: Db, auth: AuthContext): Promise<DivisionScope> {
  const department =
    auth.departmentId === null
      ? undefined
      : await db
          .selectFrom('departments')
          .select('name')
          .where('id', '=', auth.departmentId)
          .executeTakeFirst();
  return {
    departments: mayManageDepartments(auth),
    departmentId: auth.departmentId,
    departmentName: department?.name ?? null,
  };
}

function staffOf(db: Db, auth: AuthContext) {
  const q = db
    .selectFrom('users')
    .leftJoin('departments', 'departments.id', 'users.department_id')
    .where('users.user_type', '=', 'staff');
  const inWorkspace = auth.workspaceId === null ? q : q.where('users.workspace_id', '=', auth.workspaceId);
  return scoped(inWorkspace, auth, 'department', 'users.department_id');
}

type StaffRow = UserRow & { department_name: string | null };

export function toStaffItem(row: StaffRow): StaffItem {
  return {
    ...pickFields(staffItem.omit({ departmentId: true, departmentName: true }), toUserInfo(row)),
    departmentId: row.department_id,
    departmentName: row.department_name,
  };
}

async function getStaff(db: Db, auth: AuthContext, id: number): Promise<StaffItem> {
  const row = await staffOf(db, auth)
    .selectAll('users')
    .select('departments.name as department_name')
    .where('users.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
  return toStaffItem(row);
}

export function listStaff(
  db: Db,
  auth: AuthContext,
  page: PageQuery,
  body: DivisionQueryBody,
): Promise<Page<StaffItem>> {
  let q = staffOf(db, auth);
  if (body.username) q = q.where(contains('users.username', body.username));
  if (body.status) q = q.where('users.status', '=', body.status);
  if (body.role) q = q.where(contains('users.roles', `"${body.role}"`));
  if (body.departmentId) q = q.where('users.department_id', '=', body.departmentId);
  return fetchPage(
    db,
    q,
    page,
    (f) => f.selectAll('users').select('departments.name as department_name').orderBy('users.id', 'desc'),
    toStaffItem,
  );
}

/**
 * The department a member is put in: a department's own manager keeps their
 * members in their department (null, the whole workspace, is refused; another
 * department is already a 404 from the ownership hook).
 */
function departmentFor(auth: AuthContext, wanted: number | null | undefined): number | null | undefined {
  if (auth.departmentId === null) return wanted;
  if (wanted === null) throw fieldError('departmentId', 'division.ownDepartmentOnly');
  return auth.departmentId;
}

export async function addStaff(db: Db, auth: AuthContext, body: DivisionAddBody): Promise<StaffItem> {
  if (auth.workspaceId === null) throw forbidden();
  const departmentId = departmentFor(auth, body.departmentId) ?? null;
  const row = await createUser(db, {
    username: body.username,
    password: body.password,
    email: body.email,
    name: body.name,
    roles: [...new Set(body.roles)],
    userType: 'staff',
    workspaceId: auth.workspaceId,
    departmentId,
  });
  return getStaff(db, auth, row.id);
}

/**
 * A staff member's roles, name, status or department. Disabling them, or roles
 * without Task Management, pauses their scheduled jobs and queued tasks in the
 * same transaction and tells the owner (engine/standDown.ts); enabling them
 * again resumes nothing.
 */
export async function updateStaff(
  db: Db,
  sessions: SessionCache,
  control: ControlEnv,
  auth: AuthContext,
  body: DivisionUpdateBody,
): Promise<StaffItem> {
  const target = await staffOf(db, auth)
    .select([
      'users.id',
      'users.name',
      'users.roles',
      'users.status',
      'users.department_id',
      'users.user_type',
    ])
    .where('users.id', '=', body.id)
    .executeTakeFirst();
  if (!target) throw notFound();
  auditBeforeRows([{ ...target, roles: JSON.parse(target.roles) }]);
  const changesSelf = body.roles || body.status || body.departmentId !== undefined;
  if (target.id === auth.userId && changesSelf) throw fieldError('id', 'division.selfUpdate');
  const changes: UserUpdate = {};
  if (body.roles) changes.roles = JSON.stringify([...new Set(body.roles)]);
  if (body.name !== undefined) changes.name = body.name;
  if (body.status) changes.status = body.status;
  if (body.departmentId !== undefined) changes.department_id = departmentFor(auth, body.departmentId);
  const lostNow = couldAct(target);
  await changeUser(db, sessions, target.id, changes, (trx) =>
    standDown(control, trx, target.id, { lostNow }),
  );
  return getStaff(db, auth, target.id);
}

/** 403 for a department's own manager (and the admin, who has no workspace) before a department form is sent. */
export function assertDepartmentsManager(auth: AuthContext): number {
  if (!mayManageDepartments(auth)) throw new AppError(403, 'division.departmentsOwnerOnly');
  return auth.workspaceId as number;
}
