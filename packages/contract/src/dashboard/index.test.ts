import { describe, expect, it } from 'vitest';
import { classifyServerStatus, SERVER_STATUS_THRESHOLDS as T } from './constants.ts';

describe('classifyServerStatus', () => {
  const judge = (eventLoopDelayP99Ms: number, dbRoundTripMs: number | null) =>
    classifyServerStatus({ eventLoopDelayP99Ms, dbRoundTripMs });

  it('takes the best level whose two bounds both hold', () => {
    expect(judge(0, 0)).toBe('smooth');
    expect(judge(T.smooth.eventLoopDelayP99Ms - 0.01, T.smooth.dbRoundTripMs - 0.01)).toBe('smooth');
    expect(judge(T.smooth.eventLoopDelayP99Ms, 0)).toBe('normal');
    expect(judge(0, T.smooth.dbRoundTripMs)).toBe('normal');
    expect(judge(T.normal.eventLoopDelayP99Ms, 0)).toBe('congested');
    expect(judge(0, T.normal.dbRoundTripMs)).toBe('congested');
  });

  it('calls a stalled loop, a slow database or a silent one failure', () => {
    expect(judge(T.congested.eventLoopDelayP99Ms, 0)).toBe('failure');
    expect(judge(0, T.congested.dbRoundTripMs)).toBe('failure');
    expect(judge(0, null)).toBe('failure');
  });
});
