import type { BackgroundPort } from './ports.ts';

/**
 * Runs `round` every `everyMs` real milliseconds (one round at a time; a
 * failure is logged and the next round tries again) until stopped; stopping
 * waits for the round under way.
 */
export function roundLoop(
  name: string,
  everyMs: number,
  round: () => Promise<unknown>,
): { stop(): Promise<void> } {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;
  const run = async () => {
    try {
      await round();
    } catch (error) {
      if (!stopped) console.error(`${name}: round failed`, error);
    }
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = run().finally(schedule);
    }, everyMs);
    timer.unref();
  };
  running = run().finally(schedule);
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

/** A BackgroundPort whose rounds run beside the engine (roundLoop) until the engine stops. */
export function periodicWorker(name: string, everyMs: number, round: () => Promise<unknown>): BackgroundPort {
  return { start: () => roundLoop(name, everyMs, round) };
}
