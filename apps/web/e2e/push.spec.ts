import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type APIRequestContext,
  type BrowserContext,
  request as http,
  type Page,
  type Request,
} from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from '../playwright.config';
import { expect, test } from './fixtures';
import { rows, view } from './fleet-helpers';
import { ADMIN, api, apiLogin, createOwner, recharge, sessionCookies } from './pages-helpers';
import { setUpFleet, startLogin, taskRow, waitForStatus } from './tasks-helpers';

/** The console with every poll off (docs/push.md): what changes on screen came by the event stream. */
async function withoutPolls(context: BrowserContext) {
  await context.addInitScript(() => localStorage.setItem('RF_POLL', 'off'));
}

/** The console's requests to `path` (under /api) from now on. */
function requestsTo(page: Page, path: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === `/api${path}`) seen.push(r);
  });
  return seen;
}

const bell = (page: Page) => page.getByTestId('notification-bell');

test.describe('live updates', () => {
  test("a task's end reaches the open list and the unread badge without a poll", async ({
    page,
    context,
    request,
    openAs,
  }) => {
    test.setTimeout(120_000);
    const fleet = await setUpFleet(request, { devices: 2, accounts: 2 });
    await withoutPolls(context);
    await openAs(fleet.token, '/devices/batchlogin', { empty: 'No tasks yet.' });
    // The recharge of the set-up is the one unread notification.
    await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
    const counts = requestsTo(page, '/system/message/count');

    const task = await startLogin(request, fleet, { name: 'Pushed login', sleepMin: 1, sleepMax: 2 });
    // The new row comes by the stream's invalidation, its end by a task event: no poll runs.
    const row = taskRow(page, 'Pushed login');
    await expect(row).toBeVisible();
    await waitForStatus(request, fleet.token, task.logId, ['success']);
    await expect(row).toContainText('Completed');
    await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread');
    expect(counts, 'the count is never polled while the stream is open').toEqual([]);
  });

  test('a stream survives a server restart and misses nothing', async ({ browser }) => {
    test.setTimeout(120_000);
    const port = Number(process.env.E2E_PORT ?? 8181) + 1;
    const base = `http://127.0.0.1:${port}`;
    const dataDir = mkdtempSync(join(tmpdir(), 'reelfleet-e2e-restart-'));
    let server = await startServer(port, dataDir);
    const request = await http.newContext({ baseURL: base });
    try {
      const owner = await ownerWithPhones(request);
      const context = await browser.newContext({ baseURL: base });
      await context.addCookies(sessionCookies(owner.token, base));
      await withoutPolls(context);
      const page = await context.newPage();
      await page.goto('/devices/list');
      const list = view(page, '/devices/list');
      await expect(rows(list)).toHaveCount(2, { timeout: 30_000 });
      const streams = requestsTo(page, '/events');
      const counts = requestsTo(page, '/system/message/count');

      await stopServer(server);
      // The console may not reconnect before the changes are made: its stream waits on this gate.
      await page.route('**/api/events**', (route) => route.abort());
      server = await startServer(port, dataDir);
      for (const [i, id] of owner.devices.entries())
        await api(request, 'PUT', '/device/info/update', {
          token: owner.token,
          body: { id, name: `after restart ${i}` },
        });
      await page.unroute('**/api/events**');

      // Both renames reach the list, replayed after the stream's Last-Event-ID: no poll, no reload.
      await expect(rows(list).filter({ hasText: 'after restart 0' })).toHaveCount(1, { timeout: 60_000 });
      await expect(rows(list).filter({ hasText: 'after restart 1' })).toHaveCount(1);
      // EventSource's own reconnection sends the header; the console's reopening, the query.
      const resumed = streams.at(-1)!;
      const from =
        (await resumed.headerValue('last-event-id')) ??
        new URL(resumed.url()).searchParams.get('lastEventId');
      expect(from).toMatch(/^\d+$/);
      // A reset (events lost) would have reloaded everything, the counts among it.
      expect(counts).toEqual([]);
      await context.close();
    } finally {
      await request.dispose();
      await stopServer(server);
    }
  });
});

/** An owner of the restarted server with two rented phones. */
async function ownerWithPhones(request: APIRequestContext) {
  const admin = await apiLogin(request, ADMIN.username, ADMIN.password);
  const owner = await createOwner(request, admin, { prefix: 'e2epush' });
  await recharge(request, admin, owner.id, 1000);
  const token = await apiLogin(request, owner.username, owner.password);
  await api(request, 'POST', '/device/info/add', { token, body: { count: 2, months: 1 } });
  const page = await api<{ list: { id: number }[] }>(
    request,
    'POST',
    '/device/info/queryList?pageNo=1&pageSize=20',
    {
      token,
      body: {},
    },
  );
  return { token, devices: page.list.map((d) => d.id) };
}

/** The server as `npm start` runs it, on its own port and data folder. */
async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', '../server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      CAPTCHA: 'off',
      SEED_DEMO: '0',
      SIM_DEVICE_UPTIME: '1',
      LOG_LEVEL: 'warn',
    },
    stdio: 'inherit',
  });
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`http://127.0.0.1:${port}/api/health`)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 60_000 },
    )
    .toBe(200);
  return child;
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
