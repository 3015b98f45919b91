import type { Generated, Selectable } from 'kysely';

/** The audit trail: append-only (triggers refuse update and delete). */
export interface AuditEntriesTable {
  id: Generated<number>;
  at: string;
  workspace_id: number | null;
  actor_id: number | null;
  actor_name: string;
  actor_role: string;
  /** `METHOD /path` of the declared endpoint, or `login.failed`. */
  action: string;
  /** The rows the request named (`devices #3, #4`), or ''. */
  target: string;
  /** JSON summaries with secrets redacted, cut to AUDIT_SUMMARY_MAX; null when there is nothing to say. */
  before_text: string | null;
  after_text: string | null;
  ip: string;
  /** The personal access token the call was made with (migration 0084); null: a console session. */
  token_id: number | null;
  token_name: string | null;
}
export type AuditEntryRow = Selectable<AuditEntriesTable>;
