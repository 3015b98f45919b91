// The real server on a fresh embedded database serving the last `npm run build`, for the console benches.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../../..');
export const ADMIN_PASSWORD = 'bench-admin-pass1';
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
];

export interface ConsoleServer {
  base: string;
  /** A bearer token of the admin, also the console's session cookie (`RF-Session`). */
  adminToken: string;
  stop(): void;
}

export async function startConsoleServer(): Promise<ConsoleServer> {
  if (!existsSync(join(ROOT, 'apps/web/dist/index.html'))) {
    console.log('no build found: run `npm run build` first');
    process.exit(1);
  }
  // CONSOLE_BENCH_PORT pins it (a shared machine hands out port ranges).
  const port = Number(process.env.CONSOLE_BENCH_PORT) || 18_000 + Math.floor(Math.random() * 1000);
  const base = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(
    process.execPath,
    ['--disable-warning=ExperimentalWarning', join(ROOT, 'apps/server/src/main.ts')],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'reelfleet-console-bench-')),
        ADMIN_PASSWORD,
        CAPTCHA: 'off',
        SEED_DEMO: '0',
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    },
  );
  for (let i = 0; i < 150; i++) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const login = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  }).then((r) => r.json() as Promise<{ data: { token: string } }>);
  return { base, adminToken: login.data.token, stop: () => server.kill() };
}
