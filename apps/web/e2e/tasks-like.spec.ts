import { expect, test } from './fixtures';
import { expectRefusedAsTyped } from './pages-helpers';
import { catalogueVideos, nameAndTag, pick, submitTask, taskDialog, taskRow } from './tasks-helpers';

test.describe('like task', () => {
  test('target videos checked line by line, previewed, liked once each in special mode', async ({
    page,
    request,
    fleetWizard,
    fleet,
  }) => {
    const ids = await catalogueVideos(request, fleet, 3);
    expect(ids.length).toBeGreaterThan(1);

    const wizard = await fleetWizard('/toker/like', 'New like task');
    const targets = wizard.getByLabel('Target videos');
    await targets.fill(`${ids[0]}\nnot a video\n`);
    await wizard.getByRole('button', { name: 'Next' }).click();
    await expect(wizard.getByText('Line 2 must be a video link or a 19-digit video id')).toBeVisible();
    // A link counts by the id in it; the same video twice counts once.
    await targets.fill(
      [...ids.map((id) => `https://www.tiktok.com/@someone/video/${id}?lang=en`), ids[0]].join('\n'),
    );
    await expect(wizard.getByText(`${ids.length} target videos`)).toBeVisible();
    await wizard.getByRole('button', { name: 'View video details' }).click();
    const videos = page.getByRole('dialog', { name: 'Video details' });
    await expect(videos.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(ids.length);
    await videos.locator('.ant-table-tbody tr.ant-table-row .ant-checkbox').first().click();
    await expect(videos.getByText('1 selected')).toBeVisible();
    await videos.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
    await wizard.getByRole('button', { name: 'Next' }).click();

    await nameAndTag(page, wizard, 'Like e2e', fleet.tagName);
    await wizard.getByRole('button', { name: 'Next' }).click();
    await pick(page, 'Mode', 'Special mode');
    // A thread count out of range stays as typed and is refused by its label, not turned into 1.
    await expectRefusedAsTyped(wizard, 'Thread count', '0', 'Next', 'must be at least 1');
    await wizard.getByLabel('Thread count').fill('5');
    await wizard.getByRole('button', { name: 'Next' }).click();
    // Special (rotation) mode likes each video once.
    await expect(wizard.getByTestId('task-cost-points')).toHaveText(String(ids.length));
    await submitTask(page, wizard);

    const row = taskRow(page, 'Like e2e');
    await expect(row).toContainText('Special mode');
    await row.getByRole('button', { name: 'Details' }).click();
    const dialog = taskDialog(page);
    await expect(dialog.getByText('Customer acquisition · Like')).toBeVisible();
    await expect(dialog.getByTestId('count-success')).toBeVisible();
    await expect(dialog.getByTestId('count-failure')).toBeVisible();
    await expect(dialog.getByTestId('count-abnormal')).toBeVisible();
    // Like logs name videos, but only comment and maintenance logs link them (spec 2).
    await expect(dialog.getByTestId('task-log')).toContainText(ids[0]!);
    await expect(dialog.locator('.rf-log-video')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'View video details' }).click();
    await expect(videos.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(ids.length);
  });
});
