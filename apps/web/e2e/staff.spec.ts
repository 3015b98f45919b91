import type { Page } from '@playwright/test';
import { chartFigures } from './chart-helpers';
import { expect, test } from './fixtures';
import { openDialog } from './fleet-helpers';
import {
  api,
  apiLogin,
  type CreatedUser,
  expectRefusedAsTyped,
  switchPrefs,
  uniqueName,
  viewTag,
} from './pages-helpers';

/** The staff side: an agent recharges a user, the admin publishes an announcement and sets the contacts. */

const SHOTS = '/tmp/staff-shots';

async function registerWith(page: Page, inviteCode: string): Promise<CreatedUser> {
  const username = uniqueName('e2eagu');
  const password = 'Secret123x';
  await api(page.request, 'POST', '/user/add', {
    body: {
      username,
      password,
      confirmPassword: password,
      email: `${username}@example.com`,
      captchaId: 'off',
      code: 'ABCD',
      invitationCode: inviteCode,
      ageConfirmed: true,
    },
  });
  const login = await api<{ token: string }>(page.request, 'POST', '/user/login', {
    body: { username, password },
  });
  const info = await api<{ id: number }>(page.request, 'GET', '/user/info/get', { token: login.token });
  return { id: info.id, username, password, inviteCode: null };
}

test('an agent recharges one of their users from their own balance; the user sees the points and the agent contact', async ({
  page,
  request,
  agent,
  openAs,
}) => {
  await agent.recharge(1000);
  const customer = await registerWith(page, agent.inviteCode as string);
  const agentToken = await agent.login();
  await api(request, 'PUT', '/agent/contact/update', {
    token: agentToken,
    body: { contact: '@points_desk' },
  });

  await openAs(agentToken, '/agent');
  await expect(page.getByTestId('agent-balance')).toHaveText('1,000');
  const row = page.getByTestId('agent-users').getByRole('row', { name: new RegExp(customer.username) });
  await row.getByRole('button', { name: 'Recharge' }).click();
  const dialog = page.getByRole('dialog', { name: `Recharge ${customer.username}` });
  await dialog.getByLabel('Amount (points)').fill('300');
  await dialog.getByLabel('Voucher').fill('BANK-7781');
  await dialog.getByRole('button', { name: 'Recharge' }).click();
  await expect(page.getByText(`300 points moved to ${customer.username}; 700 left`)).toBeVisible();
  await expect(page.getByTestId('agent-balance')).toHaveText('700');
  await expect(row.getByRole('cell', { name: '300', exact: true })).toBeVisible();
  const order = page.getByTestId('agent-orders').getByRole('row', { name: new RegExp(customer.username) });
  await expect(order).toContainText('BANK-7781');
  await page.screenshot({ path: `${SHOTS}/agent-en.png`, fullPage: true });

  // A negative or fractional amount is refused as typed, not turned into 1 point and sent.
  await row.getByRole('button', { name: 'Recharge' }).click();
  await expectRefusedAsTyped(dialog, 'Amount (points)', '-100', 'Recharge', 'must be at least 1');
  await dialog.getByLabel('Amount (points)').fill('1.5');
  await dialog.getByRole('button', { name: 'Recharge' }).click();
  await expect(dialog.getByText('Amount (points) must be a whole number')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('agent-balance')).toHaveText('700');

  // Over the balance: refused, nothing moves.
  await row.getByRole('button', { name: 'Recharge' }).click();
  await dialog.getByLabel('Amount (points)').fill('701');
  await dialog.getByRole('button', { name: 'Recharge' }).click();
  await expect(dialog.getByText('Not enough points: 701 needed, 700 available')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('agent-balance')).toHaveText('700');

  // Back to the console.
  await expect(page.getByTestId('agent-back')).toHaveAttribute('href', '/dashboard');

  // The user: 300 points on the finance page, and whom to ask for more.
  const finance = await openAs(customer, '/user/finance');
  await expect(finance.getByTestId('how-to-get-points')).toContainText('@points_desk');
  await expect(finance.getByRole('row', { name: /BANK-7781/ })).toContainText('300');
  await page.screenshot({ path: `${SHOTS}/finance-agent-contact-en.png`, fullPage: true });
});

