import {
  AUDIT_LOGIN_FAILED,
  AUDIT_SUMMARY_MAX,
  AUDIT_TARGET_MAX,
  type AuditRole,
  Role,
} from '@reelfleet/contract';
import { CompiledQuery } from 'kysely';
import type { AuthContext } from '../core/auth-context.ts';
import type { Db } from '../db/index.ts';
import { now } from '../db/kind.ts';
import type { AuditEntriesTable } from '../db/tables/audit.ts';
import type { UserRow } from '../db/tables/users.ts';
import { currentWriteScope, WriteScope } from '../db/write-scope.ts';
import { redactSecrets } from './logging.ts';
import { collectIds } from './ownership.ts';

/**
 * What the audit trail keeps about one write request (docs/audit.md). Built
 * when the request starts; the actor may be named later (login), and a
 * service may add what a row was before. The row is written by the write
 * scope (db/write-scope.ts) in the transaction of the change.
 */
export interface AuditDraft {
  actorId: number | null;
  actorName: string;
  actorRole: AuditRole;
  workspaceId: number | null;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
  ip: string;
  /** The personal access token of the call (null: a console session or none). */
  tokenId: number | null;
  tokenName: string | null;
}

type Actor = Pick<AuditDraft, 'actorId' | 'actorName' | 'actorRole' | 'workspaceId'>;

/** How an entry names the caller's role. */
export function auditRoleOf(auth: Pick<AuthContext, 'roles' | 'level' | 'userType'>): AuditRole {
  if (auth.roles.includes(Role.admin)) return 'admin';
  if (auth.userType === 'staff') return auth.roles.includes(Role.manager) ? 'manager' : 'service';
  return auth.level > 0 ? 'agent' : 'owner';
}

function actorOfAuth(auth: AuthContext): Actor {
  return {
    actorId: auth.userId,
    actorName: auth.username,
    actorRole: auditRoleOf(auth),
    workspaceId: auth.workspaceId,
  };
}

function actorOfUser(
  user: Pick<UserRow, 'id' | 'username' | 'roles' | 'level' | 'user_type' | 'workspace_id'>,
): Actor {
  const roles = JSON.parse(user.roles) as AuthContext['roles'];
  const admin = roles.includes(Role.admin);
  return {
    actorId: user.id,
    actorName: user.username,
    actorRole: auditRoleOf({ roles, level: user.level, userType: user.user_type }),
    // An owner's workspace is their own id; a staff member's their owner's; the admin has none.
    workspaceId: admin ? null : (user.workspace_id ?? user.id),
  };
}

export interface AuditRequest {
  auth: AuthContext | null;
  method: string;
  path: string;
  /** Fastify's route URL with a trailing slash, as the ownership hook reads it. */
  routeUrl: string;
  params: unknown;
  body: unknown;
  ip: string;
}

/** The draft of a write request: its caller, its action, the rows it names, its body without secrets. */
export function draftOf(req: AuditRequest): AuditDraft {
  const body = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? req.body : undefined;
  const params = req.params && typeof req.params === 'object' ? req.params : undefined;
  const sent = params || body ? { ...params, ...body } : null;
  const username = (body as { username?: unknown } | undefined)?.username;
  return {
    ...(req.auth
      ? actorOfAuth(req.auth)
      : {
          actorId: null,
          actorName: typeof username === 'string' ? username : '',
          actorRole: 'anonymous',
          workspaceId: null,
        }),
    action: `${req.method} ${req.path}`,
    target: targetOf(req.routeUrl, [req.params, body]),
    before: null,
    after: sent === null ? null : redactSecrets(sent),
    ip: req.ip,
    tokenId: req.auth?.token?.id ?? null,
    tokenName: req.auth?.token?.name ?? null,
  };
}

/** The rows a request names, by table: `devices #3, #4; device_groups #1` (ids past 20 counted, not listed). */
function targetOf(routeUrl: string, parts: unknown[]): string {
  let found: ReturnType<typeof collectIds>;
  try {
    found = collectIds(routeUrl, parts);
  } catch {
    return ''; // an id field the ownership hook cannot place; the admin's calls skip that hook
  }
  const rows = [...found]
    .map(([target, ids]) => {
      const list = [...ids];
      const shown = list.slice(0, 20).map((id) => `#${id}`);
      if (list.length > 20) shown.push(`+${list.length - 20}`);
      return `${target.table} ${shown.join(', ')}`;
    })
    .join('; ');
  return cut(rows || adminTarget(routeUrl, parts.at(-1)), AUDIT_TARGET_MAX);
}

