import { describe, expect, it } from 'vitest';
import { ManualClock } from '../src/core/clock.ts';
import type { ActionRequest } from '../src/core/driver/platform.ts';
import { Catalogue } from '../src/sim/platform/catalogue.ts';
import { SimPlatform } from '../src/sim/platform/platform.ts';
import { TEST_DB } from './harness.ts';

const catalogue = new Catalogue(42, { users: 100, videos: 300 });
const video = catalogue.videos.find((v) => !v.unavailable)!;
const req = (idemKey: string, attempt = 1): ActionRequest => ({
  idemKey,
  account: 'alice',
  deviceId: 1,
  attempt,
});
const never = new AbortController().signal;
/** A platform on its own clock that answers at once (no latency); `decide` when every outcome is set. */
const instant = (o: Pick<ConstructorParameters<typeof SimPlatform>[0], 'decide'> = {}) =>
  new SimPlatform({ seed: 42, clock: new ManualClock(), catalogue, latencyScale: 0, ...o });

describe(`simulated platform (${TEST_DB})`, () => {
  it('takes its simulated time on the clock, and the signal cancels it', async () => {
    const clock = new ManualClock();
    const platform = new SimPlatform({ seed: 42, clock, catalogue });
    let done = false;
    const pending = platform.like(req('k:0:0'), video.id, never).then((r) => {
      done = true;
      return r;
    });
    clock.advance(999);
    await Promise.resolve();
    expect(done).toBe(false);
    clock.advance(5_000);
    const result = await pending;
    expect(result.tookMs).toBeGreaterThanOrEqual(1_000);
    expect(result.tookMs).toBeLessThanOrEqual(3_000);

    const abort = new AbortController();
    const cancelled = platform.comment(req('k:0:1'), video.id, 'hi', abort.signal);
    abort.abort('stop');
    await expect(cancelled).rejects.toBe('stop');
  });

  it('draws the same outcome for the same seed, key and try, and spreads them as configured', async () => {
    const a = instant();
    const b = instant();
    const outcomes = { success: 0, failure: 0, abnormal: 0 };
    // Twenty accounts: one account's follows stop at the platform's daily limit (200).
    const spread = (i: number) => ({ ...req(`d:${i}`), account: `acct${i % 20}` });
    for (let i = 0; i < 3000; i++) {
      const [x, y] = await Promise.all([
        a.follow(spread(i), catalogue.users[1]!.id, never),
        b.follow(spread(i), catalogue.users[1]!.id, never),
      ]);
      expect(x).toEqual(y);
      outcomes[x.outcome]++;
    }
    // follow: 4% failures, 4% abnormal outcomes.
    expect(outcomes.failure / 3000).toBeGreaterThan(0.025);
    expect(outcomes.failure / 3000).toBeLessThan(0.055);
    expect(outcomes.abnormal / 3000).toBeGreaterThan(0.025);
    expect(outcomes.abnormal / 3000).toBeLessThan(0.055);
    const abnormal = await a.follow(req('d:7'), catalogue.users[1]!.id, never);
    if (abnormal.outcome === 'abnormal')
      expect(['platform.reason.heartbeatFailed', 'platform.reason.networkTimeout']).toContain(
        abnormal.reason,
      );
  });

  it('applies an action once per idempotency key, and fails on videos that are gone', async () => {
    const platform = instant({ decide: () => 'success' });
    const target = catalogue.videos[10]!;
    const before = target.diggCount;
    await platform.like(req('once:0:0'), target.id, never);
    const replay = await platform.like(req('once:0:0', 2), target.id, never);
    expect(replay).toMatchObject({ outcome: 'success', reason: 'platform.reason.alreadyDone' });
    // Generated objects are made afresh; the one an action changed is kept by the catalogue.
    expect(catalogue.video(target.id)!.diggCount).toBe(target.unavailable ? before : before + 1);
    const gone = catalogue.videos.find((v) => v.unavailable);
    if (gone) expect((await platform.play(req('gone:0:0'), gone.id, never)).outcome).toBe('failure');
    const missing = await platform.collect(req('missing:0:0'), '1234567890123456789', never);
    expect(missing).toMatchObject({ outcome: 'failure', reason: 'platform.reason.videoNotFound' });
  });

  it('logs an account in with a profile, and refuses an empty password', async () => {
    const platform = instant({ decide: () => 'success' });
    const ok = await platform.login(req('login:0:0'), 'secret', never);
    expect(ok.outcome).toBe('success');
    expect(ok.profile).toMatchObject({ nickname: 'alice', region: expect.stringMatching(/^[A-Z]{2}$/) });
    const refused = await platform.login(req('login:1:0'), '', never);
    expect(refused).toMatchObject({
      outcome: 'failure',
      reason: 'platform.reason.wrongPassword',
      profile: null,
    });
  });
});