test('the admin publishes an announcement; a user gets it as a notification and reads it, script shown as text', async ({
  page,
  request,
  admin,
  user,
  openAs,
}) => {
  const title = uniqueName('Maintenance ');
  const notice = await openAs(admin, '/help/notice');
  await notice.getByTestId('help-new').click();
  const dialog = page.getByRole('dialog', { name: 'New announcement' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Text').fill('Servers restart at **22:00**.\n\n<script>window.hacked = 1</script>');
  await dialog.getByText('Preview', { exact: true }).click();
  await expect(dialog.locator('.rf-markdown strong')).toHaveText('22:00');
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(/Published; \d+ users? notified/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/notice-admin-en.png`, fullPage: true });

  const mine = await openAs(user, '/help/notice');
  await switchPrefs(page, 'zh', true);
  await expect(page.getByTestId('notification-bell')).toHaveAccessibleName(/1/);
  const article = mine.getByTestId('help-article').filter({ hasText: title });
  await expect(article.locator('strong')).toHaveText('22:00');
  await expect(article).toContainText('<script>window.hacked = 1</script>');
  expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
  await page.getByTestId('notification-bell').click();
  await expect(page.getByRole('dialog', { name: /通知/ }).getByText(title)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/notice-user-zh-dark.png`, fullPage: true });
  const count = await api<{ unread: number }>(request, 'GET', '/system/message/count', {
    token: await user.login(),
  });
  expect(count.unread).toBe(1);
});

test('the contact dialog shows the contacts the admin set; the admin is told up front that operational screens need a workspace', async ({
  page,
  admin,
  user,
  openAs,
}) => {
  const settings = await openAs(admin, '/admin/contact');
  const form = settings.getByTestId('contact-settings');
  await form.getByLabel('Official support').fill('@rf_support_e2e');
  await form.getByLabel('Business cooperation').fill('@rf_business_e2e');
  await form.getByLabel('Technical support').fill('@rf_tech_e2e');
  await form.getByLabel('Official channel').fill('t.me/rf_channel_e2e');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Contact settings saved')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/contact-settings-en.png`, fullPage: true });

  const devices = await openAs(admin, '/devices/list');
  await expect(devices.getByTestId('no-workspace')).toBeVisible();
  await expect(devices.getByRole('button', { name: 'Rent devices' })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/admin-no-workspace-en.png` });

  await openAs(user, '/dashboard');
  await switchPrefs(page, 'zh');
  const contact = await openDialog(page, '联系我们');
  for (const handle of ['@rf_support_e2e', '@rf_business_e2e', '@rf_tech_e2e', 't.me/rf_channel_e2e']) {
    await expect(contact.getByText(handle)).toBeVisible();
  }
  await expect(contact.getByText('09:00-23:00')).toBeVisible();
  await expect(contact.getByText('尚未配置')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/contact-dialog-zh.png` });
});

