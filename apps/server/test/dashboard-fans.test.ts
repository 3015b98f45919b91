import { describe, expect, it } from 'vitest';
import { recordFans } from '../src/modules/dashboard/fans-history.ts';
import { adminPerson } from './admin-fixtures.ts';
import { client } from './fleet-fixtures.ts';
import { TEST_DB } from './harness.ts';
import { suiteServer } from './suite.ts';
import { workspace } from './tasks-fixtures.ts';

/** The dashboard's fans trend (issue 15): the workspace's followers total per day, from daily records. */
describe(`dashboard fans trend (${TEST_DB})`, () => {
  const server = suiteServer();
  const DAY_MS = 86_400_000;
  const dayAgo = (n: number) => new Date(Date.now() - n * DAY_MS).toISOString().slice(0, 10);

  async function fans(accountIds: number[], values: number[]) {
    for (const [i, id] of accountIds.entries()) {
      await server.ctx.db.updateTable('accounts').set({ fans: values[i]! }).where('id', '=', id).execute();
    }
  }

  it("shows today's total, recorded days, nulls where nothing was recorded, and when history starts", async () => {
    const ws = await workspace(server, { name: 'fans-trend', points: 0, devices: 0, accounts: 3 });
    const other = await workspace(server, { name: 'fans-trend-other', points: 0, devices: 0, accounts: 1 });
    await fans(other.accountIds, [9_000]);
    // Two earlier records of this workspace, as the recorder would have left them.
    await fans(ws.accountIds, [100, 20, 3]);
    await recordFans(server.ctx.db, dayAgo(5), ws.ownerId);
    await fans(ws.accountIds, [150, 20, 3]);
    await recordFans(server.ctx.db, dayAgo(2), ws.ownerId);
    await fans(ws.accountIds, [200, 25, 5]);

    const res = await ws.api.get('/dashboard/charts');
    expect(res.status).toBe(200);
    const { days, fansSince } = res.body.data;
    expect(fansSince).toBe(dayAgo(5));
    const byDate = new Map(days.map((d: { date: string; fans: number | null }) => [d.date, d.fans]));
    expect(byDate.get(dayAgo(0))).toBe(230);
    expect(byDate.get(dayAgo(2))).toBe(173);
    expect(byDate.get(dayAgo(5))).toBe(123);
    // No record: no figure made up.
    expect(byDate.get(dayAgo(1))).toBeNull();
    expect(byDate.get(dayAgo(6))).toBeNull();
    expect(days.filter((d: { fans: number | null }) => d.fans !== null)).toHaveLength(3);

    // A later change the same day replaces the day's figure.
    await fans(ws.accountIds, [300, 25, 5]);
    expect((await ws.api.get('/dashboard/charts')).body.data.days.at(-1).fans).toBe(330);

    // The other workspace's followers never count here; the admin sees every workspace summed.
    const theirs = (await other.api.get('/dashboard/charts')).body.data;
    expect(theirs.days.at(-1).fans).toBe(9_000);
    const admin = client(server, (await adminPerson(server)).headers);
    const system = (await admin.get('/dashboard/charts')).body.data;
    expect(system.days.at(-1).fans).toBeGreaterThanOrEqual(9_330);
  });

  it('a workspace without accounts has no history yet and says so', async () => {
    const ws = await workspace(server, { name: 'fans-empty', points: 0, devices: 0, accounts: 0 });
    const { days, fansSince } = (await ws.api.get('/dashboard/charts')).body.data;
    expect(fansSince).toBeNull();
    expect(days.every((d: { fans: number | null }) => d.fans === null)).toBe(true);
  });
});
