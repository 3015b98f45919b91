import type { MessageKey } from '@reelfleet/contract';
import type { FastifyRequest } from 'fastify';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { AuthContext } from '../core/auth-context.ts';
import { AppError, fieldError, notFound } from '../core/errors.ts';
import type { Db } from '../db/index.ts';
import { scoped } from './scope.ts';

/**
 * Object-level authorization in one place (docs/architecture.md "Tenancy and roles"): every id a
 * request carries — path, query, body, nested (a job's task body), in arrays
 * — is checked against the caller's reach before the request's schema is
 * even applied, so a foreign id answers 404 whatever else is wrong with the
 * request, exactly like a missing one. Ids are recognised by field name; a
 * name ending in Id/Ids that this file cannot place is refused (400 naming
 * the field), so a new route cannot slip an unchecked id past it, and the
 * cross-workspace sweep test fails for it.
 */

/** Where an id lives and whose it is. */
type Owner = 'workspace' | 'workspaceOrSystem' | 'user' | 'userReach' | 'agent';
interface Target {
  table:
    | 'tags'
    | 'device_groups'
    | 'devices'
    | 'proxies'
    | 'accounts'
    | 'resource_fans'
    | 'resource_accounts'
    | 'tasks'
    | 'task_jobs'
    | 'notifications'
    | 'users'
    | 'invite_codes'
    | 'materials'
    | 'departments'
    | 'service_conversations'
    | 'service_rules'
    | 'access_tokens';
  column: 'id' | 'log_id';
  owner: Owner;
}

const tags: Target = { table: 'tags', column: 'id', owner: 'workspaceOrSystem' };
const groups: Target = { table: 'device_groups', column: 'id', owner: 'workspace' };
const devices: Target = { table: 'devices', column: 'id', owner: 'workspace' };
const proxies: Target = { table: 'proxies', column: 'id', owner: 'workspace' };
const accounts: Target = { table: 'accounts', column: 'id', owner: 'workspace' };
const fans: Target = { table: 'resource_fans', column: 'id', owner: 'workspace' };
const accountResources: Target = { table: 'resource_accounts', column: 'id', owner: 'workspace' };
const tasks: Target = { table: 'tasks', column: 'id', owner: 'workspace' };
const taskLogs: Target = { table: 'tasks', column: 'log_id', owner: 'workspace' };
const materials: Target = { table: 'materials', column: 'id', owner: 'workspace' };
const jobs: Target = { table: 'task_jobs', column: 'id', owner: 'workspace' };
const messages: Target = { table: 'notifications', column: 'id', owner: 'user' };
const staff: Target = { table: 'users', column: 'id', owner: 'workspace' };
const conversations: Target = { table: 'service_conversations', column: 'id', owner: 'workspace' };
const serviceRules: Target = { table: 'service_rules', column: 'id', owner: 'workspace' };

/** The caller, their workspace's staff, or users registered with them as agent. */
const reachableUsers: Target = { table: 'users', column: 'id', owner: 'userReach' };
/** An agent's own extra invitation codes. */
const inviteCodes: Target = { table: 'invite_codes', column: 'id', owner: 'agent' };
const departments: Target = { table: 'departments', column: 'id', owner: 'workspace' };
/** The caller's own personal access tokens. */
const accessTokens: Target = { table: 'access_tokens', column: 'id', owner: 'user' };

/** Id fields by name, wherever they appear. */
const FIELDS: Record<string, Target> = {
  groupId: groups,
  groupIds: groups,
  deviceId: devices,
  deviceIds: devices,
  proxyId: proxies,
  proxyIds: proxies,
  accountId: accounts,
  accountIds: accounts,
  taskId: tasks,
  jobId: jobs,
  logId: taskLogs,
  userId: reachableUsers,
  materialId: materials,
  materialIds: materials,
  nicknameMaterialIds: materials,
  signatureMaterialIds: materials,
  avatarMaterialIds: materials,
  templateIds: materials,
  departmentId: departments,
  conversationId: conversations,
  conversationIds: conversations,
  staffId: staff,
  // The task list's creator filter: the workspace's owner or one of its staff.
  creatorId: staff,
};

