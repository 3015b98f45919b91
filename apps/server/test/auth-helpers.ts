import { Role } from '@reelfleet/contract';
import { createUser } from '../src/modules/user/service.ts';
import type { TestServer } from './harness.ts';
import { countRows } from './rows.ts';

/** Shared by the auth*.test.ts files. */

export const EN = { 'accept-language': 'en-US,en;q=0.9' };
export const ZH = { 'accept-language': 'zh-CN,zh;q=0.9' };

/** An agent (level > 0) with an invitation code, made the way the admin area makes one. */
export async function createAgent(
  server: TestServer,
  inviteCode: string,
  options: { username?: string; level?: number } = {},
) {
  return createUser(server.ctx.db, {
    username: options.username ?? `agent_${inviteCode.toLowerCase()}`,
    password: 'agent-pass-123',
    roles: [Role.agent],
    userType: 'owner',
    level: options.level ?? 1,
    levelName: 'First-level agent',
    inviteCode,
  });
}

export async function createOwner(server: TestServer, username: string, password: string) {
  return createUser(server.ctx.db, { username, password, roles: [Role.user], userType: 'owner' });
}

/** A new owner `username` (password secret123) and an API token of theirs, from a real login. */
export async function ownerWithToken(server: TestServer, username: string) {
  const owner = await createOwner(server, username, 'secret123');
  return { owner, token: await tokenFor(server, username, 'secret123') };
}

/** A registration through the API (POST /api/user/add), in English unless `headers` say otherwise. */
export function register(server: TestServer, payload: unknown, headers: Record<string, string> = EN) {
  return server.app.inject({ method: 'POST', url: '/api/user/add', payload: payload as object, headers });
}

export function validRegistration(inviteCode: string, overrides: Record<string, unknown> = {}) {
  return {
    username: 'new_owner',
    password: 'secret123',
    confirmPassword: 'secret123',
    email: 'owner@example.com',
    captchaId: 'not-checked-when-captcha-is-off',
    code: 'ABCD',
    invitationCode: inviteCode,
    ageConfirmed: true,
    ...overrides,
  };
}

export async function login(
  server: TestServer,
  username: string,
  password: string,
  remoteAddress?: string,
  headers: Record<string, string> = {},
) {
  return server.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { username, password },
    headers,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

export async function tokenFor(server: TestServer, username: string, password: string): Promise<string> {
  const res = await login(server, username, password);
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return res.json().data.token as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The fields a 4xx answer names: `data.errors[].field` (schema rules) or `data.field` (server rules). */
export function fieldsOf(body: { data?: { errors?: { field: string }[]; field?: string } | null }): string[] {
  if (body.data?.errors) return body.data.errors.map((e) => e.field);
  return body.data?.field ? [body.data.field] : [];
}

export function countUsers(server: TestServer): Promise<number> {
  return countRows(server.ctx.db, 'users');
}
