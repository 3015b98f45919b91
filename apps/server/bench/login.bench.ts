// Login latency: sequential POST /api/user/login through app.inject on the
// embedded SQLite (a file in a temp DATA_DIR, as in production). argon2id
// (m=19456, t=2) dominates; the unknown-user path should take as long as a
// wrong password, so the answer time does not tell which it was.
import { rmSync } from 'node:fs';
import { verifyPassword } from '../src/lib/password.ts';
import { benchOwner, bootBench, summary } from './bench-server.ts';

const RUNS = 50;
const { app, handle, ctx, dataDir } = await bootBench('login');
const user = await benchOwner(ctx.db);

async function timeLogins(username: string, password: string, expected: number, ip: (i: number) => string) {
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    // Untimed: forget earlier failures, so the throttle never answers first.
    await ctx.db.deleteFrom('login_failures').execute();
    const started = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { username, password },
      remoteAddress: ip(i),
    });
    ms.push(performance.now() - started);
    if (res.statusCode !== expected)
      throw new Error(`expected ${expected}, got ${res.statusCode}: ${res.body}`);
  }
  return ms;
}

try {
  // Warm-up: JIT, prepared statements, the unknown-user dummy hash.
  await timeLogins('bench_owner', 'bench-pass-1', 200, () => '10.9.0.1');
  await app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { username: 'nobody_x', password: 'whatever' },
  });

  const argon: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await verifyPassword(user.password_hash, 'bench-pass-1');
    argon.push(performance.now() - started);
  }
  summary('argon2id verify alone', argon, 1);
  summary('login ok (200)', await timeLogins('bench_owner', 'bench-pass-1', 200, () => '10.9.0.2'), 1);
  summary(
    'wrong password (400)',
    await timeLogins('bench_owner', 'wrong-pass-1', 400, (i) => `10.9.1.${i}`),
    1,
  );
  summary(
    'unknown user (400)',
    await timeLogins('nobody_here', 'wrong-pass-1', 400, (i) => `10.9.2.${i}`),
    1,
  );
} finally {
  await app.close();
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
}
