import { REGISTRATION_POINTS_PER_ACCOUNT } from '../common/constants.ts';
import { labelsOf } from '../common/messages.ts';

/**
 * A task's `type` is the menu area its screen lives in; each subtype belongs
 * to exactly one (kinds.ts).
 */
export const TASK_TYPES = ['device', 'account', 'toker', 'video', 'resource'] as const;
export type TaskType = (typeof TASK_TYPES)[number];

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

/**
 * Per-action prices a task kind charges from its hold, one point amount per
 * successful action, with the product's defaults (points per `per` units of
 * `unit`). The finance price table carries them by these names.
 */
export const DEFAULT_TASK_PRICES = {
  accountLogin: { points: 1, per: 1, unit: 'account' },
  actionPlay: { points: 1, per: 1, unit: 'action' },
  actionCollect: { points: 1, per: 1, unit: 'action' },
  actionShare: { points: 1, per: 1, unit: 'action' },
  actionLike: { points: 1, per: 1, unit: 'action' },
  actionFollow: { points: 1, per: 1, unit: 'action' },
  actionComment: { points: 2, per: 1, unit: 'action' },
  videoPost: { points: 5, per: 1, unit: 'video' },
  actionMessage: { points: 1, per: 1, unit: 'action' },
  // account lifecycle: the spec's 25 points per registered account; profile edits and switches are free by default
  registration: { points: REGISTRATION_POINTS_PER_ACCOUNT, per: 1, unit: 'account' },
  profileEdit: { points: 0, per: 1, unit: 'account' },
  businessSwitch: { points: 0, per: 1, unit: 'account' },
} as const satisfies Record<string, { points: number; per: number; unit: string }>;
export type TaskPriceName = keyof typeof DEFAULT_TASK_PRICES;
export const TASK_PRICE_NAMES = Object.keys(DEFAULT_TASK_PRICES) as readonly TaskPriceName[];

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

/**
 * What a task may charge: a price per action, or fan collection, priced per
 * 100 deduplicated fans collected (charged by the result, not per action).
 */
export const TASK_CHARGE_NAMES = [...TASK_PRICE_NAMES, 'fanCollection'] as const;
export type TaskChargeName = (typeof TASK_CHARGE_NAMES)[number];
