import { classifyServerStatus } from '@reelfleet/contract';
import { describe, expect, it } from 'vitest';
import { probeDatabase, startEventLoopMonitor } from '../src/modules/dashboard/load.ts';
import { openTestDatabase, TEST_DB } from './harness.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function blockEventLoop(ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // busy: nothing else runs on this thread meanwhile
  }
}

describe(`server load measures (${TEST_DB})`, () => {
  it('sees a blocked event loop, keeps it for one window, then forgets it', async () => {
    const windowMs = 1000;
    const monitor = startEventLoopMonitor(windowMs);
    try {
      await sleep(50);
      blockEventLoop(200);
      await sleep(20);
      // Before the first window ends, the figures cover the time since start.
      const partial = monitor.figures();
      expect(partial.windowMs).toBeLessThan(windowMs);
      expect(partial.delayMaxMs).toBeGreaterThanOrEqual(150);
      expect(partial.delayP99Ms).toBeGreaterThanOrEqual(150);
      expect(classifyServerStatus({ eventLoopDelayP99Ms: partial.delayP99Ms, dbRoundTripMs: 1 })).not.toBe(
        'smooth',
      );

      await sleep(windowMs);
      const full = monitor.figures();
      expect(full.windowMs).toBeGreaterThanOrEqual(windowMs * 0.9);
      expect(full.delayMaxMs).toBeGreaterThanOrEqual(150);

      await sleep(windowMs);
      expect(monitor.figures().delayMaxMs).toBeLessThan(150);
    } finally {
      monitor.stop();
    }
  });

  it('times a database round trip and reports a database that does not answer', async () => {
    const handle = await openTestDatabase();
    const live = await probeDatabase(handle.db);
    expect(live.error).toBeUndefined();
    expect(live.roundTripMs).toBeGreaterThan(0);

    await handle.close();
    const dead = await probeDatabase(handle.db);
    expect(dead.roundTripMs).toBeNull();
    expect(dead.error).toBeDefined();
    expect(classifyServerStatus({ eventLoopDelayP99Ms: 0, dbRoundTripMs: dead.roundTripMs })).toBe('failure');
  });
});
