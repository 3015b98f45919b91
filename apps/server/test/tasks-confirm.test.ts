import { describe, expect, it } from 'vitest';
import { balanceOf, entryCount, grant } from './admin-fixtures.ts';
import type { Reply } from './fleet-fixtures.ts';
import { TEST_DB, type TestServer } from './harness.ts';
import { countRows } from './rows.ts';
import { suiteServer } from './suite.ts';
import { boundWorkspace, quick, usableVideos, type Workspace, workspace } from './tasks-fixtures.ts';

const LOGIN = '/tiktok/api/online/user/login';
const LIKE = '/tiktok/api/online/comment/like';

/** A call with extra headers (Idempotency-Key, Quote-Id), as the console sends its submissions. */
async function send(
  server: TestServer,
  ws: Workspace,
  method: 'POST' | 'PUT',
  url: string,
  payload: object,
  headers: Record<string, string>,
): Promise<Reply & { headers: Record<string, unknown> }> {
  const res = await server.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...ws.headers, 'accept-language': 'en-US', ...headers },
    payload,
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

const tasksOf = (server: TestServer, ws: Workspace) =>
  server.ctx.db
    .selectFrom('tasks')
    .select(['id', 'accounts', 'points_held'])
    .where('workspace_id', '=', ws.ownerId)
    .execute();

