import { labelsOf } from '../common/messages.ts';
import { TASK_TYPES, type TaskChargeName } from './names.ts';

export * from './names.ts';

/**
 * Internal statuses (spec 4). `failed` is what the console calls "stopped":
 * a task stopped by its user, or ended by the system before finishing.
 * A task that ran its whole list is `success` ("completed"), whatever the
 * outcome of each action.
 */
export const TASK_STATUSES = ['queue', 'running', 'paused', 'success', 'failed'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
/** Statuses after which nothing runs again; the console stops polling. */
export const FINAL_TASK_STATUSES = ['success', 'failed'] as const satisfies readonly TaskStatus[];
export const isFinalTaskStatus = (s: TaskStatus) => (FINAL_TASK_STATUSES as readonly string[]).includes(s);

export const TASK_STATUS_LABELS = labelsOf('task.status', TASK_STATUSES);

/** See docs/engine.md "Modes" for the exact semantics. */
export const TASK_MODES = ['independent', 'rotation', 'reordering', 'interception'] as const;
export type TaskMode = (typeof TASK_MODES)[number];
export const TASK_MODE_LABELS = labelsOf('task.mode', TASK_MODES);

export const TASK_TYPE_LABELS = labelsOf('task.type', TASK_TYPES);

export const LOG_LEVELS = ['INFO', 'ERROR', 'DEBUG'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Outcomes of one action (spec 4). */
export const STEP_OUTCOMES = ['success', 'failure', 'abnormal'] as const;
export type StepOutcome = (typeof STEP_OUTCOMES)[number];

/** Platform actions a step may perform. */
export const PLATFORM_ACTIONS = [
  'login',
  'play',
  'collect',
  'share',
  'like',
  'follow',
  'comment',
  'publish',
  'unfollow',
  'message',
  // account lifecycle (tasks/lifecycle.ts): register an account, edit a profile, switch enterprise/personal
  'register',
  'profile',
  'business',
  /** Fan collection: read one source page and keep its new users (comment_fans). */
  'gather',
] as const;
export type PlatformAction = (typeof PLATFORM_ACTIONS)[number];

/** Maintenance counters are named after these (viewSuccess, saveFailed, ...). */
export const MAINTENANCE_ACTIONS = ['play', 'collect', 'share', 'like', 'follow', 'comment'] as const;
export type MaintenanceAction = (typeof MAINTENANCE_ACTIONS)[number];
export const COUNTER_PREFIX = {
  play: 'view',
  collect: 'save',
  share: 'share',
  like: 'like',
  follow: 'follow',
  comment: 'comment',
} as const satisfies Record<MaintenanceAction, string>;
export type CounterPrefix = (typeof COUNTER_PREFIX)[MaintenanceAction];

export const PRICE_OF_ACTION = {
  login: 'accountLogin',
  play: 'actionPlay',
  collect: 'actionCollect',
  share: 'actionShare',
  like: 'actionLike',
  follow: 'actionFollow',
  comment: 'actionComment',
  publish: 'videoPost',
  // An unfollow is priced as a follow (the spec names no price of its own).
  unfollow: 'actionFollow',
  message: 'actionMessage',
  register: 'registration',
  profile: 'profileEdit',
  business: 'businessSwitch',
  gather: 'fanCollection',
} as const satisfies Record<PlatformAction, TaskChargeName>;
