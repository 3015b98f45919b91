import {
  MAINTENANCE_ACTIONS,
  type MaintenanceAction,
  type PlatformAction,
  PRICE_OF_ACTION,
  type PriceItem,
  type PriceName,
  priceOf,
  type TaskMode,
} from '@reelfleet/contract';

export type PriceBook = Partial<Record<PriceName, { points: number; per: number }>>;
/** Actions a task plans, by kind of action. */
export type Plan = Partial<Record<PlatformAction, number>>;

export interface CostLine {
  action: PlatformAction;
  quantity: number;
  /** Points of one action. */
  unit: number;
  points: number;
}

export interface TaskCost {
  lines: CostLine[];
  actions: number;
  points: number;
}

export function toPriceBook(items: readonly PriceItem[]): PriceBook {
  return Object.fromEntries(items.map((p) => [p.name, { points: p.points, per: p.per }]));
}

/**
 * What a plan holds when submitted: each action at its price-table price (the
 * server holds the same sum, charges it per success and releases the rest).
 * Null while a price is missing from the table.
 */
export function costOf(prices: PriceBook, plan: Plan): TaskCost | null {
  const lines: CostLine[] = [];
  for (const [action, quantity] of Object.entries(plan) as [PlatformAction, number][]) {
    if (!quantity) continue;
    const price = prices[PRICE_OF_ACTION[action]];
    if (!price) return null;
    lines.push({ action, quantity, unit: priceOf(price, 1), points: priceOf(price, quantity) });
  }
  return {
    lines,
    actions: lines.reduce((n, l) => n + l.quantity, 0),
    points: lines.reduce((n, l) => n + l.points, 0),
  };
}

/** Batch login: one login per account. */
export const loginPlan = (accounts: number): Plan => ({ login: accounts });

/** Maintenance: every account performs each action its count of times, whatever the mode. */
export function maintenancePlan(accounts: number, counts: Partial<Record<MaintenanceAction, number>>): Plan {
  return Object.fromEntries(MAINTENANCE_ACTIONS.map((a) => [a, accounts * (counts[a] ?? 0)]));
}

/** Like: every account likes every video, except in rotation (special) mode, where each video is liked once. */
export function likePlan(mode: TaskMode, accounts: number, videos: number): Plan {
  if (accounts === 0) return { like: 0 };
  return { like: mode === 'rotation' ? videos : accounts * videos };
}
