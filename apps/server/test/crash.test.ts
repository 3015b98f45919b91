import { describe, expect, it } from 'vitest';
import { crashServer, FINAL_STEP_STATES } from './crash-harness.ts';
import { expectEveryStepEndedOnce } from './exactly-once.ts';
import { TEST_DB } from './harness.ts';
import { countRows, insertAccountTag } from './rows.ts';
import { boundWorkspace, usableVideos } from './tasks-fixtures.ts';

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
    const ws = await boundWorkspace(prep, 'crash', { points: 100_000, devices: 40, accounts: 40 });
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
    await crash.midRun();
    await crash.kill(first);

    const atKill = crash.read();
    const db = atKill.db;
    const total = await countRows(db, 'task_steps');
    const finalAtKill = await countRows(db, 'task_steps', { column: 'state', in: FINAL_STEP_STATES });
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

    await expectEveryStepEndedOnce(crash.final().db, { ownerId: ws.ownerId, points: 100_000, total });
  }, 120_000);
});
