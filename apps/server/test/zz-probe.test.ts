import { it } from 'vitest';
import { startTestServer } from './harness.ts';
import { tokenFor, bearer } from './auth-helpers.ts';
it('probe', async () => {
  const s = await startTestServer();
  const t = await tokenFor(s, 'admin', 'admin-pass-123');
  for (const [method, url, payload, ct] of [
    ['GET', '/api/device/info/detail/%', undefined, undefined],
    ['GET', '/api/device/info/detail/' + 'x'.repeat(150), undefined, undefined],
    ['GET', '/api/device/info/detail/abc', undefined, undefined],
    ['POST', '/api/device/info/queryList', '{bad', 'application/json'],
    ['POST', '/api/device/info/queryList', 'x', 'text/plain'],
    ['POST', '/api/device/info/queryList', 'x'.repeat(3_000_000), 'application/json'],
    ['GET', '/api/zz%', undefined, undefined],
  ] as const) {
    const r = await s.app.inject({ method, url, payload, headers: { ...bearer(t), ...(ct ? { 'content-type': ct } : {}), 'accept-language': 'zh' } });
    console.log(method, url.slice(0, 50), r.statusCode, r.body.slice(0, 200));
  }
  await s.close();
});
