import { describe, expect, it } from 'vitest';
import { createSession } from '../src/modules/auth/session.ts';
import { upload } from './fleet-fixtures.ts';
import { TEST_DB, type TestServer } from './harness.ts';
import { suiteEngine } from './suite.ts';
import {
  batchLogin,
  boundWorkspace,
  likeTask,
  quick,
  usableVideos,
  waitForEnd,
  workspace,
} from './tasks-fixtures.ts';

async function exportFailed(server: TestServer, ownerId: number, logId: string) {
  const token = await createSession(server.ctx.db, ownerId);
  const res = await server.app.inject({
    method: 'GET',
    url: `/api/task/log/${logId}/export?level=ERROR`,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.statusCode, headers: res.headers, body: res.body };
}

describe(`export failed objects (${TEST_DB})`, () => {
  const { server, rec } = suiteEngine();

  it('gives the failed accounts of a login task as lines the account import takes back', async () => {
    const ws = await workspace(server, { name: 'relog', points: 100, devices: 2, accounts: 5 });
    // Accounts 2 and 4 fail to log in (wrong password), the others succeed.
    rec.script = (action, req) =>
      action === 'login' ? (/_acct_[24]$/.test(req.account) ? 'failure' : 'success') : null;
    const created = await batchLogin(ws, { name: 'relog', ...quick });
    expect(created.status).toBe(201);
    const end = await waitForEnd(ws.api, created.body.data.id);
    rec.script = null;
    expect(end.message).toMatchObject({ success: 3, failed: 2 });

    const exported = await exportFailed(server, ws.ownerId, created.body.data.logId);
    expect(exported.status).toBe(200);
    expect(exported.headers['content-disposition']).toMatch(
      /^attachment; filename="batch_login-failed-accounts-\d{8}T\d{6}\.txt"$/,
    );
    // workspace() seals `pw-<i>` for account i + 1.
    expect(exported.body).toBe('relog_acct_2|pw-1\nrelog_acct_4|pw-3\n');

    // Fed back to the import: every line accepted (as duplicates while the accounts are listed)...
    const again = await upload(server, ws.headers, 'failed.txt', exported.body);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ accepted: 0, duplicateCount: 2, rejectedCount: 0 });
    // ...and imported once they are gone from the list.
    const del = await ws.api.del('/account/info/deletes', {
      ids: [ws.accountIds[1], ws.accountIds[3]],
    });
    expect(del.status).toBe(200);
    const back = await upload(server, ws.headers, 'failed.txt', exported.body);
    expect(back.body.data).toMatchObject({ accepted: 2, duplicateCount: 0, rejectedCount: 0 });
  });

  it('keeps the ERROR log lines for kinds whose objects are not accounts', async () => {
    const ws = await boundWorkspace(server, 'likelog', { points: 100, devices: 1, accounts: 1 });
    const ids = usableVideos(server, 2);
    rec.script = (action) => (action === 'like' ? 'failure' : null);
    const created = await likeTask(ws, 'fails', ids);
    await waitForEnd(ws.api, created.body.data.id);
    rec.script = null;
    // A kind that collects no fans carries no count of them.
    const rows = await ws.api.post('/task/info/queryList?pageNo=1&pageSize=10', { subtype: 'like' });
    expect(rows.body.data.list[0]).toMatchObject({ logId: created.body.data.logId, collected: null });
    const exported = await exportFailed(server, ws.ownerId, created.body.data.logId);
    expect(exported.headers['content-disposition']).toMatch(/filename="like-error-/);
    for (const l of exported.body.trim().split('\n')) expect(l).toMatch(/\[ERROR\] \[likelog_acct_1\] like /);
  });
});