describe(`confirmed plans and one task per click (${TEST_DB})`, () => {
  const server = suiteServer({ SIM_TIME_SCALE: '2000' });

  it('20 identical batch logins sent at once create one task, held once; the rest are refused', async () => {
    const ws = await workspace(server, { name: 'par20', points: 100, devices: 3, accounts: 10 });
    const body = { name: 'x', groupId: ws.groupId, accountLabelIds: [ws.tagId], ...quick };
    const answers = await Promise.all(Array.from({ length: 20 }, () => ws.api.post(LOGIN, body)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    // The others find every account already in that task ('task.accountsBusy' or no free device).
    expect(statuses.filter((s) => s === 422)).toHaveLength(19);
    const tasks = await tasksOf(server, ws);
    expect(tasks).toHaveLength(1);
    expect(tasks[0]).toMatchObject({ accounts: 10 });
    expect(await balanceOf(server, ws.ownerId)).toEqual({ balance: 90, held: 10 });
    expect(await countRows(server.ctx.db, 'task_items', { column: 'task_id', in: [tasks[0]!.id] })).toBe(10);
  });

  it('a second batch login leaves out the accounts an unfinished one still logs in', async () => {
    const ws = await workspace(server, { name: 'busy', points: 100, devices: 4, accounts: 4 });
    const first = await ws.api.post(LOGIN, {
      name: 'first',
      groupId: ws.groupId,
      accountIds: ws.accountIds.slice(0, 2),
      ...quick,
    });
    expect(first.status).toBe(201);
    const quote = await ws.api.post('/task/info/quote', {
      subtype: 'batch_login',
      body: { groupId: ws.groupId, accountLabelIds: [ws.tagId], ...quick },
    });
    expect(quote.body.data).toMatchObject({ accounts: 2, ok: true });
    expect(quote.body.data.problems).toContainEqual(
      expect.objectContaining({
        code: 'task.accountsBusy',
        blocking: false,
        message: expect.stringContaining('busy_acct_1'),
      }),
    );
  });

  it('a replayed Idempotency-Key answers the first result and writes nothing', async () => {
    const ws = await workspace(server, { name: 'idem', points: 10_000, devices: 0, accounts: 0 });
    const key = { 'idempotency-key': 'rent-7f3a' };
    const first = await send(server, ws, 'POST', '/device/info/add', { count: 1, months: 1 }, key);
    expect(first.status).toBe(200);
    const entries = await entryCount(server, ws.ownerId);
    const devices = await countRows(server.ctx.db, 'devices', { column: 'workspace_id', in: [ws.ownerId] });
    const audits = await countRows(server.ctx.db, 'audit_entries');

    const replay = await send(server, ws, 'POST', '/device/info/add', { count: 1, months: 1 }, key);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(first.body);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await entryCount(server, ws.ownerId)).toBe(entries);
    expect(await countRows(server.ctx.db, 'devices', { column: 'workspace_id', in: [ws.ownerId] })).toBe(
      devices,
    );
    expect(await countRows(server.ctx.db, 'audit_entries')).toBe(audits);

    // The same key for another request is refused, and writes nothing either.
    const other = await send(server, ws, 'POST', '/device/info/add', { count: 2, months: 1 }, key);
    expect(other.status).toBe(422);
    expect(other.body.message).toBe('This Idempotency-Key was already used for a different request');
    expect(await entryCount(server, ws.ownerId)).toBe(entries);

    const bad = await send(
      server,
      ws,
      'POST',
      '/device/info/add',
      { count: 1, months: 1 },
      { 'idempotency-key': 'a b' },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.data).toMatchObject({ field: 'Idempotency-Key' });
  });

  it('20 task submissions sharing one key create one task; a refused call leaves its key free', async () => {
    const ws = await boundWorkspace(server, 'idemtask', { points: 100, devices: 2, accounts: 2 });
    const values = usableVideos(server, 2);
    const body = { name: 'likes', accountLabelIds: [ws.tagId], values, ...quick };
    const key = { 'idempotency-key': 'like-once' };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => send(server, ws, 'POST', LIKE, body, key)),
    );
    const created = answers.filter((a) => a.status === 201);
    // One ran; the others replayed its answer or were told it was still running (409).
    expect(new Set(created.map((a) => a.body.data.id)).size).toBe(1);
    expect(answers.every((a) => a.status === 201 || a.status === 409)).toBe(true);
    expect(await tasksOf(server, ws)).toHaveLength(1);
    expect(await balanceOf(server, ws.ownerId)).toEqual({ balance: 96, held: 4 });

    // A refused call wrote nothing and keeps no key: sent again once it can pass, it runs.
    const refusedKey = { 'idempotency-key': 'too-dear' };
    const dear = { ...body, name: 'dear', values: usableVideos(server, 50) };
    const refused = await send(server, ws, 'POST', LIKE, dear, refusedKey);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/Not enough points/);
    await grant(server, ws.ownerId, 100);
    expect((await send(server, ws, 'POST', LIKE, dear, refusedKey)).status).toBe(201);
  });

  it('a quote that went stale between confirm and submit creates nothing and answers the new plan', async () => {
    const ws = await boundWorkspace(server, 'stale', { points: 100, devices: 3, accounts: 3 });
    const values = usableVideos(server, 1);
    const body = { accountLabelIds: [ws.tagId], values, ...quick };
    // The third account is not under the tag when the user confirms.
    await server.ctx.db
      .updateTable('accounts')
      .set({ label_id: null })
      .where('id', '=', ws.accountIds[2]!)
      .execute();
    const quote = await ws.api.post('/task/info/quote', {
      subtype: 'like',
      body: { name: 'likes', ...body },
    });
    expect(quote.body.data).toMatchObject({ accounts: 2, points: 2, ok: true });
    const quoteId = quote.body.data.quoteId as string;
    expect(quoteId).toEqual(expect.any(String));

    await server.ctx.db
      .updateTable('accounts')
      .set({ label_id: ws.tagId })
      .where('id', '=', ws.accountIds[2]!)
      .execute();
    const stale = await send(server, ws, 'POST', LIKE, { name: 'likes', ...body }, { 'quote-id': quoteId });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(
      'The plan changed since you confirmed it: now 3 accounts, 3 points. Nothing was created; check the new plan and submit again',
    );
    expect(stale.body.data.quote).toMatchObject({
      accounts: 3,
      points: 3,
      ok: true,
      quoteId: expect.any(String),
    });
    expect(await tasksOf(server, ws)).toHaveLength(0);
    expect(await balanceOf(server, ws.ownerId)).toEqual({ balance: 100, held: 0 });

    // Confirming the new plan creates exactly it; the name plays no part in the plan.
    const again = await send(
      server,
      ws,
      'POST',
      LIKE,
      { name: 'renamed', ...body },
      { 'quote-id': stale.body.data.quote.quoteId },
    );
    expect(again.status).toBe(201);
    expect(again.body.data).toMatchObject({ accounts: 3, pointsHeld: 3 });
  });

  it('a forged or expired quote id is a changed plan, never a pass', async () => {
    const ws = await boundWorkspace(server, 'forged', { points: 100, devices: 1, accounts: 1 });
    const body = { name: 'likes', accountLabelIds: [ws.tagId], values: usableVideos(server, 1), ...quick };
    const quote = await ws.api.post('/task/info/quote', { subtype: 'like', body });
    const [expires, mac] = (quote.body.data.quoteId as string).split('.');
    const later = (Number.parseInt(expires!, 36) + 3_600_000).toString(36);
    for (const id of [`${later}.${mac}`, '0.abc', 'nonsense', `${(Date.now() - 1).toString(36)}.${mac}`]) {
      const answer = await send(server, ws, 'POST', LIKE, body, { 'quote-id': id });
      expect(answer.status, id).toBe(409);
    }
    expect(await tasksOf(server, ws)).toHaveLength(0);
  });
});
