import type { StepResult } from '../types.ts';
import type { ClaimedStep } from './claim.ts';

/** How a claimed step came back. */
export type Completion =
  /** The driver answered. */
  | { kind: 'outcome'; step: ClaimedStep; result: StepResult }
  /** Given back without an outcome (shutdown): the try does not count. */
  | { kind: 'returned'; step: ClaimedStep }
  /** Its process died or its lease ran out (the sweeper). */
  | { kind: 'lost'; step: ClaimedStep }
  /** Aborted because its task was stopped or deleted. */
  | { kind: 'cancelled'; step: ClaimedStep }
  /** Its device cannot run a session now (offline, disconnected): wait for it without using a try. */
  | { kind: 'deferred'; step: ClaimedStep; untilMs: number; status: string };
