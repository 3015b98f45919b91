/**
 * The console's fixed paths, for the screens and helpers that link to them. A leaf: the route
 * table (routes.ts) loads every page, so a page that imported it would close an import circle.
 */

/** The task center: `?number=<logId>` shows that task (the "View task" link of a submission). */
export const TASK_CENTER_PATH = '/tasks';
export const TASK_CENTER_NUMBER = 'number';
/** The task center showing one task. */
export const taskCenterLink = (logId: string) => `${TASK_CENTER_PATH}?${TASK_CENTER_NUMBER}=${logId}`;

/** Where the agent back-end menu item (level != 0) points; it opens in a new window. */
export const AGENT_PATH = '/agent';
export const HOME_PATH = '/dashboard';
export const LOGIN_PATH = '/login';
export const REDIRECT_PATH = '/redirect';
