import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { startMaintenance, taskDialog, waitForStatus } from './tasks-helpers';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Serious and critical WCAG 2.1 A/AA violations of the task screens, each with
 * the first offending nodes. Left to the layout's own spec: the sidebar, and the
 * theme's danger colour of antd's danger buttons (reported to the shell: #ff4d4f
 * on white reads 3.3:1, #dc4446 on the dark surface 4.3:1).
 */
async function seriousViolations(page: Page) {
  await page.waitForTimeout(400); // after the dialogs' open animation
  const results = await new AxeBuilder({ page })
    .withTags(TAGS)
    .exclude('.rf-sider')
    .exclude('.ant-btn-dangerous')
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      help: v.help,
      nodes: v.nodes
        .slice(0, 3)
        .map((n) => `${n.target.join(' ')} :: ${n.failureSummary?.split('\n').slice(1).join(' ')}`),
    }));
}

for (const dark of [false, true]) {
  const theme = dark ? 'dark' : 'light';

  test(`the task list, wizard, task details and video details have no serious violations (${theme})`, async ({
    page,
    request,
    openAs,
    fleet,
  }) => {
    const task = await startMaintenance(request, fleet);
    await waitForStatus(request, fleet.token, task.logId, ['success']);
    await openAs(fleet.token, '/account/rest', { dark });
    await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'New maintenance task' }).click();
    await expect(page.getByRole('dialog', { name: 'New maintenance task' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page
      .getByRole('dialog', { name: 'New maintenance task' })
      .getByRole('button', { name: 'Cancel' })
      .click();

    await page.getByRole('button', { name: 'Details' }).click();
    const dialog = taskDialog(page);
    await expect(dialog.locator('.rf-log-video').first()).toBeVisible();
    await page.waitForTimeout(1_800); // counters settled
    expect(await seriousViolations(page)).toEqual([]);

    await dialog.locator('.rf-log-video').first().click();
    await expect(page.getByTestId('video-table').locator('tr.ant-table-row')).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