/** Field names ending in Id that are not row ids of the database. */
const NOT_ROW_IDS = new Set([
  'captchaId', // a captcha's random id
  'numberId', // a task's logId used as a list filter; the list is already the caller's
  'afterId', // a log cursor inside a task already checked
  'uniqueId', // a simulated platform user's handle
  'challengeId', // a simulated platform hashtag
  'areaIds', // region codes of a user search (acquisition tasks)
  'idemKey',
]);

/** `id` / `ids` name the route's own entity: the first matching path prefix wins. */
const ENTITIES: Array<[prefix: string, target: Target | null]> = [
  ['/api/device/group/move/', devices],
  ['/api/device/info/', devices],
  ['/api/device/group/', groups],
  ['/api/device/groupTag/', tags],
  ['/api/device/tag/', tags],
  ['/api/proxy/info/', proxies],
  ['/api/proxy/tag/', tags],
  ['/api/account/info/', accounts],
  ['/api/account/fans/', accounts],
  ['/api/account/tag/', tags],
  ['/api/resource/material/tag/', tags],
  ['/api/resource/material/', materials],
  ['/api/resource/fans/', fans],
  ['/api/resource/fansTag/', tags],
  ['/api/resource/account/', accountResources],
  ['/api/resource/accountTag/', tags],
  ['/api/task/info/', tasks],
  ['/api/job/', jobs],
  ['/api/system/message/', messages],
  ['/api/user/division/department/', departments],
  ['/api/user/division/', staff],
  ['/api/agent/code/', inviteCodes],
  ['/api/user/token/', accessTokens],
  ['/api/service/rule/', serviceRules],
  // Admin-only routes (the admin reaches every workspace) and the simulated
  // platform's public catalogue (videos and users of the platform, not rows of a workspace).
  ['/api/admin/', null],
  ['/api/tiktok/api/rapid/', null],
];

/** Routes whose spec names its own message for a foreign id (still 404). */
const MISSING_MESSAGE: Record<string, MessageKey> = {
  '/api/device/group/move/': 'device.batchGroupFailed',
};

const isLabelField = (name: string) => /^(label|[a-z]+Label)Ids?$/.test(name);

export function targetOfField(name: string, routeUrl: string, depth: number): Target | null | undefined {
  if (name === 'id' || name === 'ids') {
    if (depth > 0) return null;
    const entry = ENTITIES.find(([prefix]) => routeUrl.startsWith(prefix));
    return entry ? entry[1] : undefined;
  }
  if (FIELDS[name]) return FIELDS[name];
  if (isLabelField(name)) return tags;
  if (NOT_ROW_IDS.has(name)) return null;
  if (/Ids?$/.test(name)) return undefined;
  return null;
}

/** Every (target, id) pair of a request; throws on an id field nothing places. */
export function collectIds(routeUrl: string, parts: unknown[]): Map<Target, Set<number | string>> {
  const found = new Map<Target, Set<number | string>>();
  const add = (target: Target, value: unknown) => {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) {
      const id = normalise(v, target);
      if (id === null) continue;
      const set = found.get(target) ?? new Set();
      set.add(id);
      found.set(target, set);
    }
  };
  // A loop over a stack, not recursion: however deep a body nests, the walk cannot exhaust the stack.
  const stack: Array<[value: unknown, depth: number]> = parts
    .map((part) => [part, 0] as [unknown, number])
    .reverse();
  while (stack.length > 0) {
    const [value, depth] = stack.pop()!;
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push([value[i], depth + 1]);
      continue;
    }
    if (!value || typeof value !== 'object' || Buffer.isBuffer(value)) continue;
    for (const [key, v] of Object.entries(value)) {
      const target = targetOfField(key, routeUrl, depth);
      if (target === undefined) throw fieldError(key, 'validation.unknownField');
      if (target) add(target, v);
      else if (v && typeof v === 'object') stack.push([v, depth + 1]);
    }
  }
  return found;
}

