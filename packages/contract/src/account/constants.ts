import { labelsOf, type MessageKey } from '../common/messages.ts';

export const ACCOUNT_TYPES = ['personal', 'enterprise'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
export const ACCOUNT_TYPE_LABELS = labelsOf('account.type', ACCOUNT_TYPES);

export const ACCOUNT_RISKS = ['normal', 'high'] as const;
export type AccountRisk = (typeof ACCOUNT_RISKS)[number];
export const ACCOUNT_RISK_LABELS = labelsOf('account.risk', ACCOUNT_RISKS);

/**
 * Platform reasons of a failed action that mean the platform flagged the
 * account (rate limited, blocked): like an abnormal end, they make its risk
 * high (docs/lifecycle.md "Risk").
 */
export const RISK_FLAG_REASONS = [
  'platform.reason.rateLimited',
  'platform.reason.actionBlocked',
  'platform.reason.commentBlocked',
  'platform.reason.messageBlocked',
  'platform.reason.publishBlocked',
] as const satisfies readonly MessageKey[];

/**
 * pending: imported, never logged in; online/offline: the last login's
 * session is alive or not; abnormal: the heartbeat check failed; banned: the
 * platform closed the account.
 */
export const ACCOUNT_STATUSES = ['pending', 'online', 'offline', 'abnormal', 'banned'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];
export const ACCOUNT_STATUS_LABELS = labelsOf('account.status', ACCOUNT_STATUSES);
