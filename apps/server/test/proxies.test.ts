import { PROXY_BATCH_MAX, parseProxyLine, parseProxyLines, proxyPage } from '@reelfleet/contract';
import { describe, expect, it } from 'vitest';
import { ownerPerson } from './admin-fixtures.ts';
import { client, fleetCounts, rent } from './fleet-fixtures.ts';
import { TEST_DB } from './harness.ts';
import { beforeAllValue, suiteServer } from './suite.ts';

describe('proxy line parsing (spec 5 custom proxy)', () => {
  const table: Array<[string, string, string | null]> = [
    ['valid IPv4', 'user:pass@192.168.1.10:8080', null],
    ['valid host name', 'user:pass@Gate.Example.NET:7000', null],
    ['password with : and @', 'user:p:a@ss@203.0.113.5:1', null],
    ['port 65535', 'u:p@8.8.8.8:65535', null],
    ['surrounding spaces', '  u:p@8.8.8.8:80  ', null],
    ['missing port', 'user:pass@192.168.1.10', 'proxy.reason.portMissing'],
    ['empty port', 'user:pass@192.168.1.10:', 'proxy.reason.portMissing'],
    ['port 0', 'user:pass@192.168.1.10:0', 'proxy.reason.port'],
    ['port 65536', 'user:pass@192.168.1.10:65536', 'proxy.reason.port'],
    ['port not a number', 'user:pass@192.168.1.10:http', 'proxy.reason.port'],
    ['bad IP part', 'user:pass@256.1.1.1:80', 'proxy.reason.host'],
    ['bad IP 999', 'user:pass@999.1.1.1:80', 'proxy.reason.host'],
    ['three-part IP', 'user:pass@10.1.1:80', 'proxy.reason.host'],
    ['leading zero', 'user:pass@10.01.1.1:80', 'proxy.reason.host'],
    ['unspecified 0.0.0.0', 'user:pass@0.0.0.0:80', 'proxy.reason.host'],
    ['multicast', 'user:pass@224.0.0.1:80', 'proxy.reason.host'],
    ['single-label host', 'user:pass@localhost:80', 'proxy.reason.host'],
    ['IPv6', 'user:pass@[::1]:80', 'proxy.reason.host'],
    ['unicode host', 'user:pass@prüfung.de:80', 'proxy.reason.nonAscii'],
    ['unicode password', 'user:pässword@1.2.3.4:80', 'proxy.reason.nonAscii'],
    ['full-width colon', 'user：pass@1.2.3.4:80', 'proxy.reason.nonAscii'],
    ['no credentials', '1.2.3.4:80', 'proxy.reason.credentials'],
    ['ip:port:user:pass', '192.168.1.10:8080:user:pass', null],
    ['host:port:user:pass', 'Gate.Example.NET:7000:user:pass', null],
    ['ip:port:user:pass, password with :', '1.2.3.4:80:user:p:w', null],
    ['ip:port:user', '1.2.3.4:80:user', 'proxy.reason.credentials'],
    ['ip:port::pass', '1.2.3.4:80::pass', 'proxy.reason.credentials'],
    ['ip:port:user:', '1.2.3.4:80:user:', 'proxy.reason.credentials'],
    ['ip::user:pass', '1.2.3.4::user:pass', 'proxy.reason.portMissing'],
    ['bad IP, ip:port:user:pass', '256.1.1.1:80:user:pass', 'proxy.reason.host'],
    ['port 0, ip:port:user:pass', '1.2.3.4:0:user:pass', 'proxy.reason.port'],
    ['one word', 'proxy', 'proxy.reason.shape'],
    ['no password', 'user@1.2.3.4:80', 'proxy.reason.credentials'],
    ['empty password', 'user:@1.2.3.4:80', 'proxy.reason.credentials'],
    ['empty user', ':pass@1.2.3.4:80', 'proxy.reason.credentials'],
    ['space inside', 'user:pa ss@1.2.3.4:80', 'proxy.reason.shape'],
  ];
  it.each(table)('%s', (_name, line, reason) => {
    const parsed = parseProxyLine(line);
    if (reason === null) expect(parsed.ok).toBe(true);
    else expect(parsed).toEqual({ ok: false, reason });
  });

  it('splits credentials from the address at the last @ and lower-cases host names', () => {
    expect(parseProxyLine('user:p:a@ss@Gate.Example.NET:7000')).toEqual({
      ok: true,
      value: { username: 'user', password: 'p:a@ss', host: 'gate.example.net', port: 7000 },
    });
  });

  it('reads ip:port:user:pass as the same proxy as user:pass@ip:port', () => {
    const value = { username: 'user', password: 'p:w', host: 'gate.example.net', port: 7000 };
    expect(parseProxyLine('Gate.Example.NET:7000:user:p:w')).toEqual({ ok: true, value });
    expect(parseProxyLine('user:p:w@gate.example.net:7000')).toEqual({ ok: true, value });
  });

  it('numbers lines as typed, blank lines included, and knows an empty text', () => {
    const parsed = parseProxyLines('a:b@1.2.3.4:80\r\n\r\nbad\n c:d@5.6.7.8:81');
    expect(parsed.entries.map((e) => e.line)).toEqual([1, 4]);
    expect(parsed.errors).toEqual([{ line: 3, reason: 'proxy.reason.shape' }]);
    expect(parseProxyLines(' \n\t\n').empty).toBe(true);
  });
});

