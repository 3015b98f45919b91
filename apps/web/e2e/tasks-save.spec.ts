import { expect, test } from './fixtures';
import {
  expectLogged,
  openVideoFromLog,
  openWizard,
  pickTargets,
  setUpFleet,
  submitAndOpenLog,
  taskRow,
  toConfirm,
} from './tasks-helpers';

test.describe('save task', () => {
  test('finds videos by keyword in the picker on /toker/collect, saves them, watches the log and opens a video from a log line', async ({
    page,
    fleetWizard,
    fleet,
  }) => {
    const wizard = await fleetWizard('/toker/collect', 'New save task', { heading: 'Batch Save' });
    const ids = await pickTargets(wizard, 'pets', 2);
    await expect(wizard.getByText('2 target videos')).toBeVisible();
    await page.screenshot({ path: '/tmp/shots/save-wizard-picker-en.png' });
    await toConfirm(page, wizard, 'Save e2e', fleet.tagName);
    // Standard mode: every account saves every video, at the price of a collect.
    await expect(wizard.getByTestId('task-cost-points')).toHaveText(String(ids.length * fleet.actors));
    await page.screenshot({ path: '/tmp/shots/save-wizard-confirm-en.png' });
    const { log, dialog } = await submitAndOpenLog(page, wizard, 'Save e2e');

    await expect(dialog.getByText('Customer acquisition · Save')).toBeVisible();
    await expect(dialog.getByText('2 target videos')).toBeVisible();
    await expect(dialog.getByTestId('count-success')).toBeVisible();
    await expect(dialog.getByTestId('count-abnormal')).toBeVisible();
    await expectLogged(log, 'collect', ids);
    await openVideoFromLog(page, log, ids, '/tmp/shots/save');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    const row = taskRow(page, 'Save e2e');
    await expect(row).toContainText('Standard mode');
    await page.screenshot({ path: '/tmp/shots/save-page-en.png' });
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
