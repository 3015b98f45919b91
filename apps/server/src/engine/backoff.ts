import { unit } from '../lib/seeded.ts';

export interface BackoffPolicy {
  /** Simulated milliseconds before the first retry. */
  baseMs: number;
  /** Longest wait between two tries. */
  capMs: number;
}

export const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 5_000, capMs: 5 * 60_000 };

/**
 * Exponential backoff with jitter, as pg-boss computes it: after the n-th try
 * the wait is drawn in [base·2ⁿ/2, base·2ⁿ), capped. The jitter is seeded by
 * the step's key, so a replay waits the same and retries of many steps that
 * failed together spread out instead of returning at once.
 */
export function retryDelayMs(policy: BackoffPolicy, attempt: number, key: string): number {
  const exp = 2 ** Math.min(16, Math.max(1, attempt));
  const half = (policy.baseMs * exp) / 2;
  return Math.round(Math.min(policy.capMs, half + half * unit('backoff', key, attempt)));
}
