import type { RoleName, UserInfo } from '@reelfleet/contract';
import { AppError } from '../../core/errors.ts';
import type { Db } from '../../db/index.ts';
import { now } from '../../db/kind.ts';
import type { UserRow, UserType } from '../../db/tables/users.ts';
import { isUniqueViolation } from '../../db/unique.ts';
import { hashPassword } from '../../lib/password.ts';
import { rolesOf } from '../auth/session.ts';

export interface NewUserInput {
  username: string;
  password: string;
  email?: string;
  name?: string;
  roles: RoleName[];
  userType: UserType;
  /** For staff: the owner's id. Owners get their own id; the admin none. */
  workspaceId?: number | null;
  agentId?: number | null;
  level?: number;
  levelName?: string;
  inviteCode?: string | null;
  /** An agent's extra invitation code used to register. */
  invitedWith?: string | null;
  /** For staff: the department they work in (null: the whole workspace). */
  departmentId?: number | null;
}

/**
 * The one way a user row is created (registration, admin, division, seeds).
 * The password is hashed before the write; a taken username is a 409.
 */
export async function createUser(db: Db, input: NewUserInput): Promise<UserRow> {
  const taken = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', input.username)
    .executeTakeFirst();
  if (taken) throw new AppError(409, 'auth.usernameTaken', { data: { field: 'username' } });
  const passwordHash = await hashPassword(input.password);
  return insertUser(db, input, passwordHash).catch((error: unknown) => {
    // Two creations of one name at once: the unique index decides, the loser gets the same 409.
    if (isUniqueViolation(error))
      throw new AppError(409, 'auth.usernameTaken', { data: { field: 'username' } });
    throw error;
  });
}

async function insertUser(db: Db, input: NewUserInput, passwordHash: string): Promise<UserRow> {
  const at = now();
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('users')
      .values({
        username: input.username,
        password_hash: passwordHash,
        email: input.email ?? '',
        name: input.name ?? input.username,
        alias: input.username,
        gender: 'unknown',
        avatar_path: null,
        introduction: '',
        roles: JSON.stringify(input.roles),
        level: input.level ?? 0,
        level_name: input.levelName ?? '',
        interval_time: 0,
        user_type: input.userType,
        workspace_id: input.workspaceId ?? null,
        agent_id: input.agentId ?? null,
        invite_code: input.inviteCode ?? null,
        ...(input.invitedWith ? { invited_with: input.invitedWith } : {}),
        ...(input.departmentId ? { department_id: input.departmentId } : {}),
        balance: 0,
        held: 0,
        status: 'active',
        last_login_at: null,
        created_at: at,
        updated_at: at,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (input.userType !== 'owner') return row;
    // An owner's workspace is its own id, known only after the insert.
    return trx
      .updateTable('users')
      .set({ workspace_id: row.id })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

export async function findUser(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function toUserInfo(row: UserRow): UserInfo {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    alias: row.alias,
    email: row.email,
    gender: row.gender as UserInfo['gender'],
    balance: row.balance,
    held: row.held,
    level: row.level,
    levelName: row.level_name,
    intervalTime: row.interval_time,
    avatarPath: row.avatar_path,
    introduction: row.introduction,
    roles: rolesOf(row),
    userType: row.user_type,
    workspaceId: row.workspace_id,
    status: row.status,
    lastLogin: row.last_login_at,
    createTime: row.created_at,
  };
}
