import {
  classifyServerStatus,
  DEVICE_EXPIRING_DAYS,
  dashboardAccounts,
  dashboardDevices,
  dashboardFans,
  dashboardStatus,
  dashboardTaskCount,
} from '@reelfleet/contract';
import { describe, expect, it } from 'vitest';
import { ownerPerson } from './admin-fixtures.ts';
import { TEST_DB } from './harness.ts';
import { beforeAllValue, suiteServer } from './suite.ts';

describe(`dashboard (${TEST_DB})`, () => {
  const server = suiteServer();
  const owner = beforeAllValue(() => ownerPerson(server));

  async function get(path: string) {
    const res = await server.app.inject({
      method: 'GET',
      url: `/api/dashboard/${path}`,
      headers: owner.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ code: 200 });
    return res.json().data;
  }

  it('says which area cards are not built yet instead of showing invented figures', async () => {
    // Accounts are built: a workspace without any has honest zeros (lifecycle.test.ts counts real ones);
    // fans collected this month belong to fan collection, not built.
    expect(dashboardAccounts.parse(await get('tiktiok'))).toEqual({
      available: true,
      accounts: 0,
      fans: 0,
      collectedThisMonth: 0,
      registeredThisMonth: 0,
      collectedAvailable: false,
    });
    // Tasks are built: a workspace without any has honest zeros (tasks.test.ts counts real ones).
    expect(dashboardTaskCount.parse(await get('taskCount'))).toEqual({
      available: true,
      total: 0,
      queue: 0,
      running: 0,
      success: 0,
      failed: 0,
    });
    expect(dashboardFans.parse(await get('fans'))).toEqual({ available: false, total: 0, newThisMonth: 0 });
    // Devices are built: a workspace without any has honest zeros (devices.test.ts counts real ones).
    expect(dashboardDevices.parse(await get('device'))).toEqual({
      available: true,
      created: 0,
      expiring: 0,
      expiringWithinDays: DEVICE_EXPIRING_DAYS,
    });
  });

  it('reports a server status judged from measured figures', async () => {
    // Let the event-loop timer take a few samples after boot.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const status = dashboardStatus.parse(await get('status'));
    expect(status.database).toMatchObject({ kind: TEST_DB, ok: true });
    expect(status.database.roundTripMs).toBeGreaterThan(0);
    expect(status.eventLoop.samples).toBeGreaterThan(0);
    expect(status.eventLoop.windowMs).toBeGreaterThan(0);
    expect(status.eventLoop.delayMaxMs).toBeGreaterThanOrEqual(status.eventLoop.delayP99Ms);
    expect(status.status).toBe(
      classifyServerStatus({
        eventLoopDelayP99Ms: status.eventLoop.delayP99Ms,
        dbRoundTripMs: status.database.roundTripMs,
      }),
    );
    expect(Date.parse(status.measuredAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('requires a token', async () => {
    for (const path of ['tiktiok', 'taskCount', 'fans', 'device', 'status']) {
      const res = await server.app.inject({ method: 'GET', url: `/api/dashboard/${path}` });
      expect(res.statusCode, path).toBe(401);
    }
  });

  it('documents every dashboard and notification path in OpenAPI', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(res.json().paths);
    for (const path of ['tiktiok', 'taskCount', 'fans', 'device', 'status']) {
      expect(paths).toContain(`/api/dashboard/${path}`);
    }
    expect(paths).toContain('/api/system/message/send');
    expect(res.json().paths['/api/system/message/send'].post.requestBody).toBeDefined();
  });
});
