import {
  AUDIT_EXPORT_MAX,
  type AuditItem,
  type AuditQueryBody,
  type AuditRole,
  type ExportFile,
  exportLine,
  type Page,
  type PageQuery,
  Role,
} from '@reelfleet/contract';
import { AppError, forbidden } from '../../core/errors.ts';
import type { Db } from '../../db/index.ts';
import { contains, fetchPage } from '../../db/page.ts';
import type { AuditEntryRow } from '../../db/tables/audit.ts';
import type { AuthContext } from '../auth/session.ts';
import { exportName } from '../resource/fans.ts';

/** The entries a caller may read: the admin every workspace's, an owner their workspace's; staff none. */
function filtered(db: Db, auth: AuthContext, body: AuditQueryBody) {
  let q = db.selectFrom('audit_entries as a');
  if (!auth.roles.includes(Role.admin)) {
    if (auth.userType !== 'owner' || auth.workspaceId === null) throw forbidden();
    q = q.where('a.workspace_id', '=', auth.workspaceId);
  }
  if (body.startTime) q = q.where('a.at', '>=', new Date(body.startTime).toISOString());
  if (body.endTime) q = q.where('a.at', '<=', new Date(body.endTime).toISOString());
  if (body.actor) q = q.where(contains('a.actor_name', body.actor));
  if (body.action) q = q.where(contains('a.action', body.action));
  if (body.target) q = q.where(contains('a.target', body.target));
  return q;
}

/** The page's rows with their workspace owner's name (one indexed join per row shown). */
function withWorkspace(q: ReturnType<typeof filtered>) {
  return q
    .leftJoin('users as w', 'w.id', 'a.workspace_id')
    .selectAll('a')
    .select('w.username as workspace_name');
}

function toItem(row: AuditEntryRow & { workspace_name: string | null }): AuditItem {
  return {
    id: row.id,
    time: row.at,
    workspaceId: row.workspace_id,
    workspaceName: row.workspace_name,
    actorId: row.actor_id,
    actorName: row.actor_name,
    actorRole: row.actor_role as AuditRole,
    action: row.action,
    target: row.target,
    before: row.before_text,
    after: row.after_text,
    ip: row.ip,
    tokenId: row.token_id,
    tokenName: row.token_name,
  };
}

/** One page, newest first; the total stops counting at TOTAL_CAP like other long lists. */
export async function listAudit(
  db: Db,
  auth: AuthContext,
  body: AuditQueryBody,
  page: PageQuery,
): Promise<Page<AuditItem>> {
  const q = filtered(db, auth, body);
  return fetchPage(db, q, page, (f) => withWorkspace(f).orderBy('a.id', 'desc'), toItem);
}

/** The entries the filter finds (newest first, at most AUDIT_EXPORT_MAX), one a line, tab-separated. */
export async function exportAudit(
  db: Db,
  auth: AuthContext,
  body: AuditQueryBody,
  at: string,
): Promise<ExportFile> {
  const rows = await withWorkspace(filtered(db, auth, body))
    .orderBy('a.id', 'desc')
    .limit(AUDIT_EXPORT_MAX)
    .execute();
  if (rows.length === 0) throw new AppError(422, 'common.noDataToExport');
  const head = exportLine([
    'time',
    'workspace',
    'actor',
    'role',
    'action',
    'target',
    'before',
    'after',
    'ip',
    'token',
  ]);
  const lines = rows.map((r) =>
    exportLine([
      r.at,
      r.workspace_name ?? r.workspace_id,
      r.actor_name,
      r.actor_role,
      r.action,
      r.target,
      r.before_text,
      r.after_text,
      r.ip,
      tokenLabel(r),
    ]),
  );
  return { fileName: exportName('audit', at), count: rows.length, text: `${[head, ...lines].join('\n')}\n` };
}

/** How the export names the personal access token of an entry: `#3 ci-runner`, or '' for a session. */
function tokenLabel(row: Pick<AuditEntryRow, 'token_id' | 'token_name'>): string {
  return row.token_id === null ? '' : `#${row.token_id} ${row.token_name ?? ''}`.trim();
}
