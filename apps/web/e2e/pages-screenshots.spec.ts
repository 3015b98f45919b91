import { expect, test } from './fixtures';
import { recharge, screenVariants, sendNotification, shot, usePreferences } from './pages-helpers';

/**
 * Screenshots of the console pages for a person to look at (/tmp/shots/pages-*.png):
 * desktop and 800 px, light and dark, English and Chinese. Each variant also checks
 * that the page rendered in its language.
 */
const VARIANTS = screenVariants({ desktop: 800, narrow: 900 });

const TEXT = {
  en: { login: 'Log in', register: 'Register', dashboard: 'Control Panel', profile: 'Account settings' },
  zh: { login: '登录', register: '注册', dashboard: '控制台', profile: '账号设置' },
} as const;

for (const v of VARIANTS) {
  test(`screenshots ${v.name}`, async ({ page, context, request, admin, user, openAs }) => {
    const text = TEXT[v.lang];
    await page.setViewportSize({ width: v.width, height: v.height });
    await usePreferences(context, { lang: v.lang, dark: v.dark });

    await page.goto('/login');
    await expect(page.getByRole('heading', { name: text.login, exact: true })).toBeVisible();
    await shot(page, `login-${v.name}`);

    await page.goto('/login?invitationCode=DEMO2025');
    await expect(page.getByRole('heading', { name: text.register, exact: true })).toBeVisible();
    await page.locator('[data-testid="captcha-image"] img').waitFor();
    await shot(page, `register-${v.name}`);

    await recharge(request, admin, user.id, 123_456);
    await sendNotification(request, admin, {
      userId: user.id,
      type: 'system',
      message: 'Scheduled maintenance tonight 02:00-03:00 UTC',
    });
    await sendNotification(request, admin, {
      userId: user.id,
      type: 'task',
      message: 'Your like task has finished',
      mark: '1001',
    });
    await openAs(user, '/dashboard', v);
    await expect(page.getByTestId('card-balance-value')).toHaveText(/^123,456/);
    await expect(page.getByTestId('card-server-status-value')).toBeVisible();
    await shot(page, `dashboard-${v.name}`);

    await page.getByTestId('notification-bell').click();
    await expect(page.getByRole('tabpanel').getByTestId('notification-item').first()).toBeVisible();
    await page.waitForTimeout(400); // the drawer's slide-in
    await shot(page, `drawer-${v.name}`);
    await page.keyboard.press('Escape');

    await page.goto('/user/profile');
    await expect(page.getByRole('heading', { name: text.profile })).toBeVisible();
    await shot(page, `profile-${v.name}`);
  });
}