test('admin screens: the system-wide control panel, users, a price edit for new work, the getting-started guide', async ({
  page,
  request,
  admin,
  openAs,
}) => {
  const dash = await openAs(admin, '/dashboard');
  await expect(dash.getByTestId('system-agents-value')).not.toHaveText('—');
  await page.screenshot({ path: `${SHOTS}/admin-dashboard-en.png`, fullPage: true });
  await dash.getByTestId('system-agents-link').click();
  // The card's link lists the agents only: the role filter is set, every row an agent.
  await expect(page).toHaveURL(/\/admin\/users\?role=agent$/);
  const users = page.getByTestId('admin-users');
  await expect(users.getByRole('search')).toContainText('Agent');
  await expect(users.getByRole('row', { name: /demo-user\b/ })).toHaveCount(0);
  await expect(users.getByRole('row', { name: /demo-agent/ })).toBeVisible();
  // Other specs add users ahead of the demo agent: find it by name, as an admin would.
  await users.getByPlaceholder('Username').fill('demo-agent');
  await users.getByRole('button', { name: 'Search' }).click();
  await expect(users.getByRole('row', { name: /demo-agent/ })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/admin-users-en.png`, fullPage: true });
  // Back on the control panel through its open view, another card: the kept list takes its filter.
  await viewTag(page, '/dashboard').click();
  await dash.getByTestId('system-disabled-link').click();
  await expect(page).toHaveURL(/\/admin\/users\?status=disabled$/);
  await expect(users.getByRole('search')).toContainText('Disabled');
  await expect(users.getByRole('row', { name: /demo-agent/ })).toHaveCount(0);

  const before = await api<{ points: number }>(request, 'GET', '/finance/price/name?name=actionLike', {
    token: admin,
  });
  const prices = await openAs(admin, '/admin/prices');
  await prices.getByTestId('price-edit-actionLike').click();
  const dialog = page.getByRole('dialog', { name: /Price of/ });
  // A negative price is refused as typed, not saved as 0 (free).
  await dialog.getByLabel('Points per action').fill('-3');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByText('Points per action must be at least 0')).toBeVisible();
  await dialog.getByLabel('Points per action').fill(String(before.points + 4));
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(/Price of .* saved/)).toBeVisible();
  const after = await api<{ points: number }>(request, 'GET', '/finance/price/name?name=actionLike', {
    token: admin,
  });
  expect(after.points).toBe(before.points + 4);
  await page.screenshot({ path: `${SHOTS}/admin-prices-en.png` });
  // Other specs price likes: put it back.
  await api(request, 'PUT', '/admin/price/update', {
    token: admin,
    body: { name: 'actionLike', points: before.points },
  });

  await page.setViewportSize({ width: 800, height: 900 });
  await switchPrefs(page, 'zh', true);
  await page.goto('/help/document');
  await expect(page.getByTestId('help-article').first()).toContainText('快速入门');
  await page.screenshot({ path: `${SHOTS}/help-document-zh-dark-800.png` });
  await switchPrefs(page, 'en');
  await page.goto('/help/document');
  await expect(page.getByTestId('help-article').first()).toContainText('Getting started');
  await expect(page.getByRole('heading', { name: '2. Rent devices' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/help-document-en-800.png` });
});

test('dashboard charts load on demand: points per day, task outcomes, devices by status', async ({
  page,
  request,
  openAs,
}) => {
  const token = await apiLogin(request, 'demo-user', 'DemoUser123');
  const dash = await openAs(token, '/dashboard');
  await expect(page.getByTestId('chart-points')).toHaveCount(0);
  await dash.getByTestId('show-charts').click();
  await expect(page.getByTestId('chart-points').getByRole('img')).toBeVisible();
  await expect(page.getByTestId('chart-points').locator('canvas')).toHaveCount(1);
  // The charts draw what the server counts: 30 days of points (the demo user's 2,000-point recharge
  // among them), one bar stack per kind of task, one slice per device status.
  const server = await api<{
    days: { date: string; consumption: number; recharge: number }[];
    deviceStatus: { count: number }[];
  }>(request, 'GET', '/dashboard/charts', { token });
  const points = await chartFigures(page.getByTestId('chart-points'), 'Points per day, last 30 days');
  expect(points.columns).toEqual(['Consumption', 'Recharge']);
  expect(points.rows.map((r) => r.category)).toEqual(server.days.map((d) => d.date.slice(5)));
  expect(points.series('Recharge')).toEqual(server.days.map((d) => d.recharge));
  expect(points.series('Recharge').reduce((a, b) => a! + b!, 0)).toBeGreaterThanOrEqual(2_000);
  expect(points.series('Consumption')).toEqual(server.days.map((d) => d.consumption));
  await expect(page.getByTestId('chart-devices')).toBeVisible();
  if (server.deviceStatus.length > 0) {
    const devices = await chartFigures(page.getByTestId('chart-devices'), 'Devices by status');
    expect(devices.rows.map((r) => r.values[0])).toEqual(server.deviceStatus.map((d) => d.count));
  } else {
    await expect(page.getByTestId('chart-devices')).toContainText('No devices yet');
  }
  await page.getByTestId('chart-points').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/dashboard-charts-en.png`, fullPage: true });
  await page.getByTestId('card-balance-link').click();
  await expect(page).toHaveURL(/\/user\/finance$/);
});
