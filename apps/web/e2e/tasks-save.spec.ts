import { expect, test } from './fixtures';
import { catalogueVideos, nameAndTag, openWizard, setUpFleet, taskDialog } from './tasks-helpers';

test.describe('save task', () => {
  test('saves target videos through the wizard on /toker/collect, then lists it with its log', async ({
    page,
    request,
    openAs,
    fleet,
  }) => {
    const ids = await catalogueVideos(request, fleet, 2);
    expect(ids.length).toBe(2);

    await openAs(fleet.token, '/toker/collect', { heading: 'Bulk Save' });
    const wizard = await openWizard(page, 'New save task');
    await wizard.getByLabel('Target videos').fill(ids.join('\n'));
    await expect(wizard.getByText('2 target videos')).toBeVisible();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await nameAndTag(page, wizard, 'Save e2e', fleet.tagName);
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('button', { name: 'Next' }).click();
    // Standard mode: every account saves every video, at the price of a collect.
    await expect(wizard.getByTestId('task-cost-points')).toHaveText(String(ids.length * fleet.actors));
    await page.screenshot({ path: '/tmp/shots/save-wizard-confirm-en.png' });
    await wizard.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Task Submitted Successfully')).toBeVisible();

    const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'Save e2e' });
    await expect(row).toContainText('Standard mode');
    await page.screenshot({ path: '/tmp/shots/save-page-en.png' });
    await row.getByRole('button', { name: 'Details' }).click();
    const dialog = taskDialog(page);
    await expect(dialog.getByText('Customer acquisition · Save / collect')).toBeVisible();
    await expect(dialog.getByText('2 target videos')).toBeVisible();
    await expect(dialog.getByTestId('count-success')).toBeVisible();
    await expect(dialog.getByTestId('count-abnormal')).toBeVisible();
    await expect(dialog.getByTestId('task-log')).toContainText(`collect ${ids[0]}`);
    await page.screenshot({ path: '/tmp/shots/save-dialog-en.png' });
  });

  test('the save screen and wizard speak Chinese', async ({ page, request, openAs }) => {
    test.setTimeout(60_000);
    const fleet = await setUpFleet(request);
    await openAs(fleet.token, '/toker/collect', { lang: 'zh', heading: '批量收藏' });
    await page.screenshot({ path: '/tmp/shots/save-page-zh.png' });
    const wizard = await openWizard(page, '新建收藏任务');
    await wizard.getByLabel('目标视频').fill('not a video');
    await wizard.getByRole('button', { name: '下一步' }).click();
    await expect(wizard.locator('.ant-form-item-explain-error')).toContainText('第 1 行');
    await page.screenshot({ path: '/tmp/shots/save-wizard-zh.png' });
  });
});
