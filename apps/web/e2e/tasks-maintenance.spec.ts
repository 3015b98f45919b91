import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { api } from './pages-helpers';
import {
  maintenanceActions,
  openWizard,
  pick,
  setUpFleet,
  sleepRange,
  startWizard,
  submitTask,
  taskDialog,
  taskRow,
} from './tasks-helpers';

test.describe('account maintenance task', () => {
  test('create through the wizard, watch it live, stop it, export its log', async ({
    page,
    request,
    openAs,
    fleet,
  }) => {
    await openAs(fleet.token, '/account/rest', { heading: 'Account Tasks', empty: 'No tasks yet.' });

    // Step 1: name and accounts by tag; the step counts the accounts that can act.
    const quoted = page.waitForResponse((r) => r.url().includes('/task/info/quote'));
    const wizard = await openWizard(page, 'New maintenance task');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await expect(wizard.getByText('Name cannot be empty')).toBeVisible();
    // No tag chosen: the field's own rule says so, and the quote's "no valid data" is not said beside it.
    await expect(wizard.getByText(/Please select .* first/)).toBeVisible();
    await quoted;
    await expect(wizard.getByTestId('quote-problems')).toHaveCount(0);
    await wizard.getByLabel('Task name').fill('Nurture e2e');
    await pick(page, 'Account tags', fleet.tagName);
    const actors = fleet.actors;
    await expect(wizard.getByTestId('tag-accounts')).toHaveText(
      `${fleet.tagName}: ${actors} of ${fleet.accounts.length} used`,
    );
    await wizard.getByRole('button', { name: 'Next' }).click();

    // Step 2: keywords and the count of each action per account.
    await wizard.getByRole('button', { name: 'Next' }).click();
    await expect(wizard.getByText('Keywords cannot be empty')).toBeVisible();
    await maintenanceActions(wizard, 'cooking', 20, 20);

    // Step 3: settings; the sleep range must be in order (spec 5).
    await sleepRange(wizard, 3000, 1000);
    await wizard.getByRole('button', { name: 'Next' }).click();
    await expect(wizard.getByText('Max time cannot be less than min time')).toBeVisible();
    await wizard.getByRole('spinbutton', { name: 'Max sleep (seconds)' }).fill('3600');
    await wizard.getByRole('button', { name: 'Next' }).click();

    // Step 4: the cost from the price table: each account plays 20 and likes 20 at 1 point each.
    const points = actors * 40;
    await expect(wizard.getByTestId('task-cost-points')).toHaveText(String(points));
    await wizard.getByRole('button', { name: 'Previous' }).click();
    await expect(wizard.getByRole('spinbutton', { name: 'Max sleep (seconds)' })).toHaveValue('3600');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await submitTask(page, wizard);
    await expect(wizard).toBeHidden();

    // The list refreshed: the new task, in standard mode.
    const row = taskRow(page, 'Nurture e2e');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Standard mode');
    await expect(row).toContainText(/In queue|Executing/);

    // The details dialog: the left panel, the per-action counters, and a log that grows.
    await row.getByRole('button', { name: 'Details' }).click();
    const dialog = taskDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Nurture e2e')).toBeVisible();
    await expect(dialog.getByText('Account tasks · Account maintenance')).toBeVisible();
    await expect(dialog.getByText(fleet.tagName)).toBeVisible();
    await expect(dialog.getByText('Keywords: cooking')).toBeVisible();
    await expect(dialog.getByText('Executing')).toBeVisible();
    await expect(dialog.getByTestId('count-play-success')).toBeVisible();
    await expect(dialog.getByTestId('count-comment-failure')).toBeVisible();
    const lines = dialog.getByTestId('task-log').locator('.rf-log-line');
    const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
    const submitted = `Task submitted: ${plural(points, 'action')} for ${plural(actors, 'account')}, ${plural(points, 'point')} held`;
    await expect(lines.first()).toContainText(submitted);
    await expect.poll(() => lines.count(), { timeout: 15_000 }).toBeGreaterThan(3);
    const before = await lines.count();
    await expect.poll(() => lines.count(), { timeout: 15_000 }).toBeGreaterThan(before);
    // The box is scrolled to its end after each load.
    const box = dialog.getByTestId('task-log');
    await expect
      .poll(() => box.evaluate((el) => Math.abs(el.scrollHeight - el.clientHeight - el.scrollTop) <= 2))
      .toBe(true);

    // A video id in an INFO line opens the video details dialog; its cover opens the player.
    await box.locator('.rf-log-video').first().click();
    const videos = page.getByRole('dialog', { name: 'Video details' });
    await expect(videos.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(1);
    const title = videos.locator('a[target="_blank"]').first();
    await expect(title).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(title).toHaveAttribute('href', /^https:\/\/www\.tiktok\.com\/@[^/]+\/video\/\d{19}$/);
    const videoId = (await videos.locator('.rf-mono').first().innerText()).trim();
    const detail = await api<{ play: string | null }>(request, 'POST', '/tiktok/api/rapid/video/detail', {
      token: fleet.token,
      body: { url: videoId },
    });
    await videos.getByRole('button', { name: /^Play "/ }).click();
    if (detail.play) {
      // The server's clip plays at once, in a 16:9 frame.
      const video = page.getByTestId('video-player').locator('video');
      await expect(video).toHaveAttribute('src', detail.play);
      await expect
        .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime > 0 || v.ended))
        .toBe(true);
      const box = await page.getByTestId('video-player').boundingBox();
      expect(Math.round(((box?.width ?? 0) / (box?.height ?? 1)) * 9)).toBe(16);
    } else {
      await expect(
        page.getByText('No playable sample: the catalogue has only the cover of this video.'),
      ).toBeVisible();
      await expect(page.getByTestId('video-player').locator('video')).toHaveCount(0);
    }
    const player = page.locator('.ant-modal').filter({ has: page.getByTestId('video-player') });
    await player.getByRole('button', { name: 'Close' }).click();
    await expect(player).toBeHidden();
    await videos.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
    await expect(videos).toBeHidden();

    // Stop: confirmation, success message, the status reads "Stopped".
    await dialog.getByRole('button', { name: 'Stop task' }).click();
    await expect(page.getByRole('dialog', { name: 'Stop this task?' })).toBeVisible();
    await page
      .getByRole('dialog', { name: 'Stop this task?' })
      .getByRole('button', { name: 'Stop task' })
      .click();
    await expect(page.getByText('Task Stopped Successfully')).toBeVisible();
    await expect(dialog.getByText('Stopped', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Stop task' })).toBeHidden();
    // The stop's line; an action in flight may still log its cancellation after it.
    await expect(lines.filter({ hasText: 'Task stopped:' })).toHaveCount(1);
    // Export failed objects shows only when an action failed.
    const newest = await api<{ list: { logId: string }[] }>(
      request,
      'POST',
      '/task/info/queryList?pageNo=1&pageSize=10',
      {
        token: fleet.token,
        body: { subtype: 'maintenance' },
      },
    );
    const shownId = newest.list[0]!.logId;
    const counts = await api<{ message: { failed: number; error: number } }>(
      request,
      'GET',
      `/task/log/${shownId}/status`,
      { token: fleet.token },
    );
    await expect(dialog.getByRole('button', { name: 'Export failed objects' })).toHaveCount(
      counts.message.failed + counts.message.error > 0 ? 1 : 0,
    );

    // Export logs: a text file named after the task type and the time, holding the log.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Export logs' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^maintenance-\d{8}T\d{6}\.txt$/);
    const text = readFileSync(await download.path(), 'utf8');
    expect(text).toContain(`[INFO] ${submitted}`);
    expect(text).toContain('[INFO] Task stopped:');
    expect(text.trim().split('\n').length).toBeGreaterThanOrEqual(await lines.count());

    // The list was refreshed for that type and subtype: the row reads "Stopped" too.
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
    // Closed means gone: nothing of the dialog stays mounted (or polling).
    await expect(page.getByTestId('task-details')).toHaveCount(0);
    await expect(row).toContainText('Stopped');

    // The task's end notified its owner: a click on it opens the monitor view of that task.
    const logId = (await row.locator('.rf-task-mono').innerText()).replace('#', '');
    await page.getByTestId('notification-bell').click();
    const drawer = page.getByRole('dialog', { name: 'Notifications' });
    const note = drawer
      .getByTestId('notification-item')
      .filter({ hasText: `Account maintenance task ${logId} stopped` });
    await note.getByRole('button', { name: 'View task' }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(`#${logId}`).filter({ visible: true })).toHaveCount(1);
    await expect(dialog.getByText('Nurture e2e')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();

    // Deleted (after a confirmation), the task is gone from the list, and its notification says so.
    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete tasks' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Delete Success')).toBeVisible();
    await expect(row).toHaveCount(0);
    await page.getByTestId('notification-bell').click();
    await note.getByRole('button', { name: 'View task' }).click();
    await expect(page.getByText('This task has been deleted')).toBeVisible();
  });

  test('a short balance: the wizard says so and shows the server refusing the task', async ({
    page,
    request,
    openAs,
  }) => {
    // 1,000 points: three devices rented for a month (900) and the logins leave under 100.
    const fleet = await setUpFleet(request, { loggedIn: true, points: 1_000 });
    await openAs(fleet.token, '/account/rest');
    const wizard = await startWizard(page, 'New maintenance task', 'Too big', fleet.tagName);
    await maintenanceActions(wizard, 'music', 100, 100);
    await wizard.getByRole('button', { name: 'Next' }).click();

    const points = fleet.actors * 200;
    await expect(wizard.getByTestId('task-cost-points')).toHaveText(points.toLocaleString('en-US'));
    await expect(wizard.locator('[data-step="confirm"]').getByTestId('quote-problems')).toContainText(
      new RegExp(`Not enough points: ${points} needed, \\d+ available`),
    );
    await wizard.getByRole('button', { name: 'Submit' }).click();
    await expect(wizard.getByTestId('task-refusal')).toContainText(
      new RegExp(`Not enough points: ${points} needed, \\d+ available`),
    );
    await expect(wizard).toBeVisible();
    await wizard.getByRole('button', { name: 'Cancel' }).click();
    await expect(wizard).toBeHidden();
    await expect(page.getByText('No tasks yet.')).toBeVisible();
  });
});
