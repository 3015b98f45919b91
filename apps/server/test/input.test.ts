import { connect } from 'node:net';
import { INPUT_DEPTH_MAX } from '@reelfleet/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAgent, register, tokenFor, validRegistration } from './auth-helpers.ts';
import { client } from './fleet-fixtures.ts';
import { ADMIN_PASSWORD, TEST_DB } from './harness.ts';
import { png, uploadFile } from './material-fixtures.ts';
import { beforeAllValue, suiteServer } from './suite.ts';
import { workspace } from './tasks-fixtures.ts';

/** Issue 39 points 1, 2 and 6, each as a client (or a spreadsheet) would meet it. */

const deepArrays = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;
const FORMULA = '=HYPERLINK("//e.x/a","z")';

/**
 * Sends a request over a real socket, the whole body first (`body`, or that many bytes of
 * filler), and only then reads the answer, as most clients do.
 */
function sendThenRead(port: number, head: string, body: Buffer | number): Promise<string> {
  const bytes = typeof body === 'number' ? Buffer.alloc(body, 'x') : body;
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.pause();
    let answer = '';
    let sent = 0;
    // A server that stops reading without answering would leave this client waiting: said so.
    const stalled = setTimeout(() => {
      answer += '[no answer]';
      socket.destroy();
    }, 10_000);
    socket.on('error', (e) => {
      answer += `[${e.message}]`;
    });
    socket.on('close', () => {
      clearTimeout(stalled);
      resolve(answer);
    });
    socket.write(head);
    const pump = () => {
      if (socket.destroyed) return;
      if (sent >= bytes.length) {
        socket.on('data', (d) => {
          answer += d;
          if (/\r\n\r\n[\s\S]*\}$/.test(answer)) socket.end();
        });
        socket.resume();
        return;
      }
      const chunk = bytes.subarray(sent, sent + 64 * 1024);
      sent += chunk.length;
      socket.write(chunk, () => setTimeout(pump, 1));
    };
    pump();
  });
}

