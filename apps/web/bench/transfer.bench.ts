// Bytes a cold browser transfers for /login and /dashboard (Debian's Chromium against the real server
// serving the last `npm run build`), and how each asset is encoded and cached.
import { chromium, type Page } from 'playwright-core';
import { reportRow } from '../../../scripts/bench-table.ts';
import { CHROMIUM, CHROMIUM_ARGS, startConsoleServer } from './console-server.ts';

interface Transfer {
  bytes: number;
  requests: number;
  uncompressed: string[];
  notImmutable: string[];
}

/** Loads a path in a fresh context (empty cache) and sums what crossed the wire. */
async function coldLoad(page: Page, base: string, path: string): Promise<Transfer> {
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
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  const all = await Promise.all(sizes);
  result.bytes = all.reduce((a, b) => a + b, 0);
  result.requests = all.length;
  return result;
}

const server = await startConsoleServer();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
try {
  for (const path of ['/login', '/dashboard']) {
    const context = await browser.newContext();
    if (path !== '/login') {
      // The console's session: the HttpOnly token cookie for /api and the readable Admin-Token mark.
      await context.addCookies([
        { name: 'RF-Session', value: server.adminToken, url: `${server.base}/api` },
        { name: 'Admin-Token', value: 'bench', url: server.base },
      ]);
    }
    const t = await coldLoad(await context.newPage(), server.base, path);
    console.log(
      `cold ${path}: ${(t.bytes / 1024).toFixed(1)} KB transferred in ${t.requests} requests; ` +
        `uncompressed over 1 KB: ${t.uncompressed.length}; hashed assets not immutable: ${t.notImmutable.length}`,
    );
    reportRow({
      measure: `transfer of a cold ${path}`,
      now:
        `${(t.bytes / 1024).toFixed(1)} KB in ${t.requests} requests; ${t.uncompressed.length} uncompressed, ` +
        `${t.notImmutable.length} hashed assets not immutable`,
      budget: 'gzip and brotli; hashed assets immutable, a year',
      met: t.uncompressed.length === 0 && t.notImmutable.length === 0,
    });
    await context.close();
  }
} finally {
  await browser.close();
  server.stop();
}
