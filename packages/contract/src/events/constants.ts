/**
 * Live updates (docs/push.md): one Server-Sent Events stream per signed-in console,
 * GET /api/events. Event names and the lists an `invalidate` event names, once.
 */
export const PUSH_EVENTS = ['hello', 'task', 'log', 'unread', 'invalidate', 'reset', 'logout'] as const;
export type PushEventName = (typeof PUSH_EVENTS)[number];

/** The lists a change may have made stale; the console maps each to its query keys. */
export const PUSH_LISTS = ['tasks', 'devices', 'accounts', 'materials'] as const;
export type PushList = (typeof PUSH_LISTS)[number];

/** A comment line this often keeps proxies from closing an idle stream; the session is checked again then. */
export const PUSH_HEARTBEAT_MS = 25_000;
/** How soon EventSource reconnects after the stream drops (its `retry:` field). */
export const PUSH_RETRY_MS = 1_000;
/** While the stream is open the console's polls fall back to this (a safety net, not the path). */
export const PUSH_FALLBACK_POLL_MS = 60_000;
