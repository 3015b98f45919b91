import { randomBytes } from 'node:crypto';
import { Role, type RoleName } from '@reelfleet/contract';
import { addOwner } from '../src/modules/admin/users.ts';
import { createSession } from '../src/modules/auth/session.ts';
import { recharge } from '../src/modules/finance/ledger.ts';
import { createUser } from '../src/modules/user/service.ts';
import { bearer } from './auth-helpers.ts';
import type { TestServer } from './harness.ts';

/** Shared by the ledger, finance, admin, agent and division tests: people with live sessions. */

export interface Person {
  id: number;
  username: string;
  token: string;
  headers: { authorization: string };
}

/** One API call through app.inject as `who` (anonymous when undefined). */
export function callAs(
  server: TestServer,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who: Person | undefined,
  payload?: unknown,
) {
  return server.app.inject({
    method,
    url,
    headers: who?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

export const unique = (prefix: string) => `${prefix}_${randomBytes(4).toString('hex')}`;

async function withSession(server: TestServer, row: { id: number; username: string }): Promise<Person> {
  const token = await createSession(server.ctx.db, row.id);
  return { id: row.id, username: row.username, token, headers: bearer(token) };
}

/** The session context of an owner, for calling services directly. */
export function ownerAuth(owner: { id: number; username: string }) {
  return {
    userId: owner.id,
    sessionId: 0,
    username: owner.username,
    roles: [Role.user],
    level: 0,
    userType: 'owner' as const,
    workspaceId: owner.id,
    departmentId: null,
  };
}

export async function adminPerson(server: TestServer): Promise<Person> {
  const row = await server.ctx.db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('username', '=', 'admin')
    .executeTakeFirstOrThrow();
  return withSession(server, row);
}

export async function ownerPerson(server: TestServer, options: { agentId?: number; points?: number } = {}) {
  const row = await createUser(server.ctx.db, {
    username: unique('owner'),
    password: 'owner-pass-1',
    email: 'owner@example.com',
    roles: [Role.user],
    userType: 'owner',
    agentId: options.agentId ?? null,
  });
  if (options.points) await grant(server, row.id, options.points);
  return withSession(server, row);
}

/** An agent made the way the admin area makes one (level 1, invitation code). */
export async function agentPerson(server: TestServer, options: { points?: number } = {}) {
  const item = await addOwner(server.ctx.db, {
    username: unique('agent'),
    password: 'agent-pass-1',
    email: 'agent@example.com',
    level: 1,
  });
  if (options.points) await grant(server, item.id, options.points);
  return { ...(await withSession(server, item)), inviteCode: item.inviteCode as string };
}

export async function staffPerson(server: TestServer, workspaceId: number, roles: RoleName[]) {
  const row = await createUser(server.ctx.db, {
    username: unique('staff'),
    password: 'staff-pass-1',
    roles,
    userType: 'staff',
    workspaceId,
  });
  return withSession(server, row);
}

/** Points through the ledger, as the system would credit them. */
export async function grant(server: TestServer, userId: number, points: number) {
  return recharge(server.ctx.db, { userId, points, idemKey: unique('grant') });
}

export async function balanceOf(server: TestServer, userId: number) {
  return server.ctx.db
    .selectFrom('users')
    .select(['balance', 'held'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

export async function entryCount(server: TestServer, userId?: number): Promise<number> {
  let q = server.ctx.db.selectFrom('ledger_entries').select((eb) => eb.fn.countAll<number>().as('n'));
  if (userId !== undefined) q = q.where('user_id', '=', userId);
  return Number((await q.executeTakeFirstOrThrow()).n);
}
