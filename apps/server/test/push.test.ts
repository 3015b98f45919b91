import { afterAll, describe, expect, it } from 'vitest';
import { client, ok } from './fleet-fixtures.ts';
import { startTestServer, TEST_DB, type TestServer } from './harness.ts';
import { openStream, type SseClient } from './push-client.ts';
import { suiteServer } from './suite.ts';
import {
  boundWorkspace,
  likeTask,
  recordingDriver,
  startEngine,
  usableVideo,
  waitForEnd,
} from './tasks-fixtures.ts';

/** Live updates (docs/push.md): GET /api/events as a console holds it, on a listening server. */
describe(`live updates (${TEST_DB})`, () => {
  /** A second process on the same database shares its key. */
  const ENV = { SIM_TIME_SCALE: '2000', SECRET_KEY: 'cd'.repeat(32) };
  const server = suiteServer(ENV);
  const streams: SseClient[] = [];
  const open = async (...args: Parameters<typeof openStream>) => {
    const stream = await openStream(...args);
    streams.push(stream);
    return stream;
  };
  afterAll(() => {
    for (const s of streams) s.close();
  });
  let serial = 0;
  const unique = (prefix: string) => `${prefix}_${Date.now() % 100_000}_${serial++}`;

  it("sends a task-state event and the owner's new unread count when a task ends", async () => {
    const ws = await boundWorkspace(server, unique('push'), { points: 1000, devices: 1, accounts: 1 });
    const stream = await open(server, ws.headers);
    expect(stream.status).toBe(200);
    await stream.next((e) => e.event === 'hello', 'hello');
    expect(await stream.next((e) => e.event === 'unread', 'the counts at open')).toMatchObject({
      data: { unread: 0 },
    });
    const task = ok(await likeTask(ws, 'pushed', [usableVideo(server)]), 'task');
    // The creation invalidates the task lists (a durable event, numbered).
    const created = await stream.next((e) => e.event === 'invalidate', 'the new task');
    expect(created.data.lists).toEqual(['tasks']);
    await startEngine(server, recordingDriver(server).driver);
    await waitForEnd(ws.api, task.id);
    const ended = await stream.next(
      (e) => e.event === 'task' && e.data.id === task.id && e.data.status === 'success',
      'the end of the task',
    );
    expect(ended.data).toMatchObject({ logId: task.logId, subtype: 'like', type: 'toker', progress: 100 });
    expect(Number(ended.id)).toBeGreaterThan(Number(created.id));
    expect(
      await stream.next((e) => e.event === 'unread' && e.data.unread === 1, 'the notification'),
    ).toBeTruthy();
  });

  it('streams the new lines of the task log it subscribed to', async () => {
    const ws = await boundWorkspace(server, unique('pushlog'), { points: 1000, devices: 1, accounts: 1 });
    await startEngine(server, recordingDriver(server).driver);
    const task = ok(await likeTask(ws, 'logged', [usableVideo(server)]), 'task');
    const stream = await open(server, ws.headers, `?log=${task.logId}`);
    await waitForEnd(ws.api, task.id);
    const log = await stream.next(
      (e) => e.event === 'log' && e.data.lines.some((l: { message: string }) => /completed/i.test(l.message)),
      'the last log line',
    );
    expect(log.data.logId).toBe(task.logId);
    const ids = stream.events
      .filter((e) => e.event === 'log')
      .flatMap((e) => e.data.lines.map((l: { id: number }) => l.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
    // Another workspace's task log answers 404, as its other reads do.
    const other = await boundWorkspace(server, unique('pushother'), { points: 10, devices: 1, accounts: 1 });
    expect((await openStream(server, other.headers, `?log=${task.logId}`)).status).toBe(404);
  });

  it('refuses a revoked session, and ends an open stream when its session is revoked', async () => {
    const ws = await boundWorkspace(server, unique('pushout'), { points: 10, devices: 1, accounts: 1 });
    const stream = await open(server, ws.headers);
    await stream.next((e) => e.event === 'hello', 'hello');
    expect((await ws.api.post('/vue-element-admin/user/logout')).status).toBe(200);
    await stream.next((e) => e.event === 'logout', 'the logout');
    await stream.ended;
    const again = await open(server, ws.headers);
    expect(again.status).toBe(401);
    expect(again.events).toEqual([]);
    expect((await openStream(server, {})).status).toBe(401);
  });

  it('resumes after Last-Event-ID without missing an event', async () => {
    const ws = await boundWorkspace(server, unique('pushresume'), { points: 1000, devices: 2, accounts: 1 });
    const first = await open(server, ws.headers);
    const hello = await first.next((e) => e.event === 'hello', 'hello');
    first.close();
    await first.ended;
    // Changes while nobody listens: three device renames, each a durable invalidation.
    for (const [i, id] of ws.deviceIds.concat(ws.deviceIds[0]!).entries())
      ok(await ws.api.put('/device/info/update', { id, name: `renamed ${i}` }), 'rename');
    const resumed = await open(server, { ...ws.headers, 'last-event-id': hello.id! });
    const hi = await resumed.next((e) => e.event === 'hello', 'hello');
    expect(hi.data.resumed).toBe(true);
    const missed = [1, 2, 3].map((n) => String(Number(hello.id) + n));
    for (const id of missed) await resumed.next((e) => e.id === id, `event ${id}`);
    const replayed = resumed.events.filter((e) => e.event === 'invalidate');
    expect(replayed.map((e) => e.id)).toEqual(missed);
    expect(replayed.every((e) => e.data.lists.includes('devices'))).toBe(true);
    // An id this server never gave (or long pruned) starts over and says so.
    const lost = await open(server, { ...ws.headers, 'last-event-id': '999999' });
    await lost.next((e) => e.event === 'reset', 'the reset');
  });

  describe.runIf(TEST_DB === 'postgres')('two processes on one database', () => {
    let other: TestServer;
    afterAll(async () => {
      await other?.close();
    });

    it('brings an event from the second process to a stream of the first', async () => {
      other = await startTestServer(ENV, { handle: server.handle });
      const ws = await boundWorkspace(server, unique('pushpg'), { points: 1000, devices: 1, accounts: 1 });
      const stream = await open(server, ws.headers);
      await stream.next((e) => e.event === 'hello', 'hello');
      const viaOther = client(other, ws.headers);
      ok(
        await viaOther.put('/device/info/update', { id: ws.deviceIds[0], name: 'renamed elsewhere' }),
        'rename',
      );
      const event = await stream.next((e) => e.event === 'invalidate', 'the rename in the other process');
      expect(event.data.lists).toEqual(['devices']);
      // A stream of the second process resumes from the first's id: the numbers are the database's.
      const resumed = await open(other, { ...ws.headers, 'last-event-id': String(Number(event.id) - 1) });
      expect((await resumed.next((e) => e.id === event.id, 'the same event')).event).toBe('invalidate');
    });
  });
});
