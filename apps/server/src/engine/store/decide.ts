import { TASK_KINDS, type TaskKindEntry } from '@reelfleet/contract';
import type { StepState } from '../../db/tables/tasks.ts';
import type { BackoffPolicy } from '../backoff.ts';
import { retryDelayMs } from '../backoff.ts';
import { line } from '../logs.ts';
import type { StepResult } from '../types.ts';
import type { ClaimedStep } from './claim.ts';
import type { Completion } from './completion.ts';

const ACTION_KEY = (action: string) => `task.action.${action}`;

/** What becomes of a claimed step, and the lines its log gets. */
export interface Decision {
  state: StepState;
  outcome: 'success' | 'failure' | 'abnormal' | null;
  final: boolean;
  runAtMs: number | null;
  logs(params: Record<string, unknown>): ReturnType<typeof line>[];
}

type Logs = Decision['logs'];

/** The step is over: it runs no more. */
const ends = (state: StepState, outcome: Decision['outcome'], logs: Logs): Decision => ({
  state,
  outcome,
  final: true,
  runAtMs: null,
  logs,
});

/** The step waits for its next try at `runAtMs`. */
const again = (state: 'ready' | 'scheduled', runAtMs: number, logs: Logs): Decision => ({
  state,
  outcome: null,
  final: false,
  runAtMs,
  logs,
});

export function decide(c: Completion, taskEnded: boolean, backoff: BackoffPolicy, nowMs: number): Decision {
  const s = c.step;
  if (taskEnded || c.kind === 'cancelled') {
    return ends('cancelled', null, (p) => [line('DEBUG', 'log.step.cancelled', p)]);
  }
  if (c.kind === 'returned') return again('ready', nowMs, (p) => [line('DEBUG', 'log.step.returned', p)]);
  if (c.kind === 'deferred') {
    const until = Math.max(nowMs + 1000, c.untilMs);
    return again('scheduled', until, (p) => [
      line('DEBUG', 'log.step.deviceWait', {
        ...p,
        status: `device.status.${c.status}`,
        seconds: Math.ceil((until - nowMs) / 1000),
      }),
    ]);
  }
  const lastTry = s.attempt >= s.maxAttempts;
  if (c.kind === 'lost') {
    if (!lastTry) return again('ready', nowMs, (p) => [line('DEBUG', 'log.step.lost', p)]);
    return ends('abnormal', 'abnormal', (p) => [
      line('ERROR', 'log.step.abnormal', { ...p, reason: 'platform.reason.workerLost' }),
    ]);
  }
  const r = c.result;
  const notes = r.notes ?? [];
  if (r.outcome === 'success')
    return ends('done', 'success', (p) => [...notes, line('INFO', 'log.step.ok', p)]);
  if (r.outcome === 'failure') {
    return ends('failed', 'failure', (p) => [...notes, line('ERROR', 'log.step.failed', p)]);
  }
  if (!lastTry) {
    const waitMs = retryDelayMs(backoff, s.attempt, s.idemKey);
    return again('scheduled', nowMs + waitMs, (p) => [
      ...notes,
      line('DEBUG', 'log.step.retry', {
        ...p,
        next: s.attempt + 1,
        max: s.maxAttempts,
        seconds: Math.ceil(waitMs / 1000),
      }),
    ]);
  }
  return ends('abnormal', 'abnormal', (p) => [...notes, line('ERROR', 'log.step.abnormal', p)]);
}

export function logParams(s: ClaimedStep, result: StepResult | null): Record<string, unknown> {
  return {
    // A kind without an account (fan collection) must not show its sources in the account's place.
    account: (TASK_KINDS[s.subtype] as TaskKindEntry).accountless ? 'task.noAccount' : s.label,
    action: ACTION_KEY(s.action),
    target: s.target,
    attempt: s.attempt,
    ...(result ? { reason: result.reason, ...result.params } : {}),
  };
}