describe(`proxies API (${TEST_DB})`, () => {
  const server = suiteServer();
  const owner = beforeAllValue(() => ownerPerson(server, { points: 10_000 }));
  const api = beforeAllValue(async () => client(server, owner.headers));

  it('refuses a batch with any bad line, naming every bad line, and adds nothing', async () => {
    const before = await fleetCounts(server);
    const text = ['a:b@1.2.3.4:80', 'c:d@5.6.7.8', 'e:f@9.9.9.9:0', 'g:h@10.0.0.1:3128'].join('\n');
    const res = await api.post('/proxy/info/add', { proxies: text });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Proxy Format Is Incorrect, Please Re-enter (line 2: the port is missing)');
    expect(res.body.data.errors).toEqual([
      {
        field: 'proxies',
        message: 'Proxy Format Is Incorrect, Please Re-enter (line 2: the port is missing)',
      },
      {
        field: 'proxies',
        message:
          'Proxy Format Is Incorrect, Please Re-enter (line 3: port must be a whole number from 1 to 65535)',
      },
    ]);
    const zh = await client(server, owner.headers, 'zh-CN').post('/proxy/info/add', { proxies: text });
    expect(zh.body.message).toBe('代理格式不正确，请重新输入（第 2 行：缺少端口）');
    expect(await fleetCounts(server)).toEqual(before);
  });

  it('adds ip:port:user:pass lines beside user:pass@ip:port ones, one proxy each, and names a bad one', async () => {
    // A workspace of its own: the other tests list every proxy of theirs.
    const api = await client(server, (await ownerPerson(server, { points: 10 })).headers);
    const bad = await api.post('/proxy/info/add', {
      proxies: '198.51.100.7:8000:dave:pw\n198.51.100.8:8000:erin\n',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(
      'Proxy Format Is Incorrect, Please Re-enter (line 2: username and password are required, username without ":")',
    );
    const res = await api.post('/proxy/info/add', {
      proxies: '198.51.100.7:8000:dave:pw\nfrank:pw@198.51.100.9:8000\ndave:pw@198.51.100.7:8000',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ added: 2, duplicateLines: [3] });
    const list = await api.post('/proxy/info/queryList', {});
    expect(list.body.data.list.map((p: { proxyInfo: string }) => p.proxyInfo).sort()).toEqual([
      'dave:****@198.51.100.7:8000',
      'frank:****@198.51.100.9:8000',
    ]);
  });

  it('refuses empty input in both languages', async () => {
    for (const proxies of ['', '  \n \n', undefined]) {
      const en = await api.post('/proxy/info/add', proxies === undefined ? {} : { proxies });
      expect(en.status).toBe(400);
      expect(en.body.message).toBe('proxy information cannot be empty, please fill it out again');
      const zh = await client(server, owner.headers, 'zh-CN').post('/proxy/info/add', {
        proxies: proxies ?? '',
      });
      expect(zh.body.message).toBe('代理信息不能为空，请重新填写');
    }
  });

  it(`refuses more than ${PROXY_BATCH_MAX} proxies at a time`, async () => {
    const text = Array.from(
      { length: PROXY_BATCH_MAX + 1 },
      (_, i) => `u:p@10.0.${i >> 8}.${i & 255 || 1}:80`,
    ).join('\n');
    const res = await api.post('/proxy/info/add', { proxies: text });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`At most ${PROXY_BATCH_MAX.toLocaleString('en')} proxies at a time`);
  });

  it('adds many, skips duplicates, shows them masked and stores credentials sealed', async () => {
    const text = [
      'alice:s3cret@203.0.113.1:8000',
      'bob:s3cret@203.0.113.2:8000',
      'alice:s3cret@203.0.113.1:8000', // same as line 1
      '',
      'carol:pw@proxy.example.com:9000',
    ].join('\n');
    const res = await api.post('/proxy/info/add', { proxies: text });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ added: 3, duplicateLines: [3] });
    const again = await api.post('/proxy/info/add', {
      proxies: 'bob:s3cret@203.0.113.2:8000\nbob:other@203.0.113.2:8000',
    });
    expect(again.body.data).toMatchObject({ added: 1, duplicateLines: [1] });

    const list = await api.post('/proxy/info/queryList', {});
    expect(() => proxyPage.parse(list.body.data)).not.toThrow();
    expect(list.body.data.list.map((p: { proxyInfo: string }) => p.proxyInfo)).toEqual([
      'bob:****@203.0.113.2:8000',
      'carol:****@proxy.example.com:9000',
      'bob:****@203.0.113.2:8000',
      'alice:****@203.0.113.1:8000',
    ]);
    expect(JSON.stringify(list.body)).not.toContain('s3cret');

    const rows = await server.ctx.db
      .selectFrom('proxies')
      .select(['host', 'credentials'])
      .where('workspace_id', '=', owner.id)
      .where('host', 'in', ['203.0.113.1', '203.0.113.2'])
      .orderBy('id')
      .execute();
    for (const row of rows) expect(row.credentials).not.toContain('s3cret');
    // alice:s3cret and bob:s3cret share the password; the ciphertexts share nothing visible.
    expect(rows[0]!.credentials).not.toBe(rows[1]!.credentials);
    expect(server.ctx.secrets.open(rows[0]!.credentials)).toBe('alice:s3cret');

    const byHost = await api.post('/proxy/info/queryList', { host: 'EXAMPLE' });
    expect(byHost.body.data.total).toBe(1);
  });

  it('updates a proxy line and its tag; deleting it puts devices back on the global network', async () => {
    const added = await api.post('/proxy/info/add', { proxies: 'dan:pw@198.51.100.20:3128' });
    const id = added.body.data.ids[0];
    const tag = (await api.post('/proxy/tag/add', { name: 'Residential' })).body.data;
    const updated = await api.put('/proxy/info/update', {
      id,
      proxyInfo: 'dan:new@198.51.100.21:3129',
      labelId: tag.id,
    });
    expect(updated.body.data).toMatchObject({
      proxyInfo: 'dan:****@198.51.100.21:3129',
      labelName: 'Residential',
    });
    const bad = await api.put('/proxy/info/update', { id, proxyInfo: 'dan:new@198.51.100.21:99999' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(
      'Proxy Format Is Incorrect, Please Re-enter (port must be a whole number from 1 to 65535)',
    );

    const [device] = await rent(api, 1, 1);
    await api.put('/device/info/update', { id: device!.id, proxyMode: 'custom', proxyId: id });
    expect((await api.get(`/proxy/info/detail/${id}`)).body.data.deviceCount).toBe(1);
    const del = await api.del(`/proxy/info/delete/${id}`);
    expect(del.body).toMatchObject({ message: 'Delete Success', data: { count: 1 } });
    const after = (await api.get(`/device/info/detail/${device!.id}`)).body.data;
    expect(after).toMatchObject({ proxyMode: 'global', proxyId: null, proxyInfo: null });
  });

  it('answers 404 for another workspace proxy in every batch endpoint, changing nothing', async () => {
    const stranger = await ownerPerson(server);
    const strangerApi = client(server, stranger.headers);
    const theirs = (await strangerApi.post('/proxy/info/add', { proxies: 'x:y@192.0.2.77:80' })).body.data
      .ids[0];
    const mine = (await api.post('/proxy/info/add', { proxies: 'x:y@192.0.2.78:80' })).body.data.ids[0];
    const theirTag = (await strangerApi.post('/proxy/tag/add', { name: 'Theirs' })).body.data;
    const [device] = await rent(api, 1, 1);
    const before = await fleetCounts(server);
    const snapshot = await server.ctx.db.selectFrom('proxies').selectAll().orderBy('id').execute();
    const calls = [
      api.del('/proxy/info/deletes', { ids: [mine, theirs] }),
      api.del(`/proxy/info/delete/${theirs}`),
      api.put('/proxy/info/tag', { ids: [mine, theirs], labelId: null }),
      api.put('/proxy/info/tag', { ids: [mine], labelId: theirTag.id }),
      api.put('/proxy/info/update', { id: theirs, proxyInfo: 'a:b@1.1.1.1:1' }),
      api.get(`/proxy/info/detail/${theirs}`),
      api.post('/proxy/info/queryList', { labelId: theirTag.id }),
      api.put('/device/info/update', { id: device!.id, proxyMode: 'custom', proxyId: theirs }),
      api.put('/device/info/proxy', { ids: [device!.id], proxyMode: 'custom', proxyId: theirs }),
    ];
    for (const [i, call] of calls.entries()) expect((await call).status, `call ${i}`).toBe(404);
    expect(await fleetCounts(server)).toEqual(before);
    expect(await server.ctx.db.selectFrom('proxies').selectAll().orderBy('id').execute()).toEqual(snapshot);
    const empty = await api.del('/proxy/info/deletes', { ids: [] });
    expect(empty.body.message).toBe('Please select proxies first');
  });
});
