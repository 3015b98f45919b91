import { z } from 'zod';
import { SERVER_STATUSES } from './constants.ts';

const count = z.number().int().min(0);

/*
 * Every area card carries `available`: false while the area behind it is not
 * built yet, so the console shows an honest empty state instead of zeros that
 * look measured. The area's engineer fills the figures in and sets it true.
 */

/** `GET /dashboard/tiktiok`: the caller's workspace's social accounts. */
export const dashboardAccounts = z.object({
  available: z.boolean(),
  accounts: count,
  /** Sum of the accounts' follower counts. */
  fans: count,
  /** Fans collected (fan collection tasks) since the 1st of this month, UTC. */
  collectedThisMonth: count,
  /** Accounts registered (batch registration) since the 1st of this month, UTC. */
  registeredThisMonth: count,
  /** Whether collectedThisMonth is measured (the fan collection area); false: shown as not built. */
  collectedAvailable: z.boolean().default(false),
});
export type DashboardAccounts = z.infer<typeof dashboardAccounts>;

/** `GET /dashboard/taskCount`: tasks by their internal status. */
export const dashboardTaskCount = z.object({
  available: z.boolean(),
  total: count,
  queue: count,
  running: count,
  success: count,
  failed: count,
});
export type DashboardTaskCount = z.infer<typeof dashboardTaskCount>;

/** `GET /dashboard/fans`: the fans resource (collected fans). */
export const dashboardFans = z.object({
  available: z.boolean(),
  total: count,
  newThisMonth: count,
});
export type DashboardFans = z.infer<typeof dashboardFans>;

/** `GET /dashboard/device`: rented cloud-phone devices. */
export const dashboardDevices = z.object({
  available: z.boolean(),
  created: count,
  expiring: count,
  expiringWithinDays: z.number().int(),
});
export type DashboardDevices = z.infer<typeof dashboardDevices>;

/** `GET /dashboard/status`: the status and the figures it was judged from. */
export const dashboardStatus = z.object({
  status: z.enum(SERVER_STATUSES),
  eventLoop: z.object({
    delayP99Ms: z.number(),
    delayMeanMs: z.number(),
    delayMaxMs: z.number(),
    /** Timer samples behind the figures. */
    samples: z.number().int(),
    /** Span the figures cover: the last full window, or the time since start before the first one ends. */
    windowMs: z.number(),
  }),
  database: z.object({
    kind: z.enum(['sqlite', 'postgres']),
    ok: z.boolean(),
    roundTripMs: z.number().nullable(),
  }),
  measuredAt: z.string(),
});
export type DashboardStatus = z.infer<typeof dashboardStatus>;

/**
 * `GET /dashboard/firstRun`: what the getting-started checklist ticks, read from the caller's
 * workspace as it is now: devices rented, accounts imported, accounts tagged, a task created, and
 * the newest task that ended successfully (its logId opens its details).
 */
export const dashboardFirstRun = z.object({
  devices: z.boolean(),
  accounts: z.boolean(),
  taggedAccounts: z.boolean(),
  tasks: z.boolean(),
  succeededLogId: z.string().nullable(),
});
export type DashboardFirstRun = z.infer<typeof dashboardFirstRun>;
