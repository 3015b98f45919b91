import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { toolbarButton } from './fit-helpers';
import { openList } from './fleet-helpers';
import { ADMIN, api, apiLogin, createOwner, opened, recharge, uniqueName } from './pages-helpers';

/** Set-up of the task e2e specs, through the real API (docs/fleet.md), never through the screens under test. */

export interface Fleet {
  token: string;
  username: string;
  password: string;
  groupId: number;
  groupName: string;
  tagId: number;
  tagName: string;
  accounts: string[];
  /** Accounts bound to a device and not banned: those a maintenance or like task uses. */
  actors: number;
  /** Their login names (with `loggedIn`): the simulated platform may refuse some accounts' logins. */
  actorAccounts: string[];
}

const auth = (token: string) => ({ Authorization: `Bearer ${token}`, 'Accept-Language': 'en' });

/** The demo workspace's user, seeded by the e2e server (SEED_DEMO). */
export const DEMO_USER = { username: 'demo-user', password: 'DemoUser123' } as const;

/**
 * A fresh owner (or `owner`, e.g. DEMO_USER) with points, a device group of
 * rented phones, and accounts under one tag. With `loggedIn` the accounts are
 * logged in on the group's devices by a batch login task (so maintenance and
 * like tasks can use them).
 */
export async function setUpFleet(
  request: APIRequestContext,
  options: {
    devices?: number;
    accounts?: number;
    points?: number;
    loggedIn?: boolean;
    owner?: { username: string; password: string };
  } = {},
): Promise<Fleet> {
  const admin = await apiLogin(request, ADMIN.username, ADMIN.password);
  const owner = options.owner ?? (await createOwner(request, admin, { prefix: 'e2etask' }));
  const token = await apiLogin(request, owner.username, owner.password);
  const { id } = await api<{ id: number }>(request, 'GET', '/user/info/get', { token });
  await recharge(request, admin, id, options.points ?? 5_000);

  const groupName = uniqueName('group-');
  const group = await api<{ id: number }>(request, 'POST', '/device/group/add', {
    token,
    body: { name: groupName },
  });
  await api(request, 'POST', '/device/info/add', {
    token,
    body: { count: options.devices ?? 3, months: 1, groupId: group.id },
  });
  const tagName = uniqueName('tag-');
  const tag = await api<{ id: number }>(request, 'POST', '/account/tag/add', {
    token,
    body: { name: tagName },
  });
  const accounts = Array.from({ length: options.accounts ?? 3 }, () => uniqueName('acct'));
  const upload = await request.post(`/api/account/info/upload?labelId=${tag.id}`, {
    headers: auth(token),
    multipart: {
      file: {
        name: 'accounts.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from(accounts.map((a) => `${a}|pw-${a}`).join('\n')),
      },
    },
  });
  expect((await upload.json()).data.accepted).toBe(accounts.length);

  const fleet = {
    token,
    username: owner.username,
    password: owner.password,
    groupId: group.id,
    groupName,
    tagId: tag.id,
    tagName,
    accounts,
    actors: 0,
    actorAccounts: [] as string[],
  };
  if (options.loggedIn) {
    await logIn(request, fleet);
    // The simulated platform may refuse a login (seeded by the account): count who got in.
    const page = await api<{ list: { account: string; deviceId: number | null; status: string }[] }>(
      request,
      'POST',
      '/account/info/queryList?pageNo=1&pageSize=200',
      { token, body: { labelId: tag.id } },
    );
    fleet.actorAccounts = page.list
      .filter((a) => a.deviceId !== null && a.status !== 'banned')
      .map((a) => a.account);
    fleet.actors = fleet.actorAccounts.length;
    expect(fleet.actors, 'at least one account logged in').toBeGreaterThan(0);
  }
  return fleet;
}

/** Logs the fleet's accounts in with a batch login task and waits until it has ended. */
async function logIn(request: APIRequestContext, fleet: Fleet) {
  const created = await startLogin(request, fleet, { name: 'e2e login' });
  await waitForStatus(request, fleet.token, created.logId, ['success']);
}

/** Starts a batch login task of the fleet's accounts on its group's devices through the API. */
export async function startLogin(
  request: APIRequestContext,
  fleet: Fleet,
  body: Record<string, unknown> = {},
): Promise<{ logId: string }> {
  return api(request, 'POST', '/tiktok/api/online/user/login', {
    token: fleet.token,
    body: {
      name: uniqueName('login-'),
      groupId: fleet.groupId,
      accountLabelIds: [fleet.tagId],
      sleepMin: 0,
      sleepMax: 1,
      ...body,
    },
  });
}

