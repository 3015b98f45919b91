import { type Histogram, monitorEventLoopDelay } from 'node:perf_hooks';
import { type DashboardStatus, DB_PROBE_TIMEOUT_MS, EVENT_LOOP_WINDOW_MS } from '@reelfleet/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';

/** Sampling interval of the event-loop timer; each sample is its lateness beyond this. */
const RESOLUTION_MS = 10;

export type LoopFigures = DashboardStatus['eventLoop'];

export interface EventLoopMonitor {
  /** The last full window, or the time since start before the first window ends. */
  figures(): LoopFigures;
  stop(): void;
}

/** Event-loop delay (perf_hooks), summed up per window so the status reflects recent load only. */
export function startEventLoopMonitor(windowMs: number = EVENT_LOOP_WINDOW_MS): EventLoopMonitor {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  let windowStart = performance.now();
  let lastWindow: LoopFigures | null = null;
  const timer = setInterval(() => {
    lastWindow = summarize(histogram, performance.now() - windowStart);
    histogram.reset();
    windowStart = performance.now();
  }, windowMs);
  timer.unref();
  return {
    figures: () => lastWindow ?? summarize(histogram, performance.now() - windowStart),
    stop() {
      clearInterval(timer);
      histogram.disable();
    },
  };
}

function summarize(histogram: Histogram, spanMs: number): LoopFigures {
  const samples = histogram.count;
  // The histogram holds whole timer intervals in ns; the delay is what exceeds the interval.
  const lateness = (ns: number) => (samples === 0 ? 0 : round(Math.max(0, ns / 1e6 - RESOLUTION_MS)));
  return {
    delayP99Ms: lateness(histogram.percentile(99)),
    delayMeanMs: lateness(histogram.mean),
    delayMaxMs: lateness(histogram.max),
    samples,
    windowMs: round(spanMs),
  };
}

export interface DbProbe {
  /** Null when the database failed or did not answer within the timeout. */
  roundTripMs: number | null;
  error?: unknown;
}

/** One `select 1` round trip, including any wait for a connection. */
export async function probeDatabase(db: Db, timeoutMs: number = DB_PROBE_TIMEOUT_MS): Promise<DbProbe> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    const answered = await Promise.race([sql`select 1`.execute(db).then(() => true), timedOut]);
    if (!answered) return { roundTripMs: null, error: new Error(`no answer within ${timeoutMs} ms`) };
    return { roundTripMs: round(performance.now() - started) };
  } catch (error) {
    return { roundTripMs: null, error };
  } finally {
    clearTimeout(timer);
  }
}

function round(ms: number): number {
  return Math.round(ms * 100) / 100;
}
