// Login latency: sequential POST /api/user/login through app.inject on the
// embedded SQLite (a file in a temp DATA_DIR, as in production). argon2id
// (m=19456, t=2) dominates; the unknown-user path should take as long as a
// wrong password, so the answer time does not tell which it was.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Role } from '@reelfleet/contract';
import { boot } from '../src/boot.ts';
import { loadConfig } from '../src/config.ts';
import { verifyPassword } from '../src/lib/password.ts';
import { createUser } from '../src/modules/user/service.ts';

const RUNS = 50;
const dataDir = mkdtempSync(join(tmpdir(), 'reelfleet-bench-login-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  ADMIN_PASSWORD: 'bench-admin-123',
  SEED_DEMO: '0',
  ENGINE: 'off',
  LOG_LEVEL: 'silent',
});
const { app, handle, ctx } = await boot(config, { webDist: join(dataDir, 'no-console') });
const user = await createUser(ctx.db, {
  username: 'bench_owner',
  password: 'bench-pass-1',
  roles: [Role.user],
  userType: 'owner',
});

function summary(label: string, ms: number[]): void {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  const mean = ms.reduce((a, b) => a + b, 0) / ms.length;
  const f = (n: number) => `${n.toFixed(1)} ms`;
  console.log(
    `${label.padEnd(34)} n=${ms.length}  p50 ${f(at(0.5))}  p95 ${f(at(0.95))}  max ${f(sorted.at(-1)!)}  mean ${f(mean)}`,
  );
}

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
  summary('argon2id verify alone', argon);
  summary('login ok (200)', await timeLogins('bench_owner', 'bench-pass-1', 200, () => '10.9.0.2'));
  summary('wrong password (400)', await timeLogins('bench_owner', 'wrong-pass-1', 400, (i) => `10.9.1.${i}`));
  summary('unknown user (400)', await timeLogins('nobody_here', 'wrong-pass-1', 400, (i) => `10.9.2.${i}`));
} finally {
  await app.close();
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
}