export async function waitForStatus(
  request: APIRequestContext,
  token: string,
  logId: string,
  statuses: string[],
) {
  await expect
    .poll(
      async () =>
        (await api<{ status: string }>(request, 'GET', `/task/log/${logId}/status`, { token })).status,
      { timeout: 30_000 },
    )
    .toMatch(new RegExp(`^(${statuses.join('|')})$`));
}

/** Starts a maintenance task through the API (for screens that only show one). */
export async function startMaintenance(
  request: APIRequestContext,
  fleet: Fleet,
  body: Record<string, unknown> = {},
): Promise<{ id: number; logId: string }> {
  return api(request, 'POST', '/tiktok/api/online/maintenance', {
    token: fleet.token,
    body: {
      name: uniqueName('nurture-'),
      accountLabelIds: [fleet.tagId],
      keywords: ['cooking'],
      viewCount: 2,
      likeCount: 2,
      commentCount: 1,
      commentTexts: ['Nice one'],
      sleepMin: 0,
      sleepMax: 1,
      ...body,
    },
  });
}

/** Up to `n` real ids of the simulated catalogue, read from the log of a short maintenance task. */
export async function catalogueVideos(
  request: APIRequestContext,
  fleet: Fleet,
  n: number,
): Promise<string[]> {
  const nurture = await startMaintenance(request, fleet, { viewCount: 2, likeCount: 0, commentCount: 0 });
  await waitForStatus(request, fleet.token, nurture.logId, ['success']);
  const log = await api<{ list: { message: string }[] }>(
    request,
    'GET',
    `/task/log/${nurture.logId}?pageNo=1&pageSize=200`,
    { token: fleet.token },
  );
  return [...new Set(log.list.flatMap((l) => l.message.match(/\b\d{19}\b/g) ?? []))].slice(0, n);
}

