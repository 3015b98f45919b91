import type { Page } from '@playwright/test';
import { AA_NORMAL_TEXT, contrast } from '../src/utils/contrast';
import { auditedRoutes, seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { api } from './pages-helpers';
import { DIALOGS, walkRoutes } from './route-walk';

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

  test(`the 404 and 401 pages have no serious violations, their text on the theme's background (${theme})`, async ({
    page,
    user,
    openAs,
  }) => {
    // Reached from console paths: an unknown one, and one only an admin may open.
    await openAs(user, '/no/such/page', { dark });
    await expect(page).toHaveURL(/\/404$/);
    const notFound = page.getByText('The page you are looking for does not exist.');
    await expect(notFound).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // axe passed light text on the browser's white page (the body had no background of its own).
    const seen = await notFound.evaluate((el) => {
      const rgba = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
      const body = rgba(getComputedStyle(document.body).backgroundColor);
      const under = body[3] === 0 ? [255, 255, 255] : body.slice(0, 3);
      const text = rgba(getComputedStyle(el).color);
      const alpha = text[3] ?? 1;
      const hex = (c: number[]) => `#${c.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
      return { text: hex(under.map((u, i) => text[i]! * alpha + u * (1 - alpha))), under: hex(under) };
    });
    expect(contrast(seen.text, seen.under), JSON.stringify(seen)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/401$/);
    await expect(page.getByRole('button', { name: 'Back to the control panel' })).toBeVisible();
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

/**
 * Issue 38: every screen of the route table, and the dialogs that spend money or import, once each
 * (English, light: the themes' colours are audited above and in tasks-a11y; the walk is about what
 * each screen holds). One page load a screen.
 */
test('every screen of the route table has no serious violations', async ({
  browser,
  baseURL,
  admin,
  agent,
  user,
}) => {
  test.setTimeout(1_200_000);
  const found: Record<string, unknown> = {};
  const audit = async (page: Page, where: string) => {
    const started = Date.now();
    const violations = await seriousViolations(page);
    // Progress of a long walk, as it goes.
    const ids = violations.map((v) => `${v.id} ${v.nodes[0] ?? ''}`).join('; ');
    console.log(`axe ${where}: ${violations.length} serious (${Date.now() - started} ms) ${ids}`);
    if (violations.length > 0) found[where] = violations;
    test.info().annotations.push({ type: 'audited', description: `${where}: ${violations.length}` });
  };
  const routes = auditedRoutes();
  for (const [who, token] of [
    ['owner', await user.login()],
    ['admin', admin],
    ['agent', await agent.login()],
  ] as const) {
    const mine = routes.filter((r) => r.who === who);
    await walkRoutes(browser, baseURL, token, mine, { lang: 'en' }, async (page, path) => {
      await audit(page, path);
      if (who !== 'owner') return;
      for (const d of DIALOGS.en.filter((d) => d.path === path)) {
        await page.getByRole('button', { name: d.button }).first().click();
        await expect(page.getByRole('dialog', { name: d.dialog })).toBeVisible();
        // Left open: the audit stopped animations, so it would never finish closing; the next
        // screen is a new page load.
        await audit(page, `${path} › ${d.dialog}`);
      }
    });
  }
  expect(found).toEqual({});
});
