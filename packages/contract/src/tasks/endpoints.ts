import { z } from 'zod';
import { IDEMPOTENCY_KEY_HEADER } from '../common/constants.ts';
import { crudGroup } from '../common/crud.ts';
import { type Endpoint, endpoint } from '../common/endpoint.ts';
import { QUOTE_ID_HEADER } from './constants.ts';
import { TASK_BODIES } from './kindBodies.ts';
import {
  type ImplementedSubtype,
  isImplementedSubtype,
  TASK_KINDS,
  TASK_SUBTYPES,
  type TaskSubtype,
} from './kinds.ts';
import { taskQuote, taskQuoteBody } from './quote.ts';
import {
  logIdParams,
  maintenanceStats,
  taskCreated,
  taskCreator,
  taskDeletesBody,
  taskIdParams,
  taskInfo,
  taskListBody,
  taskLogExportQuery,
  taskLogPage,
  taskLogQuery,
  taskPage,
  taskPageQuery,
  taskProgress,
  taskValuePage,
  taskValueQuery,
} from './schemas.ts';

/**
 * The task calls of spec 7 (`/task/info/*`) and the task dialog's calls by
 * logId (`/task/log/{logId}`...). A task outside the caller's workspace
 * answers 404 everywhere, logs and exports included.
 */
export const taskEndpoints = crudGroup('tasks', '/task/info', (crud) => ({
  list: crud.list({
    summary:
      'List tasks of every kind, newest first, or of one type/subtype; numberId: the tasks whose number (logId) contains these digits, "" none (page size 2 for the lookup by a whole number); status, creatorId, createTimeFrom/To narrow it. The total stops counting at 10,000 (totalCapped)',
    query: taskPageQuery,
    body: taskListBody,
    response: taskPage,
  }),
  creators: {
    method: 'POST',
    path: '/task/creator/queryAll',
    read: true,
    summary:
      "The people whose tasks the caller may see, for the creator filter: the workspace's owner and staff (a department's staff: its members)",
    response: z.array(taskCreator),
  },
  quote: {
    method: 'POST',
    path: '/task/info/quote',
    read: true,
    summary:
      'Plan and cost of a creation body without creating it: accounts, devices, actions, points, balance after, and each problem on its field',
    body: taskQuoteBody,
    response: taskQuote,
  },
  remove: crud.remove({ summary: 'Delete a task (a running one is stopped first)', params: taskIdParams }),
  removeMany: crud.removeMany({
    summary: 'Delete tasks; one id out of reach fails the whole request',
    body: taskDeletesBody,
  }),
  pause: {
    method: 'POST',
    path: '/task/info/pause/:id',
    summary: 'Pause a queued or running task; running actions finish',
    params: taskIdParams,
    response: taskInfo,
  },
  resume: {
    method: 'POST',
    path: '/task/info/resume/:id',
    summary: 'Resume a paused task',
    params: taskIdParams,
    response: taskInfo,
  },
  stop: {
    method: 'POST',
    path: '/task/info/stop/:id',
    summary: 'Stop a task: waiting actions are cancelled, running ones aborted, unused points released',
    params: taskIdParams,
    response: taskInfo,
  },
  maintenance: {
    method: 'GET',
    path: '/task/info/maintenance/:id',
    summary: 'Per-action counts of a maintenance task',
    params: taskIdParams,
    response: maintenanceStats,
  },
  progress: {
    method: 'GET',
    path: '/task/info/progress/:id',
    summary: 'Status, progress (0-100) and counters of a task',
    params: taskIdParams,
    response: taskProgress,
  },
  logById: {
    method: 'GET',
    path: '/task/info/log/:id',
    summary: 'A page of a task log (200 lines, oldest first)',
    params: taskIdParams,
    query: taskLogQuery,
    response: taskLogPage,
  },
  value: {
    method: 'GET',
    path: '/task/info/value/:id',
    summary: 'The objects of a task (one per account or target) and their outcomes',
    params: taskIdParams,
    query: taskValueQuery,
    response: taskValuePage,
  },
  log: {
    method: 'GET',
    path: '/task/log/:logId',
    summary: 'Task dialog: a page of the log by logId; afterId returns only newer lines',
    params: logIdParams,
    query: taskLogQuery,
    response: taskLogPage,
  },
  status: {
    method: 'GET',
    path: '/task/log/:logId/status',
    summary: 'Task dialog: status, progress and counters by logId',
    params: logIdParams,
    response: taskProgress,
  },
  exportLog: {
    method: 'GET',
    path: '/task/log/:logId/export',
    summary:
      'Export the log (level=ERROR: the failed objects) as a text file named after the kind and the time',
    description:
      'For a kind whose objects are accounts (login, profile changes, business account), level=ERROR gives the failed accounts as `account|password` lines, the format the account import takes.',
    params: logIdParams,
    query: taskLogExportQuery,
  },
}));

/** A creation call: the kind's body (unknown to a caller that holds any kind) answering the created task. */
export type TaskCreateEndpoint = Endpoint<z.ZodType, z.ZodType, z.ZodType, typeof taskCreated> & {
  response: typeof taskCreated;
};
type Kinds = typeof TASK_KINDS;
/** Kinds with a spec 7 creation path (every implemented kind has one). */
export type CreatableSubtype = {
  [S in TaskSubtype]: Kinds[S]['path'] extends string ? S : never;
}[TaskSubtype];

/**
 * Task creation (spec 7 "Platform actions", POST under /tiktok/api/online),
 * derived from TASK_KINDS: one endpoint per kind with a creation path,
 * validated by its body schema (TASK_BODIES). A kind not built yet has no body and answers
 * 501 'task.kindUnavailable' instead of a bare 404.
 */
export const taskCreateEndpoints = Object.fromEntries(
  TASK_SUBTYPES.flatMap((subtype) => {
    const kind: (typeof TASK_KINDS)[TaskSubtype] = TASK_KINDS[subtype];
    if (!kind.path) return [];
    const created: TaskCreateEndpoint = endpoint({
      method: 'POST',
      path: kind.path,
      tags: ['tasks'],
      idempotent: true,
      description: `Takes an \`${IDEMPOTENCY_KEY_HEADER}\` header (a replay answers the first result) and a \`${QUOTE_ID_HEADER}\` header naming a confirmed quote (POST /task/info/quote): then exactly that plan is created, or nothing and 409 'task.quoteChanged' with the new quote. Planning and writing are serialised per workspace, so parallel identical submissions cannot plan the same free devices or accounts twice.`,
      summary: kind.implemented
        ? `Create a ${subtype} task: plan, hold its points, queue it`
        : `Create a ${subtype} task (this kind cannot run yet)`,
      ...(isImplementedSubtype(subtype) ? { body: TASK_BODIES[subtype] } : {}),
      response: taskCreated,
    });
    return [[subtype, created]];
  }),
) as {
  [S in CreatableSubtype]: S extends ImplementedSubtype
    ? TaskCreateEndpoint & { body: z.ZodType }
    : TaskCreateEndpoint;
};
