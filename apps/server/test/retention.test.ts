import { describe, expect, it } from 'vitest';
import { pruneFinished } from '../src/modules/tasks/retention.ts';
import { TEST_DB } from './harness.ts';
import { countRows } from './rows.ts';
import { suiteEngine, suiteServer } from './suite.ts';
import {
  boundWorkspace,
  likeTask,
  recordingDriver,
  startEngine,
  usableVideos,
  waitForEnd,
  waitUntil,
} from './tasks-fixtures.ts';

const DAY = 86_400_000;

/**
 * Retention (docs/operations.md): the step rows and log lines of tasks that ended RETENTION_DAYS
 * ago go, in small batches; recent and unfinished tasks keep theirs; task totals and the ledger stay.
 */
describe(`retention (${TEST_DB})`, () => {
  const { server } = suiteEngine();

  it('prunes old finished tasks only, and changes no total', async () => {
    const db = server.ctx.db;
    const ws = await boundWorkspace(server, 'retention', { points: 10_000, devices: 3, accounts: 3 });
    const videos = usableVideos(server, 3);
    const ids: number[] = [];
    for (const name of ['old', 'recent']) {
      const res = await likeTask(ws, `retention ${name}`, videos);
      expect(res.status).toBe(201);
      ids.push(res.body.data.id);
      await waitForEnd(ws.api, res.body.data.id);
    }
    const [oldId, recentId] = ids as [number, number];
    // An unfinished task, created long ago: paused before it ran, it keeps everything.
    await server.tasks.stopEngine();
    const open = await likeTask(ws, 'retention open', videos);
    const openId: number = open.body.data.id;
    expect((await ws.api.post(`/task/info/pause/${openId}`)).status).toBe(200);
    const now = server.ctx.clock.now();
    const longAgo = new Date(now - 40 * DAY).toISOString();
    await db.updateTable('tasks').set({ end_time: longAgo }).where('id', '=', oldId).execute();
    await db.updateTable('tasks').set({ created_at: longAgo }).where('id', '=', openId).execute();
    await db
      .updateTable('tasks')
      .set({ end_time: new Date(now - 10 * DAY).toISOString() })
      .where('id', '=', recentId)
      .execute();

    const rowsOf = async (taskId: number) => ({
      steps: Number(
        (
          await db
            .selectFrom('task_steps as s')
            .innerJoin('task_items as i', 'i.id', 's.item_id')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('i.task_id', '=', taskId)
            .executeTakeFirstOrThrow()
        ).n,
      ),
      logs: await countRows(db, 'task_logs', { column: 'task_id', in: [taskId] }),
    });
    const totals = () => db.selectFrom('tasks').selectAll().orderBy('id').execute();
    const ledger = () => db.selectFrom('ledger_entries').selectAll().orderBy('id').execute();
    const before = { tasks: await totals(), ledger: await ledger(), old: await rowsOf(oldId) };
    const recent = await rowsOf(recentId);
    const unfinished = await rowsOf(openId);
    expect(before.old.steps).toBe(9);
    expect(before.old.logs).toBeGreaterThan(9);
    const progress = (await ws.api.get(`/task/info/progress/${oldId}`)).body.data;

    // Batches of 2 rows: many DELETEs per task.
    const removed = await pruneFinished(db, server.ctx.clock.iso(), 30, { batch: 2, tasks: 10 });
    expect(removed).toEqual({ tasks: 1, steps: before.old.steps, logs: before.old.logs });
    expect(await rowsOf(oldId)).toEqual({ steps: 0, logs: 0 });
    expect(await rowsOf(recentId)).toEqual(recent);
    expect(await rowsOf(openId)).toEqual(unfinished);
    // Nothing else moved: the task rows (but the old one's pruned_at) and every ledger entry.
    const after = await totals();
    expect(after.map(({ pruned_at: _, ...t }) => t)).toEqual(before.tasks.map(({ pruned_at: _, ...t }) => t));
    expect(after.find((t) => t.id === oldId)?.pruned_at).not.toBeNull();
    expect(after.filter((t) => t.pruned_at !== null)).toHaveLength(1);
    expect(await ledger()).toEqual(before.ledger);
    expect((await ws.api.get(`/task/info/progress/${oldId}`)).body.data).toEqual(progress);
    // A pruned task is not looked at again; a shorter retention reaches the recent one.
    expect(await pruneFinished(db, server.ctx.clock.iso(), 30)).toEqual({ tasks: 0, steps: 0, logs: 0 });
    expect((await pruneFinished(db, server.ctx.clock.iso(), 5)).tasks).toBe(1);
    expect(await rowsOf(openId)).toEqual(unfinished);
  });
});

describe(`retention worker (${TEST_DB})`, () => {
  const server = suiteServer({ SIM_TIME_SCALE: '2000', RETENTION_DAYS: '30' });

  it('runs beside the engine when RETENTION_DAYS is set', async () => {
    const driver = recordingDriver(server).driver;
    await startEngine(server, driver);
    const ws = await boundWorkspace(server, 'retention-worker', { points: 1_000, devices: 1, accounts: 1 });
    const res = await likeTask(ws, 'retention worker', usableVideos(server, 2));
    await waitForEnd(ws.api, res.body.data.id);
    await server.tasks.stopEngine();
    const old = new Date(server.ctx.clock.now() - 31 * DAY).toISOString();
    await server.ctx.db
      .updateTable('tasks')
      .set({ end_time: old })
      .where('id', '=', res.body.data.id)
      .execute();
    // Its first round runs as the engine starts.
    await startEngine(server, driver);
    const pruned = () =>
      server.ctx.db
        .selectFrom('tasks')
        .select('pruned_at')
        .where('id', '=', res.body.data.id)
        .executeTakeFirstOrThrow();
    await waitUntil(async () => (await pruned()).pruned_at !== null, 20_000, 'the worker to prune');
    expect(await countRows(server.ctx.db, 'task_logs', { column: 'task_id', in: [res.body.data.id] })).toBe(
      0,
    );
    await server.tasks.stopEngine();
  });
});
