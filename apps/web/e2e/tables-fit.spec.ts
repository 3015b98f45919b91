import {
  type APIRequestContext,
  type Browser,
  type Page,
  request as playwrightRequest,
} from '@playwright/test';
import config from '../playwright.config';
import { clippedCells, covered, fixedButtons, headingsOutOfView, screensOf } from './fit-helpers';
import { expect, test } from './fixtures';
import { addProxies, rows, view } from './fleet-helpers';
import { ADMIN, api, apiLogin, useSession as startSession } from './pages-helpers';
import { type Fleet, setUpFleet, startMaintenance } from './tasks-helpers';

/**
 * Every list of the route table, with rows in it, at 1440, 1280 and 390 px (docs/console-shell.md
 * "Tables that fit"): no cell cut off or under a sticky column on a desktop; on a phone the first
 * row shows without scrolling and no fixed button covers a row's buttons. Real scrollbars, as in
 * shell-fit.
 */
test.use({ launchOptions: { ...config.use?.launchOptions, ignoreDefaultArgs: ['--hide-scrollbars'] } });
test.describe.configure({ timeout: 600_000 });

const SHOTS = '/tmp/shots';

/** Rows in the owner's lists beyond the fleet's devices, group, accounts and login task. */
async function fillLists(request: APIRequestContext, fleet: Fleet) {
  const token = fleet.token;
  await addProxies(request, token, 'fit1:pw1@203.0.113.71:8000\nfit2:pw2@203.0.113.72:8000');
  await api(request, 'POST', '/resource/material/add', {
    token,
    body: {
      name: 'Greetings',
      subtype: 'original',
      texts: 'Hello there\nNice video',
      tagMode: 'name',
      labelName: 'Fit',
    },
  });
  await api(request, 'POST', '/resource/account/add', {
    token,
    body: { account: 'reserve-fit-1', password: 'pw-123456' },
  });
  await startMaintenance(request, fleet, { name: 'Fit nurture' });
}

/** Opens `path` and waits until its tables have loaded (no spinner); answers the view. */
async function openScreen(page: Page, path: string) {
  await page.goto(path);
  const screen = view(page, path);
  await expect(screen).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await expect(screen.locator('.ant-spin-spinning')).toHaveCount(0, { timeout: 30_000 });
  return screen;
}

async function walk(
  browser: Browser,
  baseURL: string | undefined,
  token: string,
  paths: string[],
  width: number,
  fixed: number,
) {
  const context = await browser.newContext({ baseURL, viewport: { width, height: width < 992 ? 844 : 800 } });
  await startSession(context, baseURL, token);
  const page = await context.newPage();
  const found: Record<string, string[]> = {};
  let withRows = 0;
  for (const path of paths) {
    const screen = await openScreen(page, path);
    if ((await rows(screen).count()) === 0) continue;
    withRows++;
    const problems = await clippedCells(screen);
    if (width < 992) {
      // A list's first row above the fold (a report's table, e.g. service statistics, comes after
      // its figures), and no row's buttons under a fixed button.
      const first = rows(screen.locator('.rf-list, [data-testid^="task-list"]')).first();
      const top = (await first.count()) ? (await first.boundingBox())!.y : 0;
      if (top > 844) problems.push(`first row at ${Math.round(top)} px, below the fold`);
      problems.push(...(await headingsOutOfView(screen)));
      await expect(fixedButtons(page)).toHaveCount(fixed);
      problems.push(...(await covered(page, rows(screen).locator('.ant-btn'))).map((t) => `"${t}" covered`));
    }
    if (problems.length) found[path] = problems;
  }
  await context.close();
  return { found, withRows };
}

let fleetToken = '';
let adminToken = '';
test.beforeAll(async () => {
  const request = await playwrightRequest.newContext({ baseURL: config.use?.baseURL });
  const fleet = await setUpFleet(request, { loggedIn: true });
  await fillLists(request, fleet);
  fleetToken = fleet.token;
  adminToken = await apiLogin(request, ADMIN.username, ADMIN.password);
  await request.dispose();
});

