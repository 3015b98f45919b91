import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { issueCaptcha } from '../src/modules/auth/captcha.ts';
import { createSession } from '../src/modules/auth/session.ts';
import { createAgent, createOwner } from './auth-helpers.ts';
import { TEST_DB } from './harness.ts';
import { suiteServer } from './suite.ts';

/** Random and hostile input on every auth endpoint never makes the server fail (5xx). */

const RUNS = 100;
const INVITE = 'FUZZ2345';

/** Values that sometimes pass a rule, so the handlers behind the schemas run too. */
const plausible = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(
    'secret123',
    'fuzz_owner',
    'abc123456x',
    INVITE,
    'ABCD',
    'a@b.co',
    true,
    '\u0000',
    'é'.repeat(6),
  ),
);

function bodyOf(fields: string[]) {
  const record = fc.record(Object.fromEntries(fields.map((f) => [f, plausible])), { requiredKeys: [] });
  return fc.oneof(
    record.map((v) => ({ type: 'application/json', payload: JSON.stringify(v) })),
    fc
      .tuple(record, fc.string(), plausible)
      .map(([v, k, x]) => ({ type: 'application/json', payload: JSON.stringify({ ...v, [k]: x }) })),
    fc.jsonValue().map((v) => ({ type: 'application/json', payload: JSON.stringify(v) ?? 'null' })),
    fc.string().map((s) => ({ type: 'application/json', payload: s })),
    fc
      .tuple(
        fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data',
          'application/octet-stream',
          '',
        ),
        fc.string(),
      )
      .map(([type, payload]) => ({ type, payload })),
  );
}

/** Multipart bodies: well-formed, cut short, with the wrong boundary, several files. */
const multipartBody = fc
  .tuple(
    fc.uint8Array({ maxLength: 64 }),
    fc.constantFrom('b1', 'other'),
    fc.boolean(),
    fc.nat(3),
    fc.constantFrom('image/png', 'text/plain', 'application/octet-stream'),
  )
  .map(([bytes, used, close, files, mime]) => {
    const parts: Buffer[] = [];
    for (let i = 0; i < files; i++) {
      parts.push(
        Buffer.from(
          `--${used}\r\nContent-Disposition: form-data; name="file"; filename="f${i}.png"\r\nContent-Type: ${mime}\r\n\r\n`,
        ),
        Buffer.from(bytes),
        Buffer.from('\r\n'),
      );
    }
    if (close) parts.push(Buffer.from(`--${used}--\r\n`));
    return { type: 'multipart/form-data; boundary=b1', payload: Buffer.concat(parts) };
  });

describe(`auth endpoints under random input (${TEST_DB})`, () => {
  const server = suiteServer({ CAPTCHA: 'on' });
  let ownerId: number;
  beforeAll(async () => {
    await createAgent(server, INVITE);
    ownerId = (await createOwner(server, 'fuzz_owner', 'secret123')).id;
  });

  const auth = fc.constantFrom<'valid' | 'none' | 'forged'>('valid', 'none', 'forged');
  // A fresh session per run: an earlier run may have logged out or changed the password.
  const headersOf = async (who: 'valid' | 'none' | 'forged', lang: string) => ({
    'accept-language': lang,
    ...(who === 'valid' ? { authorization: `Bearer ${await createSession(server.ctx.db, ownerId)}` } : {}),
    ...(who === 'forged' ? { authorization: 'Bearer forged-token' } : {}),
  });

  async function neverFails(
    method: 'GET' | 'POST',
    url: (extra: string) => string,
    body: fc.Arbitrary<{ type: string; payload: string | Buffer }> | null,
  ) {
    await fc.assert(
      fc.asyncProperty(
        auth,
        fc.constantFrom('en', 'zh-CN', '', '*'),
        fc.ipV4(),
        fc.string(),
        body ?? fc.constant(null),
        async (who, lang, remoteAddress, extra, input) => {
          const res = await server.app.inject({
            method,
            url: url(extra),
            remoteAddress,
            headers: { ...(await headersOf(who, lang)), ...(input ? { 'content-type': input.type } : {}) },
            ...(input ? { payload: input.payload } : {}),
          });
          expect(res.statusCode, `${method} ${res.statusCode} ${res.body.slice(0, 300)}`).toBeLessThan(500);
          if (res.headers['content-type']?.toString().startsWith('application/json')) {
            expect(res.json()).toHaveProperty('code');
          }
        },
      ),
      { numRuns: RUNS, seed: 7 },
    );
  }

  const q = (extra: string) => encodeURIComponent(extra);

  it('GET /user/code', () => neverFails('GET', (x) => `/api/user/code?${q(x)}=${q(x)}`, null));
  it('POST /user/add', async () => {
    // A live captcha id among the guesses, so the captcha check itself is reached.
    await issueCaptcha(server.ctx.db, { code: 'ABCD' });
    await neverFails(
      'POST',
      () => '/api/user/add',
      bodyOf([
        'username',
        'password',
        'confirmPassword',
        'email',
        'captchaId',
        'code',
        'invitationCode',
        'ageConfirmed',
      ]),
    );
  });
  it('POST /user/login', () => neverFails('POST', () => '/api/user/login', bodyOf(['username', 'password'])));
  it('GET /vue-element-admin/user/info', () =>
    neverFails('GET', (x) => `/api/vue-element-admin/user/info?token=${q(x)}`, null));
  it('GET /user/info/get', () => neverFails('GET', (x) => `/api/user/info/get?${q(x)}`, null));
  it('POST /user/info/update', () =>
    neverFails(
      'POST',
      () => '/api/user/info/update',
      bodyOf(['name', 'alias', 'email', 'gender', 'introduction', 'intervalTime']),
    ));
  it('POST /user/info/password', () =>
    neverFails('POST', () => '/api/user/info/password', bodyOf(['oldPassword', 'newPassword'])));
  it('POST /user/info/avatar', () =>
    neverFails('POST', () => '/api/user/info/avatar', fc.oneof(multipartBody, bodyOf(['file']))));
  it('GET /user/avatar/:name', () => neverFails('GET', (x) => `/api/user/avatar/${q(x) || 'x'}`, null));
  it('POST /vue-element-admin/user/logout (last: it may end the session)', () =>
    neverFails('POST', () => '/api/vue-element-admin/user/logout', bodyOf(['token'])));
});