/**
 * The row an admin route changes, which the ownership map leaves out (the admin reaches every row,
 * so no id of theirs is looked up): a user by `id`, a price by `name`.
 */
function adminTarget(routeUrl: string, body: unknown): string {
  const { id, name } = (body ?? {}) as { id?: unknown; name?: unknown };
  if (routeUrl.startsWith('/api/admin/user/') && typeof id === 'number') return `users #${id}`;
  if (routeUrl.startsWith('/api/admin/price/') && typeof name === 'string') return `prices ${name}`;
  return '';
}

function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function summary(value: unknown): string | null {
  return value === null || value === undefined ? null : cut(JSON.stringify(value), AUDIT_SUMMARY_MAX);
}

function rowOf(draft: AuditDraft): Omit<AuditEntriesTable, 'id'> {
  return {
    at: now(),
    workspace_id: draft.workspaceId,
    actor_id: draft.actorId,
    actor_name: draft.actorName,
    actor_role: draft.actorRole,
    action: draft.action,
    target: draft.target,
    before_text: summary(draft.before),
    after_text: summary(draft.after),
    ip: draft.ip,
    token_id: draft.tokenId,
    token_name: draft.tokenName,
  };
}

/** The INSERT's text per database, compiled once (compiling costs more than SQLite's insert itself). */
const insertSql = new WeakMap<Db, string>();

/** The statement that writes the draft's entry: one INSERT, nothing read. */
export function auditStatement(db: Db, draft: AuditDraft): CompiledQuery {
  const row = rowOf(draft);
  let text = insertSql.get(db);
  if (!text) {
    const compiled = db.insertInto('audit_entries').values(row).compile();
    // Every column a parameter, in the row's key order: the text serves every row.
    if (compiled.parameters.length !== Object.keys(row).length) return compiled;
    text = compiled.sql;
    insertSql.set(db, text);
  }
  return CompiledQuery.raw(text, Object.values(row));
}

/** A write scope for a request: its entry goes into the transaction of its first change. */
export function auditScope(db: Db, draft: AuditDraft): WriteScope<AuditDraft> {
  return new WriteScope(draft, () => auditStatement(db, draft));
}

/** Writes the draft's entry on its own (a write that changed no row: still one entry). */
export async function recordAudit(db: Db, draft: AuditDraft): Promise<void> {
  await db.executeQuery(auditStatement(db, draft));
}

function currentDraft(): AuditDraft | undefined {
  const scope = currentWriteScope();
  return scope?.pending ? (scope.draft as AuditDraft) : undefined;
}

/** Names the actor of the running request once it is known (a login). */
export function auditActor(user: Parameters<typeof actorOfUser>[0]): void {
  const draft = currentDraft();
  if (draft) Object.assign(draft, actorOfUser(user));
}

/**
 * Marks the running request as a failed login: its entry goes with the
 * failure count it writes. The actor is the user when the name exists, else
 * the name as typed; the password is never kept.
 */
export function auditLoginFailed(
  username: string,
  user: Parameters<typeof actorOfUser>[0] | undefined,
): void {
  const draft = currentDraft();
  if (!draft) return;
  Object.assign(
    draft,
    user ? actorOfUser(user) : { actorId: null, actorName: username, actorRole: 'anonymous' },
  );
  draft.action = AUDIT_LOGIN_FAILED;
  draft.after = null;
}

/**
 * What the request's row was before the change, from a row the service has
 * already read (no extra query). `first`: only when nothing was kept yet
 * (a shared check that a later, more precise call may already have filled).
 */
export function auditBefore(value: unknown, options: { first?: boolean } = {}): void {
  const draft = currentDraft();
  if (!draft || (options.first && draft.before !== null)) return;
  draft.before = redactSecrets(value);
}

const camel = (column: string) => column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** `auditBefore` of database rows, their columns named as the API names them (`label_id` → `labelId`); one row alone, several as a list. */
export function auditBeforeRows(
  rows: ReadonlyArray<Record<string, unknown>>,
  options: { first?: boolean } = {},
): void {
  if (!currentDraft()) return;
  const named = rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [camel(k), v])));
  auditBefore(named.length === 1 ? named[0] : named, options);
}
