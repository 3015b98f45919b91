// Bytes a cold browser transfers for /login and /dashboard (Debian's Chromium against the real server
// serving the last `npm run build`), and how each asset is encoded and cached.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';

const ROOT = resolve(import.meta.dirname, '../../..');
const PORT = 18_000 + Math.floor(Math.random() * 1000);
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN_PASSWORD = 'bench-admin-pass1';

if (!existsSync(join(ROOT, 'apps/web/dist/index.html'))) {
  console.log('no build found: run `npm run build` first');
  process.exit(1);
}

async function startServer(): Promise<ChildProcess> {
  const server = spawn(
    process.execPath,
    ['--disable-warning=ExperimentalWarning', join(ROOT, 'apps/server/src/main.ts')],
    {
      env: {
        ...process.env,
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'reelfleet-transfer-')),
        ADMIN_PASSWORD,
        CAPTCHA: 'off',
        SEED_DEMO: '0',
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    },
  );
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(`${BASE}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return server;
    await new Promise((r) => setTimeout(r, 200));
  }
  server.kill();
  throw new Error('the server did not answer /api/health');
}

interface Transfer {
  bytes: number;
  requests: number;
  uncompressed: string[];
  notImmutable: string[];
}

/** Loads a path in a fresh context (empty cache) and sums what crossed the wire. */
async function coldLoad(page: Page, path: string): Promise<Transfer> {
  const sizes: Promise<number>[] = [];
  const result: Transfer = { bytes: 0, requests: 0, uncompressed: [], notImmutable: [] };
  page.on('requestfinished', (request) => {
    sizes.push(request.sizes().then((s) => s.responseBodySize + s.responseHeadersSize));
    void request.response().then((response) => {
      const url = new URL(request.url());
      if (!response || url.pathname.startsWith('/api')) return;
      const headers = response.headers();
      const body = Number(headers['content-length'] ?? 0);
      if (!headers['content-encoding'] && body > 1024) result.uncompressed.push(url.pathname);
      if (url.pathname.startsWith('/assets/') && !headers['cache-control']?.includes('immutable')) {
        result.notImmutable.push(url.pathname);
      }
    });
  });
  await page.goto(`${BASE}${path}`, { waitUntil: 'networkidle' });
  const all = await Promise.all(sizes);
  result.bytes = all.reduce((a, b) => a + b, 0);
  result.requests = all.length;
  return result;
}

const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking'],
});
try {
  const login = await fetch(`${BASE}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  }).then((r) => r.json() as Promise<{ data: { token: string } }>);
  for (const path of ['/login', '/dashboard']) {
    const context = await browser.newContext();
    if (path !== '/login') {
      await context.addCookies([{ name: 'Admin-Token', value: login.data.token, url: BASE }]);
    }
    const t = await coldLoad(await context.newPage(), path);
    console.log(
      `cold ${path}: ${(t.bytes / 1024).toFixed(1)} KB transferred in ${t.requests} requests; ` +
        `uncompressed over 1 KB: ${t.uncompressed.length}; hashed assets not immutable: ${t.notImmutable.length}`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  server.kill();
}
