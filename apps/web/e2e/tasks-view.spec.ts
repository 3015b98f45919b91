import { expect, type Locator, test } from '@playwright/test';
import { openDialog } from './fleet-helpers';
import { apiLogin, useSession } from './pages-helpers';
import { catalogueVideos, DEMO_USER, pick, setUpFleet, taskDialog } from './tasks-helpers';

/** The wizard opens empty: no draft of another test (a video id, a watch range) is restored. */
async function expectNoDraft(wizard: Locator, targets: string) {
  await expect(wizard.getByLabel(targets)).toHaveValue('');
  await expect(wizard.locator('#task-view_viewCount')).toHaveValue('1');
  await expect(wizard.locator('#task-view_watchMin')).toHaveValue('10');
  await expect(wizard.locator('#task-view_watchMax')).toHaveValue('30');
}

test.describe('view task', () => {
  test('a reversed watch range is flagged on the videos step (zh)', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const token = await apiLogin(request, DEMO_USER.username, DEMO_USER.password);
    await useSession(context, baseURL, token, { lang: 'zh' });
    await page.goto('/toker/play');
    await expect(page.getByRole('heading', { name: '增加播放' })).toBeVisible();
    await page.screenshot({ path: '/tmp/shots/view-page-zh.png' });
    const wizard = await openDialog(page, '新建播放任务');
    await expectNoDraft(wizard, '目标视频');
    // Left in this browser's draft on purpose: the next test must not see it.
    await wizard.getByLabel('目标视频').fill('7568769306298725457');
    await wizard.getByLabel('最短观看时长（秒）').fill('30');
    await wizard.getByLabel('最长观看时长（秒）').fill('20');
    await wizard.getByRole('button', { name: '下一步' }).click();
    const watchMax = wizard.locator('.ant-form-item').filter({ has: page.locator('#task-view_watchMax') });
    await expect(watchMax.locator('.ant-form-item-explain-error')).toHaveText('最大时间不能小于最小时间');
    await expect(wizard.locator('[data-step="videos"]')).toBeVisible();
    await page.screenshot({ path: '/tmp/shots/view-wizard-zh.png' });
    // Put right, the step lets go.
    await wizard.getByLabel('最长观看时长（秒）').fill('45');
    await expect(watchMax.locator('.ant-form-item-explain-error')).toHaveCount(0);
  });

  test('the demo user runs a view task from /toker/play through the wizard; it is listed and finishes', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const fleet = await setUpFleet(request, { owner: DEMO_USER, loggedIn: true });
    const ids = await catalogueVideos(request, fleet, 2);
    expect(ids.length).toBe(2);

    await useSession(context, baseURL, fleet.token);
    await page.goto('/toker/play');
    await expect(page.getByRole('heading', { name: 'Increase Views' })).toBeVisible();
    const wizard = await openDialog(page, 'New view task');
    await expectNoDraft(wizard, 'Target videos');
    await wizard.getByLabel('Target videos').fill(ids.join('\n'));
    await expect(wizard.getByText('2 target videos')).toBeVisible();
    await wizard.getByLabel('Views per video').fill('2');
    await wizard.getByLabel('Min watch time (seconds)').fill('3');
    await wizard.getByLabel('Max watch time (seconds)').fill('8');
    await page.screenshot({ path: '/tmp/shots/view-wizard-en.png' });
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByLabel('Task name').fill('View e2e');
    await pick(page, 'Account tags', fleet.tagName);
    await expect(wizard.getByTestId('tag-accounts')).toBeVisible();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByLabel('Min sleep (seconds)').fill('0');
    await wizard.getByLabel('Max sleep (seconds)').fill('1');
    await wizard.getByRole('button', { name: 'Next' }).click();
    // Standard mode: every account plays every video twice, at the price of a play.
    await expect(wizard.getByTestId('task-cost-points')).toHaveText(String(ids.length * 2 * fleet.actors));
    await expect(wizard.getByText('3–8 s')).toBeVisible();
    await page.screenshot({ path: '/tmp/shots/view-wizard-confirm-en.png' });
    await wizard.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Task Submitted Successfully')).toBeVisible();

    const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'View e2e' });
    await expect(row).toContainText('Standard mode');
    await expect(row).toContainText('Completed', { timeout: 30_000 });
    await page.screenshot({ path: '/tmp/shots/view-page-en.png' });
    await row.getByRole('button', { name: 'Details' }).click();
    const dialog = taskDialog(page);
    await expect(dialog.getByText('Customer acquisition · Increase views')).toBeVisible();
    await expect(dialog.getByText('Views per video: 2')).toBeVisible();
    await expect(dialog.getByText('Watch time: 3–8 s')).toBeVisible();
    await expect(dialog.getByTestId('task-log')).toContainText(`play ${ids[0]}`);
    await page.screenshot({ path: '/tmp/shots/view-dialog-en.png' });
  });
});
