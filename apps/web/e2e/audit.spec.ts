import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { rows } from './fleet-helpers';
import { api, openFromMenu, screenVariants, switchPrefs } from './pages-helpers';

/** The audit trail (docs/audit.md): an owner's change and a failed login show in the audit log, filter, export. */

const SHOTS = '/tmp/shots';

const auditDrawer = (page: Page) => page.locator('.rf-audit-drawer .ant-drawer-section');

test('an owner finds their change and a failed login in the audit log, filters it and exports it', async ({
  page,
  request,
  user,
  openAs,
}) => {
  test.setTimeout(240_000);
  // A wrong password against the owner's name: kept as a failed login of their workspace.
  const failed = await request.post('/api/user/login', {
    data: { username: user.username, password: 'not-the-password-1' },
  });
  expect(failed.status()).toBe(400);

  await openAs(user, '/user/profile');
  await page.getByLabel('Name').fill('Audit Person');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Updated successfully')).toBeVisible();

  await openFromMenu(page, 'User Center', 'Audit Log');
  const list = page.getByTestId('audit-list');
  // Each row says what happened in words, who did it, to what, and how it ended.
  const change = rows(list).filter({ hasText: 'Edit profile' });
  await expect(change).toHaveCount(1);
  await expect(change).toContainText(user.username);
  await expect(change).toContainText('Owner');
  await expect(change).toContainText('Succeeded');
  await expect(change).not.toContainText('POST /user/info/update');
  const wrong = rows(list).filter({ hasText: 'Wrong password' });
  await expect(wrong).toHaveCount(1);
  await expect(wrong).toContainText('Failed');
  // The whole request in the drawer.
  await change.getByRole('button', { name: 'Details' }).click();
  const drawer = auditDrawer(page);
  await expect(drawer).toContainText('POST /user/info/update');
  await expect(drawer).toContainText('Audit Person');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  // Nothing in the log says the password.
  await expect(list).not.toContainText('not-the-password-1');

  // Filters: the action, then someone who did nothing, then back to everything.
  await page.getByLabel('Action').fill('info/update');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(rows(list)).toHaveCount(1);
  await page.getByLabel('Who').fill('nobody_at_all');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(list.getByText('No entries match these filters.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export' })).toBeDisabled();
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(rows(list).filter({ hasText: 'Wrong password' })).toHaveCount(1);

  // Export what the filter finds: a text file, one entry a line.
  await page.getByLabel('Action').fill('info/update');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(rows(list)).toHaveCount(1);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^audit-\d{8}T\d{6}\.txt$/);
  const text = await readFile(await download.path(), 'utf8');
  const lines = text.trim().split('\n');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain('POST /user/info/update');
  expect(lines[1]).toContain(user.username);
  await expect(page.getByText('1 entry exported')).toBeVisible();

  // The owner's staff member is not shown the log: the server refuses them too.
  const owner = await api<{ token: string }>(request, 'POST', '/user/login', {
    body: { username: user.username, password: user.password },
  });
  await api(request, 'POST', '/user/division/add', {
    token: owner.token,
    body: { username: `${user.username}_s`, password: 'secret123', name: 'Staff', roles: ['service'] },
  });
  const staff = await api<{ token: string }>(request, 'POST', '/user/login', {
    body: { username: `${user.username}_s`, password: 'secret123' },
  });
  const refused = await request.post('/api/audit/log/queryList', {
    headers: { authorization: `Bearer ${staff.token}` },
    data: {},
  });
  expect(refused.status()).toBe(403);

  // An update keeps what the row was: the change column shows the field, was → now.
  const tag = await api<{ id: number }>(request, 'POST', '/device/tag/add', {
    token: owner.token,
    body: { name: 'Shelf A' },
  });
  await api(request, 'PUT', '/device/tag/update', {
    token: owner.token,
    body: { id: tag.id, name: 'Shelf B' },
  });
  await page.getByRole('button', { name: 'Reset' }).click();
  const rename = rows(list).filter({ hasText: 'Device tags: rename' });
  await expect(rename).toContainText(`Tags #${tag.id} (Shelf A)`);
  await rename.getByRole('button', { name: 'Details' }).click();
  await expect(auditDrawer(page).locator('.rf-audit-diff')).toContainText('nameShelf AShelf B');
  await page.keyboard.press('Escape');

  // What it looks like: desktop and 800 px, light and dark, English and Chinese.
  for (const v of screenVariants({ desktop: 800, narrow: 900 })) {
    await page.setViewportSize({ width: v.width, height: v.height });
    await switchPrefs(page, v.lang, v.dark);
    await expect(rows(page.getByTestId('audit-list')).first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/audit-${v.name}.png` });
    if (v.width > 800) expect(await seriousViolations(page)).toEqual([]);
  }
  // The drawer at 1440, 1280 and 390 px.
  for (const [width, lang, dark] of [
    [1440, 'en', false],
    [1280, 'zh', true],
    [390, 'zh', false],
    [390, 'en', true],
  ] as const) {
    await page.setViewportSize({ width, height: 844 });
    await switchPrefs(page, lang, dark);
    // Below 992 px the action is folded into the row's expansion: the rename is the newest row.
    const all = rows(page.getByTestId('audit-list'));
    const first = width < 992 ? all.first() : all.filter({ hasText: lang === 'en' ? 'rename' : '重命名' });
    await first.locator('.ant-btn').last().click();
    await expect(auditDrawer(page).locator('.rf-audit-diff')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/audit-drawer-${width}-${lang}-${dark ? 'dark' : 'light'}.png` });
    if (width > 800) expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(auditDrawer(page)).toBeHidden();
  }
});

test('the admin sees every workspace in the admin audit log', async ({ page, admin, user, openAs }) => {
  test.setTimeout(120_000);
  const owner = await api<{ token: string }>(page.request, 'POST', '/user/login', {
    body: { username: user.username, password: user.password },
  });
  await api(page.request, 'POST', '/device/tag/add', { token: owner.token, body: { name: 'audit e2e tag' } });
  await openAs(admin, '/admin/users');
  await openFromMenu(page, 'Administration', 'Audit Log');
  const list = page.getByTestId('audit-list');
  await page.getByLabel('Who').fill(user.username);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = rows(list).filter({ hasText: 'Device tags: add' });
  await expect(row).toHaveCount(1);
  // The workspace column names the owner whose workspace it was.
  await expect(row.getByRole('cell').nth(2)).toHaveText(user.username);
  await page.screenshot({ path: `${SHOTS}/audit-admin.png` });
  await page.mouse.move(0, 0); // not the hovered Search button's colours
  expect(await seriousViolations(page)).toEqual([]);
});

test('the admin creates an owner from "New user": the list shows them, and an empty email is refused first', async ({
  page,
  admin,
  openAs,
}) => {
  const name = `owner${Date.now().toString(36)}`;
  const list = await openAs(admin, '/admin/users');
  await list.getByRole('button', { name: 'New user' }).click();
  const dialog = page.getByRole('dialog', { name: 'New user' });
  await dialog.getByLabel('Username').fill(name);
  await dialog.getByLabel('Password', { exact: true }).fill('pw-123456');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  // The admin's users need an email (an owner's staff need not).
  await expect(dialog.getByText('Please enter Email')).toBeVisible();
  await dialog.getByLabel('Email').fill(`${name}@example.com`);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(`${name} created`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(rows(list).filter({ hasText: name })).toHaveCount(1);
});
