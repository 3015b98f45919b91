import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { TEST_DB } from './harness.ts';
import { suiteServer } from './suite.ts';

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

/** A built console as Vite leaves it: hashed assets with brotli and gzip siblings. */
function fakeConsole(): string {
  const dist = mkdtempSync(join(tmpdir(), 'reelfleet-dist-'));
  mkdirSync(join(dist, 'assets'));
  const html = '<!doctype html><html><body><div id="root"></div></body></html>';
  writeFileSync(join(dist, 'index.html'), html);
  writeFileSync(join(dist, 'index.html.br'), brotliCompressSync(html));
  writeFileSync(join(dist, 'assets', 'index-AbC123.js'), SCRIPT);
  writeFileSync(join(dist, 'assets', 'index-AbC123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(dist, 'assets', 'index-AbC123.js.gz'), gzipSync(SCRIPT));
  return dist;
}

describe(`console assets (${TEST_DB})`, () => {
  const server = suiteServer({}, { webDist: fakeConsole() });
  const get = (url: string, encoding: string) =>
    server.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });

  it('sends the precompressed brotli or gzip file and keeps hashed assets a year', async () => {
    const br = await get('/assets/index-AbC123.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 10);

    const gz = await get('/assets/index-AbC123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');

    const plain = await get('/assets/index-AbC123.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('answers 404 for an asset that is not there, not index.html', async () => {
    const res = await get('/assets/index-Gone99.js', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toMatch(/text\/html/);
  });

  it('revalidates index.html, also when it answers a console route', async () => {
    for (const url of ['/', '/dashboard', '/account/list?tab=1']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });
});
