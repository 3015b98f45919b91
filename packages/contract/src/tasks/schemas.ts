import { z } from 'zod';
import { LOG_PAGE_SIZE, PAGE_SIZES, TASK_LOOKUP_PAGE_SIZE } from '../common/constants.ts';
import { counts, rowName } from '../common/fields.ts';
import { pageOf, pageQuery } from '../common/pagination.ts';
import { entityId, idsBody, rangeInOrder, timeRange } from '../common/query.ts';
import { taskName } from './bodies.ts';
import {
  JOB_EVERY_MINUTES_MAX,
  JOB_STATUSES,
  LOG_ID_PATTERN,
  NUMBER_FILTER_PATTERN,
  TASK_ITEM_STATES,
  TASK_NAME_MAX,
} from './constants.ts';
import {
  COUNTER_PREFIX,
  type CounterPrefix,
  LOG_LEVELS,
  PLATFORM_ACTIONS,
  TASK_MODES,
  TASK_STATUSES,
  TASK_TYPES,
} from './enums.ts';
import { TASK_SUBTYPES } from './kinds.ts';

/** Query of `POST /task/info/queryList`: the usual sizes, plus 2 for the notification lookup. */
export const taskPageQuery = pageQuery.extend({
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => n === TASK_LOOKUP_PAGE_SIZE || (PAGE_SIZES as readonly number[]).includes(n), {
      error: 'validation.pageSize',
    })
    .default(20),
});

const logId = z.string().trim().regex(LOG_ID_PATTERN, { error: 'task.logIdInvalid' });

/**
 * Body of `POST /task/info/queryList`; `numberId` finds tasks by their number (logId): the tasks
 * whose number contains these digits (a whole number finds that task), "" no filter (spec 7: the
 * console sends "" when the field is empty). Without type and subtype it lists every kind (the
 * task center); `creatorId` and the `createTime` range (issue 38) narrow it further.
 */
export const taskListBody = z
  .strictObject({
    type: z.enum(TASK_TYPES).optional(),
    subtype: z.enum(TASK_SUBTYPES).optional(),
    numberId: z.string().trim().regex(NUMBER_FILTER_PATTERN, { error: 'task.logIdInvalid' }).optional(),
    status: z.enum(TASK_STATUSES).optional(),
    name: z.string().trim().max(TASK_NAME_MAX).optional(),
    /** Who submitted the task (a user of the workspace: `POST /task/creator/queryAll`). */
    creatorId: entityId.optional(),
    ...timeRange('createTime'),
  })
  .refine(...rangeInOrder('createTimeFrom', 'createTimeTo'))
  .default({});
export type TaskListBody = z.infer<typeof taskListBody>;

/** Someone who may have submitted tasks the caller sees (the task center's creator filter). */
export const taskCreator = z.object({
  ...rowName,
  /** True for the workspace owner. */
  owner: z.boolean(),
});
export type TaskCreator = z.infer<typeof taskCreator>;

export const taskIdParams = z.strictObject({
  id: z.coerce.number({ error: 'validation.invalid' }).int().positive(),
});
export const logIdParams = z.strictObject({ logId });

export const taskDeletesBody = idsBody('selection.tasks');

/** How many of some actions ended each way. */
const outcomeCounts = {
  success: z.number().int(),
  failed: z.number().int(),
  /** Abnormal outcomes (spec: "exception counts"). */
  error: z.number().int(),
  /** Actions skipped: the task was stopped, or interception ended an account's list. */
  cancelled: z.number().int(),
};

type ActionCounterFields = { [P in CounterPrefix as `${P}Success` | `${P}Failed`]: z.ZodNumber };

/** `<prefix>Success` and `<prefix>Failed` of each maintenance action (viewSuccess, saveFailed, ...). */
function actionCounterFields(): ActionCounterFields {
  const names = Object.values(COUNTER_PREFIX).flatMap((prefix) => [`${prefix}Success`, `${prefix}Failed`]);
  return counts(...names) as ActionCounterFields;
}

/** The task row's `message` (spec 3): counters by outcome and, for maintenance, by action. */
export const taskCounters = z.object({
  ...outcomeCounts,
  /** Actions planned in all. */
  max: z.number().int(),
  /** Accounts (or objects) the task works on. */
  account: z.number().int(),
  ...actionCounterFields(),
});
export type TaskCounters = z.infer<typeof taskCounters>;

export const taskPoints = z.object({
  /** Points reserved when the task was submitted. */
  held: z.number().int(),
  /** Points consumed by successful actions. */
  charged: z.number().int(),
  /** Points given back when the task ended. */
  released: z.number().int(),
});

/** A task row (spec 3). `progress` is 0-100: finished actions over planned ones. */
export const taskInfo = z.object({
  id: z.number().int(),
  logId: z.string(),
  name: z.string(),
  type: z.enum(TASK_TYPES),
  subtype: z.enum(TASK_SUBTYPES),
  status: z.enum(TASK_STATUSES),
  progress: z.number(),
  mode: z.enum(TASK_MODES),
  threadCount: z.number().int(),
  /** Minutes between two accounts starting (docs/engine.md). */
  intervalTime: z.number().int(),
  /** Actions planned (same as message.max). */
  number: z.number().int(),
  success: z.number().int(),
  failed: z.number().int(),
  error: z.number().int(),
  /** Fans a fan collection task (`accountless` kinds) has brought in so far; null for other kinds. */
  collected: z.number().int().nullable(),
  /** Catalogue key of how the task ended, translated in `resultText`; null while it runs. */
  result: z.string().nullable(),
  resultText: z.string().nullable(),
  message: taskCounters,
  /** What was submitted, as stored (spec 3 "Task description fields"). */
  description: z.record(z.string(), z.unknown()),
  points: taskPoints,
  jobId: z.number().int().nullable(),
  userId: z.number().int(),
  startTime: z.string().nullable(),
  /**
   * When a task planned for later (a post's `publishAt`) is to start, while it has not
   * started; null otherwise (issue 38: the list shows it instead of a blank start).
   */
  scheduledAt: z.string().nullable(),
  endTime: z.string().nullable(),
  createTime: z.string(),
});
export type TaskInfo = z.infer<typeof taskInfo>;
export const taskPage = pageOf(taskInfo);