/** An antd select: open it by its accessible name and pick the option with this text. */
export async function pick(page: Page, name: string | RegExp, option: string) {
  // Opened and clicked again when a pick does not take: late in a CI run, in the narrow (mobile)
  // wizard, a clicked option left the select empty three times (not seen alone or under a CPU load).
  // A pick of a chosen option in a multiple select takes it off: the check is that it changed.
  const select = page.locator('.ant-select').filter({ has: page.getByRole('combobox', { name }) });
  const wasChosen = ((await select.textContent()) ?? '').includes(option);
  await expect(async () => {
    const list = await openList(page, name);
    await list
      .locator('.ant-select-item-option')
      .filter({ hasText: option })
      .first()
      .click({ timeout: 10_000 });
    if (wasChosen) await expect(select).not.toContainText(option, { timeout: 5_000 });
    else await expect(select).toContainText(option, { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  // A multiple select stays open after a pick: a click on the dialog's title closes it.
  if (await page.locator('.ant-select-dropdown:visible').count())
    await page.locator('.ant-modal:visible .ant-modal-title').last().click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

export const taskDialog = (page: Page) => page.locator('.rf-task-dialog');

/** The row of the task (or scheduled job) the list of the screen shows with `name` (its name or log id). */
export const taskRow = (page: Page, name: string) =>
  page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: name });

/** Opens a task wizard from its button; the wizard's dialog bears the same title. */
export async function openWizard(page: Page, title: string): Promise<Locator> {
  // Below 992 px the New button is in the list's Filters & actions sheet.
  await (await toolbarButton(page, page, title)).click();
  return opened(page.getByRole('dialog', { name: title }));
}

/** The accounts step's words by language. */
const ACCOUNTS_STEP = {
  en: { name: 'Task name', tags: 'Account tags' },
  zh: { name: '任务名称', tags: '账号标签' },
} as const;

/** A wizard's accounts step: the task's name and the accounts of one tag, counted by the quote. */
export async function nameAndTag(
  page: Page,
  wizard: Locator,
  name: string,
  tag: string,
  lang: keyof typeof ACCOUNTS_STEP = 'en',
) {
  await wizard.getByLabel(ACCOUNTS_STEP[lang].name).fill(name);
  await pick(page, ACCOUNTS_STEP[lang].tags, tag);
  await expect(wizard.getByTestId('tag-accounts')).toBeVisible();
}

/** Opens a task wizard from its button and fills its first step, the accounts (`nameAndTag`): answers it on its second. */
export async function startWizard(page: Page, title: string, name: string, tag: string): Promise<Locator> {
  const wizard = await openWizard(page, title);
  await nameAndTag(page, wizard, name, tag);
  await wizard.getByRole('button', { name: 'Next' }).click();
  return wizard;
}

/** The maintenance wizard's actions step: one keyword and each account's views and likes; then on to the settings. */
export async function maintenanceActions(wizard: Locator, keyword: string, views: number, likes: number) {
  const keywords = wizard.getByRole('combobox', { name: 'Keywords' });
  await keywords.fill(keyword);
  await keywords.press('Enter');
  await wizard.getByRole('spinbutton', { name: 'View' }).fill(String(views));
  await wizard.getByRole('spinbutton', { name: 'Like' }).fill(String(likes));
  await wizard.getByRole('button', { name: 'Next' }).click();
}

/** A wizard's sleep between an account's actions, in seconds (the settings step). */
export async function sleepRange(wizard: Locator, min: number, max: number) {
  await wizard.getByRole('spinbutton', { name: 'Min sleep (seconds)' }).fill(String(min));
  await wizard.getByRole('spinbutton', { name: 'Max sleep (seconds)' }).fill(String(max));
}

/** Selects the accounts in the account list (open) and runs a task of one kind on them; answers its wizard. */
export async function runTaskOn(
  page: Page,
  accounts: string[],
  kind: string,
  title: string,
): Promise<Locator> {
  for (const account of accounts)
    await page
      .locator('.ant-table-tbody tr.ant-table-row')
      .filter({ hasText: account })
      .locator('.ant-checkbox')
      .click();
  await page.getByTestId('run-task').click();
  const item = page.getByRole('menuitem', { name: kind });
  await opened(page.locator('.ant-dropdown').filter({ has: item }));
  await item.click();
  return opened(page.getByRole('dialog', { name: title }));
}

/** The target picker's words by language. */
const PICKER = {
  en: { search: 'Search', add: (n: number) => `Add ${n} to targets` },
  zh: { search: '搜索', add: (n: number) => `添加 ${n} 个到目标` },
} as const;

/**
 * Finds targets with a wizard's target picker, on its first tab (videos by keyword, or users):
 * searches `keywords` and adds the first `n` rows found; answers the target lines the wizard then holds.
 */
export async function pickTargets(
  wizard: Locator,
  keywords: string,
  n: number,
  lang: keyof typeof PICKER = 'en',
): Promise<string[]> {
  const picker = wizard.getByTestId('target-picker');
  await picker.getByRole('textbox').fill(keywords);
  const rows = picker.getByTestId('picker-row');
  // Searched again if nothing shows: once in CI (2 cores, the suite's 170th test) a click on Search
  // in a dialog just opened showed neither rows nor a spinner for 10 s; not seen alone.
  await expect(async () => {
    await picker.getByRole('button', { name: PICKER[lang].search }).click();
    await expect(rows.nth(n - 1)).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  for (let i = 0; i < n; i++) await rows.nth(i).click();
  await picker.getByRole('button', { name: PICKER[lang].add(n) }).click();
  const targets = wizard.locator('textarea[id$="_targets"]');
  await expect(targets).not.toHaveValue('');
  // Each target is checked against the platform at once.
  await expect(wizard.getByTestId('target-check').locator('[data-state="found"]')).toHaveCount(n);
  return (await targets.inputValue()).split('\n');
}

/**
 * From a wizard's first step to its confirm step: names the task and picks the fleet's tag on the way.
 * `after`: the steps after the accounts step, the confirm step included.
 */
export async function toConfirm(page: Page, wizard: Locator, name: string, tag: string, after = 2) {
  await wizard.getByRole('button', { name: 'Next' }).click();
  await nameAndTag(page, wizard, name, tag);
  for (let step = 0; step < after; step++) await wizard.getByRole('button', { name: 'Next' }).click();
}

/** Submits the wizard: the console says the task is submitted. */
export async function submitTask(page: Page, wizard: Locator) {
  const submitted = page.getByText('Task Submitted Successfully');
  // The toast of a task submitted just before goes first, so the one awaited is this submission's.
  await expect(submitted).toHaveCount(0);
  await wizard.getByRole('button', { name: 'Submit' }).click();
  await expect(submitted).toBeVisible();
}

/** Submits the wizard and opens the new task's details from its row; answers the details dialog and its live log. */
export async function submitAndOpenLog(
  page: Page,
  wizard: Locator,
  name: string,
): Promise<{ dialog: Locator; log: Locator }> {
  await submitTask(page, wizard);
  const row = taskRow(page, name);
  await row.getByRole('button', { name: 'Details' }).click();
  const dialog = taskDialog(page);
  return { dialog, log: dialog.getByTestId('task-log') };
}

/** Waits for a line of the live log for each target: `verb` and the target (a task runs for a while). */
export async function expectLogged(log: Locator, verb: string, targets: string[]) {
  for (const target of targets) await expect(log).toContainText(`${verb} ${target}`, { timeout: 30_000 });
}

/**
 * Opens a video from a line of the log: a 19-digit id is a link in success (INFO) lines only,
 * so whichever of the task's `targets` succeeds first is opened (a target may log retries or
 * failures first, or only). The video details dialog shows it.
 * The task dialog is shot once a link is there, as `${shots}-dialog-en.png`, the video details after (`-video-details-en`).
 */
export async function openVideoFromLog(
  page: Page,
  log: Locator,
  targets: string[],
  shots: string,
): Promise<Locator> {
  const link = log
    .locator('button.rf-log-video')
    .filter({ hasText: new RegExp(`^(${targets.join('|')})$`) })
    .first();
  await expect(link).toBeVisible({ timeout: 60_000 });
  await page.screenshot({ path: `${shots}-dialog-en.png` });
  const id = (await link.textContent()) ?? '';
  await link.click();
  const details = page.getByRole('dialog', { name: 'Video details' });
  await expect(details.getByTestId('video-table').locator('tr.ant-table-row')).toHaveCount(1);
  await expect(details).toContainText(id);
  await page.screenshot({ path: `${shots}-video-details-en.png` });
  return details;
}

/** Opens a platform user from a line of the log (its 18-digit id is a link): the author popover shows their handle. */
export async function openUserFromLog(
  page: Page,
  request: APIRequestContext,
  fleet: Fleet,
  log: Locator,
  userId: string,
): Promise<Locator> {
  const user = await api<{ uniqueId: string }>(request, 'GET', `/tiktok/api/rapid/user/detail?id=${userId}`, {
    token: fleet.token,
  });
  await log.getByRole('button', { name: userId }).first().click();
  const card = page.getByTestId('author-card');
  await expect(card).toContainText(`@${user.uniqueId}`);
  return card;
}

/**
 * Takes the phone of one of the fleet's logged-in accounts offline for a simulated week (10 real minutes at
 * the e2e server's SIM_TIME_SCALE): the farm re-provisions it, and a phone is offline until its
 * activation. The e2e farm keeps phones online otherwise (SIM_DEVICE_UPTIME 1), so the test sets
 * this state itself, in the e2e server's database (nothing in the console takes a phone offline).
 * Answers the account.
 */
export async function phoneOffline(request: APIRequestContext, fleet: Fleet): Promise<string> {
  const page = await api<{ list: { account: string; deviceId: number | null; status: string }[] }>(
    request,
    'POST',
    '/account/info/queryList?pageNo=1&pageSize=200',
    { token: fleet.token, body: { labelId: fleet.tagId } },
  );
  const account = page.list.find((a) => a.deviceId !== null && a.status !== 'banned');
  expect(account, 'an account of the fleet is on a device').toBeTruthy();
  const db = new DatabaseSync(join(process.env.E2E_DATA_DIR!, 'reelfleet.sqlite'));
  try {
    db.exec('pragma busy_timeout = 5000');
    const clock = db.prepare('select real_ms, sim_ms, scale from sim_clock where id = 1').get() as {
      real_ms: number;
      sim_ms: number;
      scale: number;
    };
    const simNow = clock.sim_ms + (Date.now() - clock.real_ms) * clock.scale;
    const until = new Date(simNow + 7 * 86_400_000).toISOString();
    db.prepare('update devices set activated_at = ?, status = ?, status_until = ? where id = ?').run(
      until,
      'offline',
      until,
      account!.deviceId!,
    );
  } finally {
    db.close();
  }
  return account!.account;
}

/** The simulator's sample clip uploaded as the fleet owner's video material `name` (label Clips), through the API: its id. */
export async function uploadClip(request: APIRequestContext, fleet: Fleet, name: string): Promise<number> {
  const [catalogueId] = await catalogueVideos(request, fleet, 1);
  const clip = await (await request.get(`/api/tiktok/api/rapid/video/play/${catalogueId}`)).body();
  const upload = await request.post(
    `/api/resource/material/upload?type=video&name=${name}&subtype=original&tagMode=name&labelName=Clips`,
    {
      headers: { Authorization: `Bearer ${fleet.token}` },
      multipart: { file: { name: `${name.toLowerCase()}.mp4`, mimeType: 'video/mp4', buffer: clip } },
    },
  );
  expect(upload.status()).toBe(200);
  return ((await upload.json()) as { data: { id: number } }).data.id;
}
