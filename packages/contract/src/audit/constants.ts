/** How an entry names who acted: the admin, an agent, an owner, or a staff member by their role. */
export const AUDIT_ROLES = ['admin', 'agent', 'owner', 'manager', 'service', 'anonymous'] as const;
export type AuditRole = (typeof AUDIT_ROLES)[number];

/**
 * The action of a wrong password, at login or as the current password of a
 * change (every other action is `METHOD /path` of its endpoint).
 */
export const AUDIT_LOGIN_FAILED = 'login.failed';

/** Longest before/after summary kept, in characters (a request body can be a 10,000-line proxy list). */
export const AUDIT_SUMMARY_MAX = 2000;
/** Longest target text kept. */
export const AUDIT_TARGET_MAX = 500;
/** Most entries one export returns (newest first). */
export const AUDIT_EXPORT_MAX = 50_000;
/** Longest text filter. */
export const AUDIT_FILTER_MAX = 100;