/** A usable id value, or null for "none" (null, 0, non-numbers the schema already judged). */
function normalise(value: unknown, target: Target): number | string | null {
  // logIds are digits only (contract); anything else is left to the schema and never reaches a query.
  if (target.column === 'log_id') return typeof value === 'string' && /^\d{1,64}$/.test(value) ? value : null;
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : null;
}

const CHUNK = 10_000;

/** One query per table (per 10,000 ids): every id must be within the caller's reach, else 404. */
export async function assertOwnership(
  db: Db,
  auth: AuthContext,
  found: Map<Target, Set<number | string>>,
  missing: () => AppError = notFound,
) {
  for (const [target, ids] of found) {
    const wanted = [...ids];
    // Chunks keep a huge raw list (the schema has not capped it yet) under the databases' parameter limits.
    for (let i = 0; i < wanted.length; i += CHUNK) {
      const chunk = wanted.slice(i, i + CHUNK);
      const rows = await db
        .selectFrom(target.table)
        .select(sql.ref(target.column).as('key'))
        .where(sql.ref(target.column), 'in', chunk)
        .where((eb) => reach(eb, target.owner, auth))
        .$call((q) => inDepartment(q, target, auth))
        .execute();
      if (new Set(rows.map((r) => String(r.key))).size !== chunk.length) throw missing();
    }
  }
}

// biome-ignore lint/suspicious/noExplicitAny: the expression builder of a table chosen at run time
function reach(eb: any, owner: Owner, auth: AuthContext) {
  const ws = auth.workspaceId;
  switch (owner) {
    case 'workspace':
      return eb('workspace_id', '=', ws);
    case 'workspaceOrSystem':
      return eb.or([eb('workspace_id', '=', ws), eb('workspace_id', 'is', null)]);
    case 'user':
      return eb('user_id', '=', auth.userId);
    case 'userReach':
      return eb.or([
        eb('id', '=', auth.userId),
        eb('workspace_id', '=', ws),
        eb('agent_id', '=', auth.userId),
      ]);
    case 'agent':
      return eb('agent_id', '=', auth.userId);
  }
}

/**
 * A department's staff reach only its groups, the devices in them, its
 * account tags and the accounts carrying one (and those accounts'
 * customer-service conversations), their own department and its members, and the tasks and jobs its members submitted (scope.ts).
 */
function inDepartment<Q extends { where(e: Expression<SqlBool>): Q }>(
  q: Q,
  target: Target,
  auth: AuthContext,
): Q {
  switch (target.table) {
    case 'device_groups':
      return scoped(q, auth, 'group', 'id');
    case 'devices':
      return scoped(q, auth, 'device', 'group_id');
    case 'accounts':
      return scoped(q, auth, 'account', 'label_id');
    case 'tags':
      return scoped(q, auth, 'accountTag', 'id', 'kind');
    case 'departments':
      return scoped(q, auth, 'department', 'id');
    case 'service_conversations':
      return scoped(q, auth, 'accountOf', 'account_id');
    case 'tasks':
    case 'task_jobs':
      return scoped(q, auth, 'submitter', 'user_id');
    case 'users':
      // The staff a department's manager manages: their department's members.
      return target === staff ? scoped(q, auth, 'department', 'department_id') : q;
    default:
      return q;
  }
}

/**
 * The preValidation check (raw values: path params are still strings); the admin reaches everything.
 * A request without ids gets no promise: most requests have nothing to look up. `url`: the route's path.
 */
export function ownershipCheck(db: Db) {
  return (req: FastifyRequest, url: string): Promise<void> | undefined => {
    const auth = req.auth;
    if (!auth || auth.workspaceId === null) return;
    const routeUrl = `${url}/`;
    const found = collectIds(routeUrl, [req.params, req.query, req.body]);
    if (found.size === 0) return;
    const key = MISSING_MESSAGE[routeUrl];
    return assertOwnership(db, auth, found, key ? () => new AppError(404, key) : notFound);
  };
}
