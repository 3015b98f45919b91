import {
  type DivisionAddBody,
  type DivisionQueryBody,
  type DivisionUpdateBody,
  type Page,
  type PageQuery,
  Role,
  type StaffItem,
  staffItem,
} from '@reelfleet/contract';
import { fieldError, forbidden, notFound } from '../../core/errors.ts';
import type { SessionCache } from '../../core/session-cache.ts';
import type { Db } from '../../db/index.ts';
import { contains, fetchPage } from '../../db/page.ts';
import type { UserRow, UserUpdate } from '../../db/tables/users.ts';
import { pickFields } from '../../lib/pick.ts';
import { type AuthContext, changeUser } from '../auth/session.ts';
import { createUser, toUserInfo } from '../user/service.ts';

/**
 * Department management: an owner and the managers of their workspace manage
 * its staff. The admin sees and changes every workspace's staff but, having
 * no workspace, adds none.
 */
export function assertDivisionManager(auth: AuthContext): void {
  const allowed =
    auth.roles.includes(Role.admin) ||
    auth.userType === 'owner' ||
    (auth.userType === 'staff' && auth.roles.includes(Role.manager));
  if (!allowed) throw forbidden();
}

function staffOf(db: Db, auth: AuthContext) {
  const q = db.selectFrom('users').where('user_type', '=', 'staff');
  return auth.workspaceId === null ? q : q.where('workspace_id', '=', auth.workspaceId);
}

export function toStaffItem(row: UserRow): StaffItem {
  return pickFields(staffItem, toUserInfo(row));
}

export function listStaff(
  db: Db,
  auth: AuthContext,
  page: PageQuery,
  body: DivisionQueryBody,
): Promise<Page<StaffItem>> {
  let q = staffOf(db, auth);
  if (body.username) q = q.where(contains('username', body.username));
  if (body.status) q = q.where('status', '=', body.status);
  if (body.role) q = q.where(contains('roles', `"${body.role}"`));
  return fetchPage(q, page, (f) => f.selectAll().orderBy('id', 'desc'), toStaffItem);
}

export async function addStaff(db: Db, auth: AuthContext, body: DivisionAddBody): Promise<StaffItem> {
  if (auth.workspaceId === null) throw forbidden();
  const row = await createUser(db, {
    username: body.username,
    password: body.password,
    email: body.email,
    name: body.name,
    roles: [...new Set(body.roles)],
    userType: 'staff',
    workspaceId: auth.workspaceId,
  });
  return toStaffItem(row);
}

export async function updateStaff(
  db: Db,
  sessions: SessionCache,
  auth: AuthContext,
  body: DivisionUpdateBody,
): Promise<StaffItem> {
  const target = await staffOf(db, auth).selectAll().where('id', '=', body.id).executeTakeFirst();
  if (!target) throw notFound();
  if (target.id === auth.userId && (body.roles || body.status)) throw fieldError('id', 'division.selfUpdate');
  const changes: UserUpdate = {};
  if (body.roles) changes.roles = JSON.stringify([...new Set(body.roles)]);
  if (body.name !== undefined) changes.name = body.name;
  if (body.status) changes.status = body.status;
  return toStaffItem(await changeUser(db, sessions, target.id, changes));
}
