import { describe, expect, it } from 'vitest';
import { crashServer, FINAL_STEP_STATES } from './crash-harness.ts';
import { expectTasksPaidOff } from './exactly-once.ts';
import { TEST_DB } from './harness.ts';
import { countRows } from './rows.ts';
import { boundWorkspace, usableVideos } from './tasks-fixtures.ts';

const TASKS = 20;

/**
 * The real server process stopped with SIGTERM while tasks run (a deploy, `docker stop`,
 * `systemctl stop`), then started again: it exits 0 having finished or given back every step it
 * ran, leaves nothing for the sweeper, and after the restart every action has run exactly once
 * per try and the ledger is exact (docs/operations.md "Stopping").
 */
describe(`SIGTERM while tasks run (${TEST_DB})`, () => {
  const server = crashServer('sigterm');

  it('stops cleanly, loses nothing and repeats nothing', async () => {
    const prep = await server.prepare();
    const ws = await boundWorkspace(prep, 'sigterm', { points: 100_000, devices: 20, accounts: 20 });
    const videos = usableVideos(prep, 2);
    const api = await server.api(prep, ws.ownerId);

    const first = await server.start();
    for (let batch = 0; batch < TASKS; batch += 10) {
      const replies = await Promise.all(
        Array.from({ length: 10 }, (_, j) =>
          api('POST', '/tiktok/api/online/comment/like', {
            name: `sigterm ${batch + j}`,
            accountLabelIds: [ws.tagId],
            values: videos,
            threadCount: 2,
            sleepMin: 50,
            sleepMax: 70,
          }),
        ),
      );
      for (const res of replies) expect(res.status).toBe(201);
    }
    await server.midRun();
    const stopping = Date.now();
    expect(await server.terminate(first)).toBe(0);
    const stopMs = Date.now() - stopping;

    // As the stopped process left it: nothing claimed, no process row, work left to do.
    const atStop = server.read();
    const total = await countRows(atStop.db, 'task_steps');
    const finalAtStop = await countRows(atStop.db, 'task_steps', { column: 'state', in: FINAL_STEP_STATES });
    expect(await countRows(atStop.db, 'task_steps', { column: 'state', in: ['claimed'] })).toBe(0);
    expect(await countRows(atStop.db, 'engine_processes')).toBe(0);
    expect(finalAtStop).toBeGreaterThan(0);
    expect(finalAtStop).toBeLessThan(total);
    await server.release(atStop);

    const restarted = Date.now();
    await server.start();
    await server.waitUntilNone((d) => server.unfinishedTasks(d), 60_000, 'tasks did not finish');
    console.log(
      `sigterm test: stopped in ${stopMs} ms after ${finalAtStop}/${total} steps; all done ${Date.now() - restarted} ms after the restart`,
    );

    const db = server.final().db;
    const steps = await db
      .selectFrom('task_steps')
      .select(['id', 'task_id', 'state', 'price', 'attempt'])
      .execute();
    expect(steps.length).toBe(total);
    expect(steps.every((s) => ['done', 'failed', 'abnormal'].includes(s.state))).toBe(true);
    const lines = await db
      .selectFrom('task_logs')
      .select(['step_id', 'msg_key'])
      .where('step_id', 'is not', null)
      .execute();
    const per = (key: string) => {
      const n = new Map<number, number>();
      for (const l of lines) if (l.msg_key === key) n.set(l.step_id!, (n.get(l.step_id!) ?? 0) + 1);
      return n;
    };
    // Nothing was taken from a dead process (lost) or aborted mid-action at the stop (returned).
    expect(per('log.step.lost').size).toBe(0);
    expect(per('log.step.returned').size).toBe(0);
    // Each try ran once: a step's attempts are its first try and its retries, and it ended once.
    const retries = per('log.step.retry');
    for (const s of steps) expect(s.attempt).toBe(1 + (retries.get(s.id) ?? 0));
    const ends = ['log.step.ok', 'log.step.failed', 'log.step.abnormal'].map(per);
    for (const s of steps) expect(ends.reduce((n, m) => n + (m.get(s.id) ?? 0), 0)).toBe(1);

    const tasks = await db.selectFrom('tasks').selectAll().execute();
    for (const t of tasks) {
      const mine = steps.filter((s) => s.task_id === t.id);
      expect(t.success_count).toBe(mine.filter((s) => s.state === 'done').length);
      expect(t.points_charged).toBe(mine.filter((s) => s.state === 'done').reduce((n, s) => n + s.price, 0));
    }
    await expectTasksPaidOff(db, { ownerId: ws.ownerId, points: 100_000, tasks });
  }, 120_000);
});
