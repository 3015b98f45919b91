import type { AuthContext } from '../core/auth-context.ts';
import { AppError, notFound } from '../core/errors.ts';
import type { WorkspaceTable } from '../db/ids.ts';
import type { Db } from '../db/index.ts';
import { auditBeforeRows } from './audit-record.ts';

/**
 * Tenancy (docs/architecture.md "Tenancy and roles"): every resource row has a
 * workspace_id; callers see their workspace's rows, the admin (workspaceId
 * null) sees all. A row outside the caller's reach answers 404 exactly like
 * a missing one, including inside a batch id list, where one such id fails
 * the whole request.
 */

/** The workspace a new row goes to; the admin belongs to none and gets 403. */
export function requireWorkspace(auth: AuthContext): number {
  if (auth.workspaceId === null) throw new AppError(403, 'workspace.required');
  return auth.workspaceId;
}

/**
 * What the audit trail keeps of a row before a write request changes it
 * (docs/audit.md "before"): names and links, never secrets (passwords,
 * credentials) nor long texts.
 */
const BEFORE_COLUMNS = {
  devices: ['name', 'group_id', 'label_id', 'proxy_mode', 'proxy_id', 'status', 'end_at'],
  device_groups: ['name', 'label_id'],
  proxies: ['host', 'port', 'label_id'],
  accounts: ['account', 'label_id', 'device_id', 'status'],
  materials: ['name', 'subtype', 'label_id', 'description'],
  resource_fans: ['account', 'label_id'],
  resource_accounts: ['account', 'label_id'],
} as const satisfies Record<WorkspaceTable, readonly string[]>;

/**
 * Checks that every id names a row the caller may reach, all in one
 * workspace, and returns that workspace (null for an empty list). Throws
 * `missing()` (404 by default) otherwise. In a write request, the rows as
 * they were go to its audit entry (the first rows a request checks are the
 * ones it changes).
 */
export async function workspaceOfIds(
  db: Db,
  table: WorkspaceTable,
  ids: readonly number[],
  auth: AuthContext,
  missing: () => AppError = notFound,
): Promise<number | null> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return null;
  const rows = await db
    .selectFrom(table)
    .select(['id', 'workspace_id', ...(BEFORE_COLUMNS[table] as readonly string[] as readonly never[])])
    .where('id', 'in', unique)
    .$if(auth.workspaceId !== null, (q) => q.where('workspace_id', '=', auth.workspaceId!))
    .orderBy('id')
    .execute();
  const workspaces = new Set(rows.map((r) => r.workspace_id));
  if (rows.length !== unique.length || workspaces.size !== 1) throw missing();
  auditBeforeRows(
    rows.map(({ workspace_id, ...row }) => row),
    { first: true },
  );
  return rows[0]!.workspace_id;
}

/** One row's workspace, or 404 when the caller may not reach it. */
export async function workspaceOfId(db: Db, table: WorkspaceTable, id: number, auth: AuthContext) {
  return (await workspaceOfIds(db, table, [id], auth)) as number;
}

/** 404 unless the row is in the workspace; no id (null or undefined) passes. */
export async function assertInWorkspace(
  db: Db,
  table: WorkspaceTable,
  id: number | null | undefined,
  workspaceId: number,
): Promise<void> {
  if (id === null || id === undefined) return;
  const row = await db
    .selectFrom(table)
    .select('id')
    .where('id', '=', id)
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst();
  if (!row) throw notFound();
}
