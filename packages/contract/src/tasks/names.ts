import { REGISTRATION_POINTS_PER_ACCOUNT } from '../common/constants.ts';

// The task areas and price names, apart from enums.ts (which labels them from the message
// catalogue) so that the kinds' registry (kinds.ts), whose texts the catalogue takes, imports no catalogue.

/**
 * A task's `type` is the menu area its screen lives in; each subtype belongs
 * to exactly one (kinds.ts).
 */
export const TASK_TYPES = ['device', 'account', 'toker', 'video', 'resource'] as const;
export type TaskType = (typeof TASK_TYPES)[number];

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

/**
 * What a task may charge: a price per action, or fan collection, priced per
 * 100 deduplicated fans collected (charged by the result, not per action).
 */
export const TASK_CHARGE_NAMES = [...TASK_PRICE_NAMES, 'fanCollection'] as const;
export type TaskChargeName = (typeof TASK_CHARGE_NAMES)[number];
