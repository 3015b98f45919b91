import { priceOf } from '@reelfleet/contract';
import { describe, expect, it } from 'vitest';
import { crashServer } from './crash-harness.ts';
import { expectTasksPaidOff } from './exactly-once.ts';
import { TEST_DB } from './harness.ts';
import { countRows } from './rows.ts';
import { workspace } from './tasks-fixtures.ts';

const TASKS = 6;

/**
 * The real server, killed with SIGKILL while fan collection tasks run, then
 * started again on the same database: every task ends, the fans of each are
 * exactly what it counted, it paid for exactly those (every started
 * hundred), and the ledger is the sum of its entries with nothing held.
 */
describe(`crash: SIGKILL mid-collection (${TEST_DB})`, () => {
  const crash = crashServer('gather-crash');

  it('charges exactly the fans each task kept, and the ledger is the sum of its entries', async () => {
    const prep = await crash.prepare();
    const ws = await workspace(prep, { name: 'gcrash', points: 10_000, devices: 0, accounts: 0 });
    const cat = prep.ctx.driver.catalogue;
    const bloggers: string[] = [];
    for (let j = 0; bloggers.length < 3; j++) {
      const u = cat.userAt(j);
      if (cat.followerPage(u.id, 0, 1).total >= 2000) bloggers.push(u.uniqueId);
    }
    const api = await crash.api(prep, ws.ownerId);

    const first = await crash.start();
    for (let i = 0; i < TASKS; i++) {
      // Overlapping sources: tasks compete for the same fans.
      const res = await api('POST', '/resource/gather/add', {
        name: `crash ${i}`,
        type: 'blogger',
        values: [bloggers[i % bloggers.length]],
        targetCount: 1500,
        sleepMin: 20,
        sleepMax: 40,
      });
      expect(res.status).toBe(201);
    }
    await new Promise((r) => setTimeout(r, 700));
    await crash.kill(first);

    const mid = crash.read();
    const atKill = await countRows(mid.db, 'resource_fans');
    await crash.release(mid);

    await crash.start();
    await crash.waitUntilNone(crash.unfinishedTasks, 90_000, 'collection did not finish');

    const db = crash.final().db;
    const fans = await db.selectFrom('resource_fans').select(['uid', 'task_id']).execute();
    console.log(`gather crash test: ${atKill} fans at the kill, ${fans.length} after the restart`);
    expect(atKill).toBeLessThan(fans.length);
    expect(new Set(fans.map((f) => f.uid)).size).toBe(fans.length);
    const tasks = await db.selectFrom('tasks').selectAll().execute();
    const gathered = await db.selectFrom('resource_gathers').selectAll().execute();
    for (const t of tasks) {
      const kept = fans.filter((f) => f.task_id === t.id).length;
      expect(gathered.find((g) => g.task_id === t.id)?.collected ?? 0).toBe(kept);
      expect(t.points_charged).toBe(priceOf({ points: 1, per: 100 }, kept));
    }
    await expectTasksPaidOff(db, { ownerId: ws.ownerId, points: 10_000, tasks });
  }, 180_000);
});
