import { labelsOf } from '../common/messages.ts';

/** A device whose rental ends within this many days counts as expiring. */
export const DEVICE_EXPIRING_DAYS = 7;

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
