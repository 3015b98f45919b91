import { z } from 'zod';
import { isoTime } from '../common/query.ts';
import { AUDIT_FILTER_MAX, AUDIT_ROLES } from './constants.ts';

/**
 * The audit trail (docs/audit.md): one entry per write a user makes, written
 * in the transaction of the change, append-only. The admin reads every
 * workspace's; an owner reads their workspace's.
 */

const text = z.string().trim().max(AUDIT_FILTER_MAX, { error: 'validation.tooLong' }).optional();

/** Filters of the audit list and its export: time range and "contains" texts. */
export const auditQueryBody = z
  .strictObject({
    startTime: isoTime.optional(),
    endTime: isoTime.optional(),
    /** Who: part of the username. */
    actor: text,
    /** Part of the action (`PUT /device/info/update`, `login.failed`). */
    action: text,
    /** Part of the target (`devices #12`). */
    target: text,
  })
  .refine((b) => !b.startTime || !b.endTime || Date.parse(b.endTime) >= Date.parse(b.startTime), {
    error: 'validation.maxBelowMin',
    path: ['endTime'],
  })
  .default({});
export type AuditQueryBody = z.infer<typeof auditQueryBody>;

export const auditItem = z.object({
  id: z.number().int(),
  time: z.string(),
  workspaceId: z.number().int().nullable(),
  /** The workspace owner's username (null with no workspace, or an owner since removed). */
  workspaceName: z.string().nullable(),
  actorId: z.number().int().nullable(),
  actorName: z.string(),
  actorRole: z.enum(AUDIT_ROLES),
  action: z.string(),
  target: z.string(),
  /** What the request changed to (its body, secrets redacted), JSON; null when it sent none. */
  after: z.string().nullable(),
  /** What the row was before, JSON, where the service told it; else null. */
  before: z.string().nullable(),
  ip: z.string(),
  /** The personal access token the call was made with; null: a console session. */
  tokenId: z.number().int().nullable(),
  tokenName: z.string().nullable(),
});
export type AuditItem = z.infer<typeof auditItem>;
