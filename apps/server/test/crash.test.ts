import { describe, expect, it } from 'vitest';
import { ledgerTotals } from '../src/modules/finance/ledger.ts';
import { crashServer } from './crash-harness.ts';
import { TEST_DB } from './harness.ts';
import { countRows, insertAccountTag } from './rows.ts';
import { usableVideos, workspace } from './tasks-fixtures.ts';

const TASKS = 100;
const TAGS = 10;

/**
 * The real server process, killed with SIGKILL while 100 tasks run, then
 * started again on the same database: every step ends exactly once, the
 * counters are the sum of the outcomes, and the ledger is the sum of its entries.
 */
describe(`crash: SIGKILL while tasks run (${TEST_DB})`, () => {
  const crash = crashServer('crash');

  it('loses nothing and counts nothing twice', async () => {
    // The workspace is prepared in-process on the same database, then the real server runs.
    const prep = await crash.prepare();
    const ws = await workspace(prep, {
      name: 'crash',
      points: 100_000,
      devices: 40,
      accounts: 40,
      bound: true,
    });
    const tags: number[] = [];
    const at = new Date().toISOString();
    for (let t = 0; t < TAGS; t++) {
      const tag = await insertAccountTag(prep.ctx.db, ws.ownerId, `crash-${t}`, at);
      tags.push(tag);
      await prep.ctx.db
        .updateTable('accounts')
        .set({ label_id: tag })
        .where(
          'id',
          'in',
          ws.accountIds.filter((_, i) => i % TAGS === t),
        )
        .execute();
    }
    const videos = usableVideos(prep, 2);
    const api = await crash.api(prep, ws.ownerId);

    const t0 = Date.now();
    const first = await crash.start();
    console.log(`crash test: server healthy in ${Date.now() - t0} ms`);
    const created: number[] = [];
    for (let batch = 0; batch < TASKS; batch += 20) {
      const replies = await Promise.all(
        Array.from({ length: 20 }, (_, j) =>
          api('POST', '/tiktok/api/online/comment/like', {
            name: `crash ${batch + j}`,
            accountLabelIds: [tags[(batch + j) % TAGS]],
            values: videos,
            threadCount: 2,
            sleepMin: 50,
            sleepMax: 70,
          }),
        ),
      );
      for (const res of replies) {
        expect(res.status).toBe(201);
        created.push(res.body.data.id);
      }
    }
    // Let it work a little (until some steps are done and others running: on a loaded machine that
    // takes longer than on a quiet one), then pull the plug in the middle of it.
    await crash.waitUntilNone(
      async (d) => {
        const done = await countRows(d.db, 'task_steps', { column: 'state', in: ['done'] });
        const running = await countRows(d.db, 'task_steps', { column: 'state', in: ['claimed'] });
        return done > 0 && running > 0 ? 0 : 1;
      },
      30_000,
      'some steps done and some running',
    );
    await crash.kill(first);

    const atKill = crash.read();
    const db = atKill.db;
    const total = await countRows(db, 'task_steps');
    const finalAtKill = await countRows(db, 'task_steps', {
      column: 'state',
      in: ['done', 'failed', 'abnormal', 'cancelled'],
    });
    const claimedAtKill = await countRows(db, 'task_steps', { column: 'state', in: ['claimed'] });
    // The kill happened mid-run: some work done, some not, some of it in the hands of the dead process.
    expect(finalAtKill).toBeGreaterThan(0);
    expect(finalAtKill).toBeLessThan(total);
    expect(claimedAtKill).toBeGreaterThan(0);
    await crash.release(atKill);

    const restarted = Date.now();
    await crash.start();
    await crash.waitUntilNone(
      async (d) => {
        if (process.env.CRASH_DEBUG) {
          const rows = await d.db
            .selectFrom('task_steps')
            .select(['state', (eb) => eb.fn.countAll<number>().as('n')])
            .groupBy('state')
            .execute();
          const logs = await d.db
            .selectFrom('task_logs')
            .select(['msg_key', (eb) => eb.fn.countAll<number>().as('n')])
            .where('level', '=', 'DEBUG')
            .groupBy('msg_key')
            .execute();
          console.log(Date.now() - restarted, JSON.stringify(rows), JSON.stringify(logs));
        }
        return crash.unfinishedTasks(d);
      },
      60_000,
      'tasks did not finish',
    );
    console.log(
      `crash test: killed after ${finalAtKill}/${total} steps (${claimedAtKill} running); all done ${Date.now() - restarted} ms after the restart`,
    );
    // The API agrees.
    for (const id of created.slice(0, 5)) {
      expect((await api<{ status: string }>('GET', `/task/info/progress/${id}`)).body.data.status).toBe(
        'success',
      );
    }

    const after = crash.final().db;
    const steps = await after.selectFrom('task_steps').select(['id', 'task_id', 'state', 'price']).execute();
    expect(steps.length).toBe(total);
    expect(steps.every((s) => ['done', 'failed', 'abnormal'].includes(s.state))).toBe(true);
    // One final log line per step, written with its final state: nothing counted twice.
    const finalLines = await after
      .selectFrom('task_logs')
      .select(['step_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('msg_key', 'in', ['log.step.ok', 'log.step.failed', 'log.step.abnormal'])
      .groupBy('step_id')
      .execute();
    expect(finalLines.length).toBe(total);
    expect(finalLines.every((l) => Number(l.n) === 1)).toBe(true);

    const tasks = await after.selectFrom('tasks').selectAll().execute();
    for (const t of tasks) {
      const mine = steps.filter((s) => s.task_id === t.id);
      expect(t.success_count).toBe(mine.filter((s) => s.state === 'done').length);
      expect(t.failed_count).toBe(mine.filter((s) => s.state === 'failed').length);
      expect(t.abnormal_count).toBe(mine.filter((s) => s.state === 'abnormal').length);
      expect(t.remaining).toBe(0);
      expect(t.points_charged).toBe(mine.filter((s) => s.state === 'done').reduce((n, s) => n + s.price, 0));
      expect(t.points_charged + t.points_released).toBe(t.points_held);
    }
    const charged = await after
      .selectFrom('ledger_entries')
      .select([
        'ref_id',
        (eb) => eb.fn.sum<number>('quantity').as('q'),
        (eb) => eb.fn.sum<number>('held_delta').as('h'),
      ])
      .where('kind', '=', 'charge')
      .where('ref_type', '=', 'task')
      .groupBy('ref_id')
      .execute();
    for (const c of charged) {
      const t = tasks.find((x) => x.id === Number(c.ref_id))!;
      expect(Number(c.q)).toBe(t.success_count);
      expect(-Number(c.h)).toBe(t.points_charged);
    }
    const ledger = await ledgerTotals(after, ws.ownerId);
    expect(ledger.held).toBe(0);
    expect(ledger.balance).toBe(ledger.sumAmount);
    expect(ledger.held).toBe(ledger.sumHeld);
    expect(ledger.balance).toBe(100_000 - tasks.reduce((n, t) => n + t.points_charged, 0));
    const sems = await after.selectFrom('engine_semaphores').select('used').where('used', '>', 0).execute();
    expect(sems).toEqual([]);
  }, 120_000);
});
