import { mkdirSync } from 'node:fs';
import { expect, test } from './fixtures';
import { apiLogin } from './pages-helpers';

mkdirSync('/tmp/shots', { recursive: true });

for (const width of [1440, 800]) {
  for (const dark of [false, true]) {
    for (const lang of ['en', 'zh'] as const) {
      const name = `shell-${width}-${dark ? 'dark' : 'light'}-${lang}`;
      test(`layout screenshot ${name}`, async ({ page, admin, openAs }) => {
        await page.setViewportSize({ width, height: 900 });
        await openAs(admin, '/devices/list', { lang, dark });
        await page.goto('/toker/comment');
        await expect(
          page.getByRole('heading', { name: lang === 'zh' ? '批量评论' : 'Batch Comment' }),
        ).toBeVisible();
        if (width < 992) {
          await page.screenshot({ path: `/tmp/shots/${name}-closed.png` });
          await page.getByRole('button', { name: lang === 'zh' ? '展开侧边栏' : 'Expand sidebar' }).click();
        }
        await page.waitForTimeout(400);
        await page.screenshot({ path: `/tmp/shots/${name}.png` });
      });
    }
  }
}

test('screenshots of the settings drawer, the message box preview, the price table and the agent back end', async ({
  page,
  request,
  openAs,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAs(await apiLogin(request, 'demo-agent', 'DemoAgent123'), '/help/price', {
    heading: 'Product Pricing',
  });
  await page.waitForTimeout(500);
  await page.screenshot({ path: '/tmp/shots/shell-price.png' });
  await page.getByRole('button', { name: 'Page settings' }).click();
  await page.waitForTimeout(400);
  await page.screenshot({ path: '/tmp/shots/shell-settings.png' });
  // Escape closes the drawer, also on its first (lazily loaded) opening.
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-drawer-content-wrapper')).toBeHidden();
  await page.getByRole('button', { name: 'Customer-service workbench' }).click();
  await page
    .getByRole('dialog', { name: 'Customer-service workbench' })
    .getByRole('button', { name: /Message box/ })
    .click();
  await expect(page.getByRole('dialog', { name: /Message box/ })).toBeVisible();
  await page.waitForTimeout(400);
  await page.screenshot({ path: '/tmp/shots/shell-message-box.png' });
  await page.goto('/agent');
  await expect(page.getByTestId('agent-invite-code')).toBeVisible();
  await page.waitForTimeout(400);
  await page.screenshot({ path: '/tmp/shots/shell-agent.png' });
});
