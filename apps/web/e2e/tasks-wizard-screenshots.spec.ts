import { toolbarButton } from './fit-helpers';
import { expect, test } from './fixtures';
import { useSession as openSession, screenVariants } from './pages-helpers';
import { pick } from './tasks-helpers';

/** Screenshots of the maintenance wizard's confirm step with its quote, for a person to look at (/tmp/shots/wizard-*.png). */
const VARIANTS = screenVariants({ desktop: 900, narrow: 1000 });
const TEXT = {
  en: { new: 'New maintenance task', tags: 'Account tags', keywords: 'Keywords', next: 'Next' },
  zh: { new: '新建养号任务', tags: '账号标签', keywords: '关键词', next: '下一步' },
} as const;

test('wizard screenshots', async ({ browser, baseURL, fleet }) => {
  test.setTimeout(180_000);
  for (const v of VARIANTS) {
    const context = await browser.newContext({ viewport: { width: v.width, height: v.height } });
    const page = await context.newPage();
    const text = TEXT[v.lang];
    await openSession(context, baseURL, fleet.token, v);
    await page.goto('/account/rest');
    await (await toolbarButton(page, page, text.new)).click();
    const wizard = page.getByRole('dialog', { name: text.new });
    await wizard.locator('#task-maintenance_name').fill('Screenshot');
    await pick(page, text.tags, fleet.tagName);
    await expect(wizard.getByTestId('tag-accounts')).toBeVisible();
    await page.screenshot({ path: `/tmp/shots/wizard-accounts-${v.name}.png` });
    await wizard.locator('.ant-btn-primary').click();
    await wizard.getByLabel(text.keywords).fill('cooking');
    await wizard.getByLabel(text.keywords).press('Enter');
    await wizard.locator('.ant-btn-primary').click();
    await wizard.locator('.ant-btn-primary').click();
    await expect(wizard.locator('[data-step="confirm"]')).toBeVisible();
    await expect(wizard.getByTestId('task-cost-points')).toBeVisible();
    await page.screenshot({ path: `/tmp/shots/wizard-confirm-${v.name}.png` });
    await context.close();
  }
});