/** `GET /task/info/progress/{id}` and `GET /task/log/{logId}/status`. */
export const taskProgress = z.object({
  id: z.number().int(),
  logId: z.string(),
  subtype: z.enum(TASK_SUBTYPES),
  status: z.enum(TASK_STATUSES),
  progress: z.number(),
  message: taskCounters,
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
});
export type TaskProgress = z.infer<typeof taskProgress>;

/** `GET /task/info/maintenance/{id}`: the per-action table of a maintenance task. */
export const maintenanceStats = taskProgress.extend({
  actions: z.array(
    z.object({
      action: z.enum(PLATFORM_ACTIONS),
      planned: z.number().int(),
      ...outcomeCounts,
    }),
  ),
});
export type MaintenanceStats = z.infer<typeof maintenanceStats>;

/** Log query: pages of LOG_PAGE_SIZE oldest first; `afterId` returns only newer lines (live polling). */
export const taskLogQuery = z.strictObject({
  pageNo: pageQuery.shape.pageNo,
  pageSize: z.coerce.number().int().min(1).max(LOG_PAGE_SIZE).default(LOG_PAGE_SIZE),
  level: z.enum(LOG_LEVELS).optional(),
  afterId: z.coerce.number().int().min(0).optional(),
});
export type TaskLogQuery = z.infer<typeof taskLogQuery>;

export const taskLogLine = z.object({
  id: z.number().int(),
  level: z.enum(LOG_LEVELS),
  /** In the caller's language. */
  message: z.string(),
  createTime: z.string(),
});
export type TaskLogLine = z.infer<typeof taskLogLine>;
export const taskLogPage = pageOf(taskLogLine);
export type TaskLogPage = z.infer<typeof taskLogPage>;

/** `GET /task/log/{logId}/export?level=`: a text file; ERROR lines are the failed objects. */
export const taskLogExportQuery = z.strictObject({ level: z.enum(LOG_LEVELS).optional() });

/** `GET /task/info/value/{id}`: the task's objects (one per account or target) and their outcomes. */
export const taskValueQuery = z.strictObject({
  pageNo: pageQuery.shape.pageNo,
  pageSize: pageQuery.shape.pageSize,
  /** Only objects with at least one action of this outcome. */
  outcome: z.enum(['success', 'failure', 'abnormal']).optional(),
});
export const taskValueItem = z.object({
  id: z.number().int(),
  seq: z.number().int(),
  account: z.string(),
  accountId: z.number().int().nullable(),
  deviceId: z.number().int().nullable(),
  state: z.enum(TASK_ITEM_STATES),
  total: z.number().int(),
  ...outcomeCounts,
});
export type TaskValueItem = z.infer<typeof taskValueItem>;
export const taskValuePage = pageOf(taskValueItem);

/** What a creation call answers. */
export const taskCreated = z.object({
  id: z.number().int(),
  logId: z.string(),
  /** Actions planned. */
  number: z.number().int(),
  /** Accounts the task works on. */
  accounts: z.number().int(),
  /** Points reserved now, charged per success, the rest given back at the end. */
  pointsHeld: z.number().int(),
});
export type TaskCreated = z.infer<typeof taskCreated>;

// ---- recurring jobs (/job/*) ---------------------------------------------

/** A scheduled task: every `everyMinutes` a new task is created from `body` (the kind's creation body). */
export const jobAddBody = z.strictObject({
  name: taskName,
  /** A subtype the engine has a kind for; others answer 'task.kindUnavailable'. */
  subtype: z.enum(TASK_SUBTYPES),
  everyMinutes: z.number().int().min(1).max(JOB_EVERY_MINUTES_MAX),
  /** First run; now when absent. */
  startTime: z.iso.datetime({ offset: true, error: 'validation.isoTime' }).optional(),
  body: z.record(z.string(), z.unknown()),
});
export type JobAddBody = z.infer<typeof jobAddBody>;

export const jobUpdateBody = z.strictObject({
  id: entityId,
  name: taskName.optional(),
  everyMinutes: jobAddBody.shape.everyMinutes.optional(),
  startTime: jobAddBody.shape.startTime,
  body: jobAddBody.shape.body.optional(),
  status: z.enum(JOB_STATUSES).optional(),
});
export type JobUpdateBody = z.infer<typeof jobUpdateBody>;

export const jobQueryBody = z
  .strictObject({
    subtype: z.enum(TASK_SUBTYPES).optional(),
    status: z.enum(JOB_STATUSES).optional(),
  })
  .default({});

export const jobInfo = z.object({
  ...rowName,
  subtype: z.enum(TASK_SUBTYPES),
  everyMinutes: z.number().int(),
  status: z.enum(JOB_STATUSES),
  body: z.record(z.string(), z.unknown()),
  nextRunTime: z.string(),
  lastRunTime: z.string().nullable(),
  /** The logId of the last task this job created. */
  lastLogId: z.string().nullable(),
  /** Why the last run created no task, translated; null when it did. */
  lastError: z.string().nullable(),
  runs: z.number().int(),
  createTime: z.string(),
});
export type JobInfo = z.infer<typeof jobInfo>;