describe(`input every route gets (${TEST_DB})`, () => {
  const server = suiteServer();
  const ws = beforeAllValue(() => workspace(server, { name: 'input_a', points: 0, devices: 1, accounts: 1 }));
  const raw = (url: string, payload: string, lang = 'en') =>
    server.app.inject({
      method: 'POST',
      url: `/api${url}`,
      headers: { ...ws.headers, 'content-type': 'application/json', 'accept-language': lang },
      payload,
    });

  describe('1. nesting', () => {
    it('answers 50,000 nested arrays 400 naming the limit, in English and Chinese, on a route that walks ids', async () => {
      const en = await raw('/device/group/add', deepArrays(50_000));
      expect(en.statusCode).toBe(400);
      expect(en.json()).toEqual({
        code: 400,
        message: `The request body is nested more than ${INPUT_DEPTH_MAX} levels deep`,
        data: null,
      });
      const zh = await raw('/device/info/queryList', `{"ids":${deepArrays(50_000)}}`, 'zh');
      expect(zh.statusCode).toBe(400);
      expect(zh.json().message).toBe(`请求体的嵌套超过 ${INPUT_DEPTH_MAX} 层`);
    });

    it('lets a body exactly at the limit through to its schema', async () => {
      const res = await raw('/device/group/add', deepArrays(INPUT_DEPTH_MAX));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).not.toMatch(/nested/);
    });
  });

  describe('2. control characters', () => {
    it('refuse NUL in a name, naming the field, the same on both databases, and store nothing', async () => {
      for (const name of ['a\u0000b', '\u0000']) {
        const res = await ws.api.post('/device/group/add', { name });
        expect(res.status).toBe(400);
        expect(res.body.data.errors).toEqual([
          { field: 'name', message: 'name contains characters that are not allowed' },
        ]);
      }
      const groups = await server.ctx.db.selectFrom('device_groups').select('name').execute();
      expect(groups.map((g) => g.name)).toEqual(['input_a-group']);
    });

    it('refuse NUL and other C0 characters in list filters, in the body and in the query, in Chinese too', async () => {
      const zh = client(server, ws.headers, 'zh-CN');
      const body = await zh.post('/device/group/queryList', { name: 'a\u0000' });
      expect(body.status).toBe(400);
      expect(body.body.data.errors[0]).toEqual({ field: 'name', message: 'name包含不允许的字符' });
      const bell = await ws.api.post('/account/info/queryList', { account: 'a\u0007b' });
      expect(bell.status).toBe(400);
      expect(bell.body.data.errors[0].field).toBe('account');
      const query = await ws.api.get('/finance/price/name?name=%00');
      expect(query.status).toBe(400);
      expect(query.body.data.errors[0].field).toBe('name');
      const path = await ws.api.get('/user/avatar/a%00b.png');
      expect(path.status).toBe(400);
    });

    it('keep tab and line breaks where a text has lines (a proxy list) and refuse them in a name', async () => {
      const lines = await ws.api.post('/proxy/info/add', { proxies: '127.0.0.1:8000\r\n127.0.0.1:8001\t' });
      expect(lines.status).toBeLessThan(500);
      expect(JSON.stringify(lines.body)).not.toMatch(/not allowed/);
      const name = await ws.api.post('/device/group/add', { name: 'a\tb' });
      expect(name.status).toBe(400);
    });
  });

  describe('3. bodies over the limit', () => {
    let port = 0;
    beforeAll(async () => {
      await server.app.listen({ port: 0, host: '127.0.0.1' });
      port = (server.app.server.address() as { port: number }).port;
    });

    it('answer 413 in the envelope to a client that reads once it has sent everything', async () => {
      const bytes = 2 * 1024 * 1024;
      const head = `POST /api/user/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${bytes}\r\n\r\n`;
      const answer = await sendThenRead(port, head, bytes);
      expect(answer).toMatch(/^HTTP\/1\.1 413 /);
      expect(answer).toContain('{"code":413,"message":"The request body is too large","data":null}');
      // An address over Node's 16 KB head limit: 431, in the envelope too.
      const long = await sendThenRead(
        port,
        `GET /api/health?x=${'y'.repeat(900_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
        0,
      );
      expect(long).toMatch(/^HTTP\/1\.1 431 /);
      expect(long).toContain('"code":431');
    });

    it('an upload refused after its first bytes answers to a client that reads once it has sent everything', async () => {
      const boundary = 'input039';
      const png = Buffer.alloc(6_000_000, 0x41);
      png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="clip.mp4"\r\n` +
            'Content-Type: video/mp4\r\n\r\n',
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const head =
        'POST /api/resource/material/upload?type=video&subtype=original&tagMode=name&labelName=x HTTP/1.1\r\n' +
        `Host: x\r\nAuthorization: ${ws.headers.authorization}\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${body.length}\r\n\r\n`;
      const answer = await sendThenRead(port, head, body);
      expect(answer).toMatch(/^HTTP\/1\.1 415 /);
      expect(answer).toContain('"code":415');
    });
  });

  describe('4. exported cells', () => {
    it('never start with a formula: a username in the audit export, a reserve account, a fan', async () => {
      await createAgent(server, 'INPUT039');
      // The registration rule allows this username (printable ASCII).
      const reg = await register(server, validRegistration('INPUT039', { username: FORMULA }));
      expect(reg.statusCode).toBe(200);
      const admin = client(server, bearer(await tokenFor(server, 'admin', ADMIN_PASSWORD)));
      const audit = await admin.post('/audit/log/export', {});
      expect(audit.status).toBe(200);
      const cells = (audit.body.data.text as string).split('\n').flatMap((line) => line.split('\t'));
      expect(cells).toContain(`'${FORMULA}`);
      expect(cells.filter((c) => /^[=+@\t\r]|^-(?!\d+(\.\d+)?$)/.test(c))).toEqual([]);

      const added = await ws.api.post('/resource/account/add', { account: FORMULA, password: 'pw' });
      expect(added.status).toBe(200);
      const accounts = await ws.api.post('/resource/account/export', {});
      expect(accounts.body.data.text).toBe(`'${FORMULA}\n`);

      const at = new Date().toISOString();
      await server.ctx.db
        .insertInto('resource_fans')
        .values({
          workspace_id: ws.ownerId,
          uid: '1',
          account: '@SUM(1+1)*cmd|" /C calc"!A0',
          nickname: '+1\n=2',
          fans_type: 'blogger',
          follower_count: 5,
          signature: '-2+3',
          sec_uid: 'MS4w',
          label_id: null,
          source: 'x',
          task_id: null,
          created_at: at,
          updated_at: at,
        })
        .execute();
      const fans = await ws.api.post('/resource/fans/export', {});
      expect(fans.body.data.text).toBe(`'@SUM(1+1)*cmd|" /C calc"!A0\t'+1 =2\t5\t'-2+3\tMS4w\t\n`);
    });
  });

  describe('5. names people can trust', () => {
    it('refuse a right-to-left override or a zero-width character in a name, naming the field (en, zh)', async () => {
      const zh = client(server, ws.headers, 'zh-CN');
      for (const name of ['\u202eevil.exe', 'a\u200bb', '\u2066x\u2069', 'x\ufeffy']) {
        const group = await ws.api.post('/device/group/add', { name });
        expect(group.status, name).toBe(400);
        expect(group.body.data.errors).toEqual([
          { field: 'name', message: 'name may not contain control, invisible or text-direction characters' },
        ]);
        const tag = await zh.post('/account/tag/add', { name });
        expect(tag.status).toBe(400);
        expect(tag.body.data.errors[0].message).toBe('name不能包含控制字符、不可见字符或文字方向控制字符');
      }
      const profile = await ws.api.post('/user/info/update', { name: 'boss\u202e' });
      expect(profile.status).toBe(400);
      expect(profile.body.data.errors[0].field).toBe('name');
      const department = await ws.api.post('/user/division/department/add', { name: '\u200dteam' });
      expect(department.status).toBe(400);
      expect(await ws.api.post('/device/group/add', { name: 'Shelf A 货架' })).toMatchObject({ status: 200 });
    });

    it('refuse an uploaded file whose name carries one, and keep nothing of it', async () => {
      const res = await uploadFile(
        server,
        ws.headers,
        'type=image&subtype=original&tagMode=name&labelName=x',
        [{ filename: '\u202egpj.exe', content: await png(), type: 'image/png' }],
      );
      expect(res.status).toBe(400);
      expect(res.body.data.errors[0].field).toBe('file');
      const stored = await server.ctx.db.selectFrom('materials').select('id').execute();
      expect(stored).toEqual([]);
    });
  });
});
