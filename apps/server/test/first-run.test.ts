import { dashboardFirstRun, parseAccountLine, SAMPLE_ACCOUNTS_FILE } from '@reelfleet/contract';
import { describe, expect, it } from 'vitest';
import { sampleAccounts } from '../src/sim/platform/samples.ts';
import { staffPerson } from './admin-fixtures.ts';
import { upload } from './fleet-fixtures.ts';
import { TEST_DB } from './harness.ts';
import { suiteEngine } from './suite.ts';
import { batchLogin, quick, waitForEnd, workspace } from './tasks-fixtures.ts';

describe(`first run: sample accounts and the checklist's figures (${TEST_DB})`, () => {
  const { server } = suiteEngine();

  async function sampleFile(headers: Record<string, string>) {
    return server.app.inject({ method: 'GET', url: '/api/account/info/sample', headers });
  }

  it('serves the simulator’s sample accounts as an import file, the same on every call', async () => {
    const ws = await workspace(server, { name: 'fr_file', points: 0, devices: 0, accounts: 0 });
    const res = await sampleFile(ws.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${SAMPLE_ACCOUNTS_FILE}"`);
    const lines = res.body.trim().split('\n');
    // One source: the accounts the simulator's seed gives, each a line the import accepts.
    expect(lines).toEqual(
      sampleAccounts(server.ctx.config.SIM_SEED).map((a) => `${a.account}|${a.password}`),
    );
    for (const line of lines) expect(parseAccountLine(line).ok).toBe(true);
    expect((await sampleFile(ws.headers)).body).toBe(res.body);
    // Not signed in: refused like every account call.
    expect((await sampleFile({})).statusCode).toBe(401);
  });

  it('the checklist ticks from the workspace as it fills; the sample accounts all log in', async () => {
    const ws = await workspace(server, { name: 'fr_run', points: 1_000, devices: 3, accounts: 0 });
    const figures = async () => {
      const res = await ws.api.get('/dashboard/firstRun');
      expect(res.status).toBe(200);
      return dashboardFirstRun.parse(res.body.data);
    };
    // The fixture's workspace has devices (and a tag) but no account yet.
    expect(await figures()).toEqual({
      devices: true,
      accounts: false,
      taggedAccounts: false,
      tasks: false,
      succeededLogId: null,
    });

    const file = (await sampleFile(ws.headers)).body;
    const imported = await upload(server, ws.headers, SAMPLE_ACCOUNTS_FILE, file);
    expect(imported.status).toBe(200);
    expect(imported.body.data).toMatchObject({ accepted: 5, rejectedCount: 0 });
    expect(await figures()).toMatchObject({ accounts: true, taggedAccounts: false });

    const list = await ws.api.post('/account/info/queryList?pageNo=1&pageSize=20', {});
    const ids = list.body.data.list.map((a: { id: number }) => a.id);
    expect((await ws.api.put('/account/info/tag', { ids, labelId: ws.tagId })).status).toBe(200);
    expect(await figures()).toMatchObject({ taggedAccounts: true, tasks: false });

    const created = await batchLogin(ws, { name: 'first login', ...quick });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await figures()).tasks).toBe(true);
    const ended = await waitForEnd(ws.api, created.body.data.id);
    expect(ended.status).toBe('success');
    // Every sample account logged in: none failed, none abnormal.
    expect(ended.message).toMatchObject({ success: 5, failed: 0, error: 0 });
    expect((await figures()).succeededLogId).toBe(created.body.data.logId);
  });

  it('a sample account with another password is refused by the simulated platform', async () => {
    const ws = await workspace(server, { name: 'fr_wrong', points: 1_000, devices: 1, accounts: 0 });
    const [first] = sampleAccounts(server.ctx.config.SIM_SEED);
    const imported = await upload(server, ws.headers, 'wrong.txt', `${first!.account}|not-its-password\n`, {
      query: `?labelId=${ws.tagId}`,
    });
    expect(imported.body.data).toMatchObject({ accepted: 1 });
    const created = await batchLogin(ws, { name: 'wrong', ...quick });
    expect(created.status).toBe(201);
    const ended = await waitForEnd(ws.api, created.body.data.id);
    expect(ended.message).toMatchObject({ success: 0, failed: 1 });
  });

  it('customer service staff may download the sample (their roles include accounts)', async () => {
    const ws = await workspace(server, { name: 'fr_staff', points: 0, devices: 0, accounts: 0 });
    const staff = await staffPerson(server, ws.ownerId, ['service']);
    expect((await sampleFile(staff.headers)).statusCode).toBe(200);
    const figures = await server.app.inject({
      method: 'GET',
      url: '/api/dashboard/firstRun',
      headers: staff.headers,
    });
    expect(figures.statusCode).toBe(200);
  });
});
