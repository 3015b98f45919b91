import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { api, apiLogin, recharge, sendNotification } from './pages-helpers';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Serious and critical WCAG 2.1 A/AA violations, each with the first offending nodes. */
async function seriousViolations(page: Page) {
  // Measure the colours a reader sees once things settle, not a frame of a
  // colour transition (antd fades tabs and links in when a drawer opens).
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  await page.waitForTimeout(100);
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map(
        (n) => `${n.target.join(' ')} :: ${n.failureSummary?.split('\n').slice(1).join(' ')}`,
      ),
    }));
}

for (const dark of [false, true]) {
  const theme = dark ? 'dark' : 'light';

  test(`the login and registration screens have no serious violations (${theme})`, async ({
    page,
    context,
  }) => {
    await context.addInitScript(
      (d) => localStorage.setItem('SYS_SETTINGS', JSON.stringify({ darkMode: d })),
      dark,
    );
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Log in', exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Register with an invitation code' }).click();
    await expect(page.getByRole('img', { name: 'Verification code image' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test(`the dashboard and the notification drawer have no serious violations (${theme})`, async ({
    page,
    request,
    admin,
    user,
    openAs,
  }) => {
    await recharge(request, admin, user.id, 2_500);
    await sendNotification(request, admin, { userId: user.id, type: 'system', message: 'Welcome aboard' });
    await sendNotification(request, admin, {
      userId: user.id,
      type: 'task',
      message: 'Like task done',
      mark: '42',
    });
    await openAs(user, '/dashboard', { dark });
    await expect(page.getByTestId('card-balance-value')).toHaveText(/^2,500/);
    await expect(page.getByTestId('card-server-status-value')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByTestId('notification-bell').click();
    await expect(page.getByRole('tabpanel').getByText('Welcome aboard')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test(`the department screen has no serious violations (${theme})`, async ({
    page,
    request,
    user,
    openAs,
  }) => {
    await api(request, 'POST', '/user/division/department/add', {
      token: await apiLogin(request, user.username, user.password),
      body: { name: 'Front desk' },
    });
    const screen = await openAs(user, '/user/division', { dark });
    await expect(screen.getByTestId('division-departments')).toContainText('Front desk');
    expect(await seriousViolations(page)).toEqual([]);
    await screen.getByRole('tab', { name: 'Members' }).click();
    await screen.getByRole('button', { name: 'Add member' }).click();
    await expect(page.getByRole('dialog', { name: 'Add member' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
