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

export function decide(c: Completion, taskEnded: boolean, backoff: BackoffPolicy, nowMs: number): Decision {
  const s = c.step;
  if (taskEnded || c.kind === 'cancelled') {
    return {
      state: 'cancelled',
      outcome: null,
      final: true,
      runAtMs: null,
      logs: (p) => [line('DEBUG', 'log.step.cancelled', p)],
    };
  }
  if (c.kind === 'returned') {
    return {
      state: 'ready',
      outcome: null,
      final: false,
      runAtMs: nowMs,
      logs: (p) => [line('DEBUG', 'log.step.returned', p)],
    };
  }
  if (c.kind === 'deferred') {
    const until = Math.max(nowMs + 1000, c.untilMs);
    return {
      state: 'scheduled',
      outcome: null,
      final: false,
      runAtMs: until,
      logs: (p) => [
        line('DEBUG', 'log.step.deviceWait', {
          ...p,
          status: `device.status.${c.status}`,
          seconds: Math.ceil((until - nowMs) / 1000),
        }),
      ],
    };
  }
  const lastTry = s.attempt >= s.maxAttempts;
  if (c.kind === 'lost') {
    if (!lastTry) {
      return {
        state: 'ready',
        outcome: null,
        final: false,
        runAtMs: nowMs,
        logs: (p) => [line('DEBUG', 'log.step.lost', p)],
      };
    }
    return {
      state: 'abnormal',
      outcome: 'abnormal',
      final: true,
      runAtMs: null,
      logs: (p) => [line('ERROR', 'log.step.abnormal', { ...p, reason: 'platform.reason.workerLost' })],
    };
  }
  const r = c.result;
  const notes = r.notes ?? [];
  if (r.outcome === 'success') {
    return {
      state: 'done',
      outcome: 'success',
      final: true,
      runAtMs: null,
      logs: (p) => [...notes, line('INFO', 'log.step.ok', p)],
    };
  }
  if (r.outcome === 'failure') {
    return {
      state: 'failed',
      outcome: 'failure',
      final: true,
      runAtMs: null,
      logs: (p) => [...notes, line('ERROR', 'log.step.failed', p)],
    };
  }
  if (!lastTry) {
    const waitMs = retryDelayMs(backoff, s.attempt, s.idemKey);
    return {
      state: 'scheduled',
      outcome: null,
      final: false,
      runAtMs: nowMs + waitMs,
      logs: (p) => [
        ...notes,
        line('DEBUG', 'log.step.retry', {
          ...p,
          next: s.attempt + 1,
          max: s.maxAttempts,
          seconds: Math.ceil(waitMs / 1000),
        }),
      ],
    };
  }
  return {
    state: 'abnormal',
    outcome: 'abnormal',
    final: true,
    runAtMs: null,
    logs: (p) => [...notes, line('ERROR', 'log.step.abnormal', p)],
  };
}

export function logParams(s: ClaimedStep, result: StepResult | null): Record<string, unknown> {
  return {
    account: s.label,
    action: ACTION_KEY(s.action),
    target: s.target,
    attempt: s.attempt,
    ...(result ? { reason: result.reason, ...result.params } : {}),
  };
}
