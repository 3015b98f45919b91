import { CAPTCHA_LENGTH, CAPTCHA_TTL_SECONDS } from '@reelfleet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomCode } from '../src/lib/tokens.ts';
import { issueCaptcha } from '../src/modules/auth/captcha.ts';
import { drawCaptcha } from '../src/modules/auth/captcha-svg.ts';
import { countUsers, createAgent, EN, fieldsOf, register, validRegistration } from './auth-helpers.ts';
import { startTestServer, TEST_DB, type TestServer } from './harness.ts';
import { suiteServer } from './suite.ts';

const INVITE = 'CAPT2345';

function svgOf(image: string): string {
  expect(image.startsWith('data:image/svg+xml;base64,')).toBe(true);
  return Buffer.from(image.slice('data:image/svg+xml;base64,'.length), 'base64').toString('utf8');
}

/** A seeded generator, so a drawing can be repeated. */
function seeded(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1664525 + 1013904223) % 2 ** 32;
    return s / 2 ** 32;
  };
}

describe('captcha drawing', () => {
  it('draws every code the generator can produce, as strokes without text', () => {
    for (let i = 0; i < 1000; i++) {
      const svg = drawCaptcha(randomCode(CAPTCHA_LENGTH));
      expect(svg).not.toContain('<text');
      expect(svg.match(/stroke-linecap="round"/g)).toHaveLength(CAPTCHA_LENGTH);
    }
  });

  it('draws differently for different codes and for the same code twice', () => {
    expect(drawCaptcha('ABCD', seeded(1))).toBe(drawCaptcha('ABCD', seeded(1)));
    expect(drawCaptcha('ABCD', seeded(1))).not.toBe(drawCaptcha('ABCE', seeded(1)));
    expect(drawCaptcha('ABCD')).not.toBe(drawCaptcha('ABCD'));
  });
});

describe(`captcha with CAPTCHA=on (${TEST_DB})`, () => {
  const server = suiteServer({ CAPTCHA: 'on' });
  beforeAll(async () => {
    await createAgent(server, INVITE);
  });

  /** A registration with the invitation code that answers captcha `captchaId` with `code`. */
  const answer = (username: string, captchaId: string, code: string) =>
    register(server, validRegistration(INVITE, { username, captchaId, code }));

  it('issues an SVG image and stores only a hash of the code, for two minutes', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/user/code', remoteAddress: '10.0.0.1' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.expiresInSeconds).toBe(CAPTCHA_TTL_SECONDS);
    expect(data.id).toMatch(/^[\w-]{43}$/);
    const svg = svgOf(data.image);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg.match(/stroke-linecap="round"/g)).toHaveLength(CAPTCHA_LENGTH);
    const row = await server.ctx.db
      .selectFrom('captchas')
      .selectAll()
      .where('id', '=', data.id)
      .executeTakeFirstOrThrow();
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    const ttl = Date.parse(row.expires_at) - Date.now();
    expect(ttl).toBeGreaterThan((CAPTCHA_TTL_SECONDS - 10) * 1000);
    expect(ttl).toBeLessThanOrEqual(CAPTCHA_TTL_SECONDS * 1000);
    const again = await server.app.inject({
      method: 'GET',
      url: '/api/user/code',
      remoteAddress: '10.0.0.1',
    });
    expect(again.json().data.id).not.toBe(data.id);
  });

  it('accepts the right code once (any case); a second use is refused and writes nothing', async () => {
    const captcha = await issueCaptcha(server.ctx.db, { code: 'K7PX' });
    const first = await answer('captcha_ok', captcha.id, 'k7px');
    expect(first.statusCode).toBe(200);
    const before = await countUsers(server);
    const second = await answer('captcha_again', captcha.id, 'K7PX');
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toBe('The verification code is wrong or expired');
    expect(fieldsOf(second.json())).toEqual(['code']);
    expect(await countUsers(server)).toBe(before);
  });

  it('uses a captcha up on a wrong answer, so it cannot be guessed', async () => {
    const captcha = await issueCaptcha(server.ctx.db, { code: 'M3QZ' });
    const wrong = await answer('captcha_guess', captcha.id, 'M3QY');
    expect(wrong.statusCode).toBe(400);
    expect(fieldsOf(wrong.json())).toEqual(['code']);
    const right = await answer('captcha_guess', captcha.id, 'M3QZ');
    expect(right.statusCode).toBe(400);
    expect(fieldsOf(right.json())).toEqual(['code']);
  });

  it('refuses an expired captcha and an unknown id', async () => {
    const expired = await issueCaptcha(server.ctx.db, {
      code: 'HJ45',
      nowMs: Date.now() - (CAPTCHA_TTL_SECONDS + 1) * 1000,
    });
    const before = await countUsers(server);
    for (const captchaId of [expired.id, 'no-such-captcha']) {
      const res = await answer('captcha_late', captchaId, 'HJ45');
      expect(res.statusCode).toBe(400);
      expect(fieldsOf(res.json())).toEqual(['code']);
    }
    expect(await countUsers(server)).toBe(before);
  });

  it('checks the captcha before the invitation code, so codes cannot be probed without one', async () => {
    const res = await register(
      server,
      validRegistration('ZZZZ9999', { username: 'probe_user', captchaId: 'unknown', code: 'ABCD' }),
    );
    expect(fieldsOf(res.json())).toEqual(['code']);
  });

  it('limits how fast one address can ask for images', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await server.app.inject({
        method: 'GET',
        url: '/api/user/code',
        remoteAddress: '10.0.0.99',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    const limited = await server.app.inject({
      method: 'GET',
      url: '/api/user/code',
      remoteAddress: '10.0.0.99',
      headers: EN,
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 429, message: 'Too many requests; slow down' });
    const other = await server.app.inject({
      method: 'GET',
      url: '/api/user/code',
      remoteAddress: '10.0.0.98',
    });
    expect(other.statusCode).toBe(200);
  });
});

describe(`captcha with CAPTCHA=off (${TEST_DB})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    await createAgent(server, INVITE);
  });
  afterAll(async () => {
    await server.close();
  });

  it('still serves images, but registration does not check the answer', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/user/code' });
    expect(res.statusCode).toBe(200);
    expect(svgOf(res.json().data.image)).toContain('<svg');
    const registered = await register(
      server,
      validRegistration(INVITE, { username: 'no_captcha', captchaId: 'anything', code: 'ZZZZ' }),
    );
    expect(registered.statusCode).toBe(200);
  });
});