for (const width of [1440, 1280, 390]) {
  test(`every list fits at ${width} px`, async ({ browser, baseURL }) => {
    const owner = screensOf(['user']).filter((p) => !p.startsWith('/admin'));
    const adminScreens = screensOf(['admin']).filter((p) => p.startsWith('/admin'));
    // The admin has no workbench button (no service screens): help and contact.
    const mine = await walk(browser, baseURL, fleetToken, owner, width, 3);
    const theirs = await walk(browser, baseURL, adminToken, adminScreens, width, 2);
    // The walk saw lists with rows: devices, groups, proxies, accounts, tasks, materials, reserve, users, prices, audit.
    expect(mine.withRows + theirs.withRows).toBeGreaterThanOrEqual(10);
    expect({ ...mine.found, ...theirs.found }).toEqual({});
  });
}

/** The fleet's account list on a 390 px phone. */
async function accountListOnPhone(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  await startSession(context, baseURL, fleetToken);
  const page = await context.newPage();
  return { context, page, list: await openScreen(page, '/account/list') };
}

test('at 390 px the account list still fits with the longest status an account can have', async ({
  browser,
  baseURL,
}) => {
  const { context, page, list } = await accountListOnPhone(browser, baseURL);
  // Which status the simulator leaves an account in varies; its longest label is written in place
  // (an account gone "Offline" instead of "Online" once pushed Actions 4 px out of the box).
  await list
    .locator('.ant-table-tbody .ant-tag')
    .first()
    .evaluate((tag) => {
      tag.textContent = 'Heartbeat check failed';
    });
  await expect(async () => {
    expect(await headingsOutOfView(list)).toEqual([]);
    expect(await clippedCells(list)).toEqual([]);
  }).toPass({ timeout: 5_000 });
  await page.screenshot({ path: `${SHOTS}/fit-390-account-long-status.png` });
  await context.close();
});

test('below 992 px the filters and batch actions are one button, and a row unfolds what its table leaves out', async ({
  browser,
  baseURL,
}) => {
  const { context, page, list } = await accountListOnPhone(browser, baseURL);
  // Key, status and buttons: the rest of the row is one tap away.
  await expect(list.locator('.ant-table-thead th')).toContainText(['Account', 'Status', 'Actions']);
  await expect(list.getByRole('search')).toHaveCount(0);
  await rows(list).first().getByRole('button', { name: 'Expand row' }).click();
  const more = list.locator('.rf-row-more').first();
  await expect(more).toContainText('Group');
  await expect(more).toContainText('Last login');
  await page.screenshot({ path: `${SHOTS}/fit-390-account-expanded.png` });

  await list.getByRole('button', { name: 'Filters & actions' }).click();
  const sheet = page.locator('.ant-drawer-section').filter({ has: page.getByRole('search') });
  await expect(sheet.getByRole('button', { name: 'Search' })).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Delete selected' })).toBeDisabled();
  await page.screenshot({ path: `${SHOTS}/fit-390-account-sheet.png` });
  await sheet.getByRole('button', { name: 'Search' }).click();
  await expect(sheet).toBeHidden();
  await context.close();
});

test('screenshots of lists at 1440, 1280 and 390 px, light and dark, English and Chinese', async ({
  browser,
  baseURL,
}) => {
  for (const [width, lang, dark] of [
    [1440, 'en', false],
    [1440, 'zh', true],
    [1280, 'zh', false],
    [1280, 'en', true],
    [390, 'en', false],
    [390, 'zh', true],
  ] as const) {
    const context = await browser.newContext({
      baseURL,
      viewport: { width, height: width < 992 ? 844 : 800 },
    });
    await startSession(context, baseURL, fleetToken, { lang, dark });
    const page = await context.newPage();
    for (const path of ['/devices/list', '/account/list', '/proxy/agentmanage']) {
      const screen = await openScreen(page, path);
      await expect(rows(screen).first()).toBeVisible();
      const name = `${path.split('/').filter(Boolean).join('-')}-${width}-${lang}-${dark ? 'dark' : 'light'}`;
      await page.screenshot({ path: `${SHOTS}/fit-${name}.png` });
    }
    await context.close();
  }
});
