import {
  type AdminRechargeBody,
  type AdminUserAddBody,
  type AdminUserItem,
  type AdminUserQueryBody,
  type AdminUserUpdateBody,
  OWNER_ROLES,
  type Page,
  type PageQuery,
  type RechargeResult,
  Role,
  type RoleName,
  STAFF_ROLES,
} from '@reelfleet/contract';
import { AppError, fieldError, notFound } from '../../core/errors.ts';
import type { SessionCache } from '../../core/session-cache.ts';
import type { Db } from '../../db/index.ts';
import { contains, fetchPage } from '../../db/page.ts';
import type { UserRow, UserUpdate } from '../../db/tables/users.ts';
import type { ControlEnv } from '../../engine/index.ts';
import { couldAct, standDown } from '../../engine/index.ts';
import { auditBefore } from '../../http/audit-record.ts';
import { newInviteCode } from '../agent/invite-code.ts';
import { changeUser, rolesOf } from '../auth/session.ts';
import { recharge, rechargeReceipt } from '../finance/ledger.ts';
import { notifyRecharge } from '../finance/notices.ts';
import { createUser, findUser, toUserInfo } from '../user/service.ts';

/** A user the admin may change by id: an owner or a staff user (404 when missing; never the admin: 403). */
export async function editableUser(db: Db, id: number): Promise<UserRow> {
  const target = await findUser(db, id);
  if (!target) throw notFound();
  if (target.user_type === 'admin') throw new AppError(403, 'admin.adminLocked', { data: { field: 'id' } });
  return target;
}

export function toAdminUserItem(row: UserRow): AdminUserItem {
  return { ...toUserInfo(row), inviteCode: row.invite_code, agentId: row.agent_id };
}

/** An owner's roles: the chosen ones (user by default) and `agent` exactly when level > 0. */
function ownerRoles(chosen: readonly RoleName[], level: number): RoleName[] {
  const base = [...new Set(chosen.filter((r) => r !== Role.agent))];
  if (base.length === 0) base.push(Role.user);
  return level > 0 ? [...base, Role.agent] : base;
}

function defaultLevelName(level: number): string {
  return level > 0 ? `Level ${level} agent` : '';
}

/** A new owner; level > 0 makes an agent with an invitation code. */
export async function addOwner(db: Db, body: AdminUserAddBody): Promise<AdminUserItem> {
  const level = body.level ?? 0;
  const row = await createUser(db, {
    username: body.username,
    password: body.password,
    email: body.email,
    roles: ownerRoles(body.roles ?? [Role.user], level),
    userType: 'owner',
    level,
    levelName: body.levelName ?? defaultLevelName(level),
    inviteCode: level > 0 ? await newInviteCode(db) : null,
  });
  return toAdminUserItem(row);
}

export function listUsers(db: Db, page: PageQuery, body: AdminUserQueryBody): Promise<Page<AdminUserItem>> {
  let q = db.selectFrom('users');
  if (body.username) q = q.where(contains('username', body.username));
  if (body.status) q = q.where('status', '=', body.status);
  if (body.level !== undefined) q = q.where('level', '=', body.level);
  if (body.role) q = q.where(contains('roles', `"${body.role}"`));
  if (body.userType) q = q.where('user_type', '=', body.userType);
  return fetchPage(db, q, page, (f) => f.selectAll().orderBy('id', 'desc'), toAdminUserItem);
}

/**
 * Status, agent level and roles of an owner or a staff user; the admin account is not changed here.
 * A change that leaves the user unable to create tasks (disabled; a staff member without Task
 * Management) pauses their scheduled jobs and queued tasks (an owner's: the whole workspace's) in the
 * same transaction and tells the owner (engine/standDown.ts).
 */
export async function updateUser(
  db: Db,
  sessions: SessionCache,
  control: ControlEnv,
  body: AdminUserUpdateBody,
): Promise<AdminUserItem> {
  const target = await editableUser(db, body.id);
  // The audit entry shows the user as they were (roles, level, status), from the row already read.
  auditBefore(toAdminUserItem(target));
  const changes: UserUpdate =
    target.user_type === 'staff' ? staffChanges(body) : await ownerChanges(db, target, body);
  if (body.status) changes.status = body.status;
  const lostNow = couldAct(target);
  return toAdminUserItem(
    await changeUser(db, sessions, target.id, changes, (trx) =>
      standDown(control, trx, target.id, { lostNow }),
    ),
  );
}

function staffChanges(body: AdminUserUpdateBody): UserUpdate {
  if (body.level !== undefined && body.level !== 0) throw fieldError('level', 'admin.staffNoLevel');
  if (body.levelName) throw fieldError('levelName', 'admin.staffNoLevel');
  if (!body.roles) return {};
  if (!body.roles.every((r) => (STAFF_ROLES as readonly string[]).includes(r))) {
    throw fieldError('roles', 'admin.staffRoles');
  }
  return { roles: JSON.stringify([...new Set(body.roles)]) };
}

async function ownerChanges(db: Db, target: UserRow, body: AdminUserUpdateBody): Promise<UserUpdate> {
  if (body.roles && !body.roles.every((r) => (OWNER_ROLES as readonly string[]).includes(r))) {
    throw fieldError('roles', 'admin.ownerRoles');
  }
  const level = body.level ?? target.level;
  const changes: UserUpdate = { roles: JSON.stringify(ownerRoles(body.roles ?? rolesOf(target), level)) };
  if (body.level !== undefined && body.level !== target.level) {
    changes.level = level;
    // A former agent's code stops registering new users; a new agent gets one.
    changes.invite_code = level > 0 ? (target.invite_code ?? (await newInviteCode(db))) : null;
    if (body.levelName === undefined) changes.level_name = defaultLevelName(level);
  }
  if (body.levelName !== undefined) changes.level_name = body.levelName;
  return changes;
}

/** Points credited by the admin (paid outside the console), through the ledger. */
export async function rechargeOwner(
  db: Db,
  operatorId: number,
  body: AdminRechargeBody,
): Promise<RechargeResult> {
  const target = await findUser(db, body.userId);
  if (!target) throw notFound();
  if (target.user_type !== 'owner') throw fieldError('userId', 'finance.ownersOnly');
  const { entry, replayed } = await db.transaction().execute(async (trx) => {
    const done = await recharge(trx, {
      userId: target.id,
      points: body.amount,
      idemKey: `admin:${body.idemKey}`,
      operatorId,
      channel: 'admin',
      paymentMethod: 'manual',
      voucher: body.voucher ?? null,
      remark: body.remark ?? '',
    });
    if (!done.replayed) await notifyRecharge(trx, done.entry, null);
    return done;
  });
  return rechargeReceipt(entry, replayed);
}
