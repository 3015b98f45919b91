import { z } from 'zod';
import { labelsOf } from '../common/messages.ts';

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
  /** Accounts registered (bulk registration) since the 1st of this month, UTC. */
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

/** A device whose rental ends within this many days counts as expiring. */
export const DEVICE_EXPIRING_DAYS = 7;

/** `GET /dashboard/device`: rented cloud-phone devices. */
export const dashboardDevices = z.object({
  available: z.boolean(),
  created: count,
  expiring: count,
  expiringWithinDays: z.number().int(),
});
export type DashboardDevices = z.infer<typeof dashboardDevices>;

export const SERVER_STATUSES = ['failure', 'congested', 'normal', 'smooth'] as const;
export type ServerStatus = (typeof SERVER_STATUSES)[number];

export const SERVER_STATUS_LABELS = labelsOf('dashboard.serverStatus', SERVER_STATUSES);

/**
 * Upper bounds (exclusive) of each level, in milliseconds. The status is the
 * best level whose two bounds both hold; beyond `congested`, or when the
 * database does not answer, it is `failure`. The event-loop figure is the
 * p99 of timer lateness over the last window: how long a request waits
 * before Node even looks at it.
 */
export const SERVER_STATUS_THRESHOLDS = {
  smooth: { eventLoopDelayP99Ms: 20, dbRoundTripMs: 20 },
  normal: { eventLoopDelayP99Ms: 100, dbRoundTripMs: 200 },
  congested: { eventLoopDelayP99Ms: 1000, dbRoundTripMs: 2000 },
} as const;
/** The database probe gives up after this long and the status is `failure`. */
export const DB_PROBE_TIMEOUT_MS = SERVER_STATUS_THRESHOLDS.congested.dbRoundTripMs;
/** Length of the event-loop measuring window. */
export const EVENT_LOOP_WINDOW_MS = 10_000;

export interface ServerFigures {
  eventLoopDelayP99Ms: number;
  /** Null when the database did not answer (error or DB_PROBE_TIMEOUT_MS). */
  dbRoundTripMs: number | null;
}

export function classifyServerStatus(figures: ServerFigures): ServerStatus {
  const { eventLoopDelayP99Ms: loop, dbRoundTripMs: db } = figures;
  if (db === null) return 'failure';
  for (const level of ['smooth', 'normal', 'congested'] as const) {
    const bound = SERVER_STATUS_THRESHOLDS[level];
    if (loop < bound.eventLoopDelayP99Ms && db < bound.dbRoundTripMs) return level;
  }
  return 'failure';
}

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
