import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { api } from './pages-helpers';

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
    user,
    openAs,
  }) => {
    await user.recharge(2_500);
    await user.notify({ type: 'system', message: 'Welcome aboard' });
    await user.notify({ type: 'task', message: 'Like task done', mark: '42' });
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
      token: await user.login(),
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
