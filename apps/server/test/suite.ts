import type { TaskPriceName } from '@reelfleet/contract';
import { afterAll, beforeAll } from 'vitest';
import { startTestServer } from './harness.ts';
import { recordingDriver, setPrice, startEngine, usableVideos } from './tasks-fixtures.ts';

/**
 * A value made in the enclosing describe's beforeAll (and torn down in its afterAll), usable
 * where it is declared: every read goes through to the value once it is made.
 */
export function beforeAllValue<T extends object>(
  make: () => Promise<T>,
  teardown?: (value: T) => Promise<void>,
): T {
  let value: T | undefined;
  beforeAll(async () => {
    value = await make();
  });
  if (teardown)
    afterAll(async () => {
      if (value) await teardown(value);
    });
  const current = (): T => {
    if (!value) throw new Error('read before its beforeAll made it');
    return value;
  };
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(current(), key),
    set: (_, key, v) => Reflect.set(current(), key, v),
    has: (_, key) => Reflect.has(current(), key),
    ownKeys: () => Reflect.ownKeys(current()),
    getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(current(), key),
  });
}

/** The real app (startTestServer's arguments) for the enclosing describe's tests, closed after them. */
export function suiteServer(...args: Parameters<typeof startTestServer>) {
  return beforeAllValue(
    () => startTestServer(...args),
    (server) => server.close(),
  );
}

/** The app for the enclosing describe, its task engine running on a recording driver. */
export function suiteEngine() {
  const server = suiteServer({ SIM_TIME_SCALE: '2000' });
  const rec = beforeAllValue(async () => {
    const recorder = recordingDriver(server);
    await startEngine(server, recorder.driver);
    return recorder;
  });
  return { server, rec };
}

/**
 * suiteEngine for one task kind's tests: its price set to `unit` (unlike other kinds', so a
 * charge at another kind's price shows), and `ids`, usable videos of its own (the catalogue's
 * `videos` after the first `skip`, so the kinds' suites never act on one video).
 */
export function suiteKind(o: { price: TaskPriceName; unit: number; skip: number; videos: number }) {
  const { server, rec } = suiteEngine();
  const ids: string[] = [];
  beforeAll(async () => {
    ids.push(...usableVideos(server, o.skip + o.videos).slice(o.skip));
    await setPrice(server, o.price, o.unit);
  });
  return { server, rec, ids };
}
