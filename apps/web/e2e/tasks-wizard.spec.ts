import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { api, uniqueName } from './pages-helpers';
import {
  openWizard,
  pick,
  runTaskOn,
  setUpFleet,
  startMaintenance,
  submitTask,
  taskDialog,
  taskRow,
} from './tasks-helpers';

/** The wizard frame, the server quote, stop, and running a task on accounts chosen in the account list. */

const next = (wizard: ReturnType<Page['getByRole']>) => wizard.getByRole('button', { name: 'Next' }).click();

test.describe('task wizard frame and quote', () => {
  test('keeps a draft through cancel, reopen and leaving the screen; shows the quote; clears it on submit', async ({
    page,
    fleetWizard,
    fleet,
  }) => {
    let wizard = await fleetWizard('/account/rest', 'New maintenance task');
    await wizard.getByLabel('Task name').fill('Draft e2e');
    await pick(page, 'Account tags', fleet.tagName);
    // The quote says how many accounts of the tag the task uses.
    await expect(wizard.getByTestId('tag-accounts')).toContainText(
      `${fleet.tagName}: ${fleet.actors} of ${fleet.accounts.length} used`,
    );
    await wizard.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'New maintenance task' }).click();
    await expect(wizard.getByLabel('Task name')).toHaveValue('Draft e2e');

    // Leaving the screen and coming back restores it from local storage.
    await page.goto('/toker/like');
    await page.goto('/account/rest');
    wizard = await openWizard(page, 'New maintenance task');
    await expect(wizard.getByLabel('Task name')).toHaveValue('Draft e2e');
    await expect(wizard.getByTestId('tag-accounts')).toBeVisible();
    await next(wizard);
    await wizard.getByLabel('Keywords').fill('cooking');
    await wizard.getByLabel('Keywords').press('Enter');
    await next(wizard);
    await next(wizard);
    // 1 play and 1 like per account by default, at 1 point each: the server's sum.
    await expect(wizard.getByTestId('task-cost-points')).toHaveText(String(fleet.actors * 2));
    await expect(wizard.getByTestId('task-cost-balance')).toContainText(`Accounts: ${fleet.actors}`);
    await submitTask(page, wizard);
    await page.getByRole('button', { name: 'New maintenance task' }).click();
    await expect(wizard.getByLabel('Task name')).toHaveValue('');
  });

  test('flags unknown videos on their step and a new empty tag on the accounts step', async ({
    page,
    fleetWizard,
  }) => {
    const wizard = await fleetWizard('/toker/like', 'New like task');
    const unknown = '1000000000000000001';
    await wizard.getByLabel('Target videos').fill(unknown);
    const problems = wizard.locator('[data-step="videos"]').getByTestId('quote-problems');
    await expect(problems).toContainText(`No video has the id ${unknown}`);
    // Next is held on the step where the video was entered.
    await next(wizard);
    await expect(wizard.locator('[data-step="videos"]')).toBeVisible();
    await expect(wizard.locator('[data-step="accounts"]')).toBeHidden();

    await wizard.getByRole('button', { name: 'Cancel' }).click();

    // A tag made on the spot is chosen at once; it holds no account, which the quote says there.
    const tag = uniqueName('empty-');
    await page.goto('/account/rest');
    const maint = await openWizard(page, 'New maintenance task');
    await maint.getByLabel('Task name').fill('Empty tag e2e');
    // The quote's first answer adds an alert under the field: open the tag list once the layout has settled.
    await expect(maint.locator('[data-step="accounts"]').getByTestId('quote-problems')).toBeVisible();
    await maint.getByRole('combobox', { name: 'Account tags' }).click();
    await page.getByLabel('New tag name').fill(tag);
    await page.getByRole('button', { name: 'New tag' }).click();
    await maint.locator('.ant-modal-title').click();
    await expect(maint.getByTestId('tag-accounts')).toContainText(`${tag}: 0 of 0 used`);
    await expect(maint.locator('[data-step="accounts"]').getByTestId('quote-problems')).toContainText(
      `The tag ${tag} holds no account`,
    );
    await next(maint);
    await expect(maint.locator('[data-step="accounts"]')).toBeVisible();
  });

  test('a running task stops from its row and then reads "stopped: n run, m cancelled"', async ({
    page,
    request,
    openAs,
    fleet,
  }) => {
    // Long sleeps and a long interval between accounts: the task is still running when stopped.
    const task = await startMaintenance(request, fleet, {
      sleepMin: 3000,
      sleepMax: 3600,
      intervalTime: 1440,
    });
    await openAs(fleet.token, '/account/rest');
    const row = taskRow(page, task.logId);
    await row.getByRole('button', { name: 'Stop' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Stop' }).click();
    await expect(page.getByText('Task Stopped Successfully')).toBeVisible();
    const status = await api<{ status: string; message: Record<string, number> }>(
      request,
      'GET',
      `/task/log/${task.logId}/status`,
      { token: fleet.token },
    );
    expect(status.status).toBe('failed');
    const m = status.message;
    const ran = m.success! + m.failed! + m.error!;
    expect(m.cancelled).toBeGreaterThan(0);
    await expect(row.getByTestId('task-progress-text')).toHaveText(
      `stopped: ${ran} run, ${m.cancelled} cancelled`,
    );
    await expect(row.getByRole('button', { name: 'Stop' })).toHaveCount(0);

    // Export failed objects shows only when something failed; an empty export says 'No data to export'.
    await row.getByRole('button', { name: 'Details' }).click();
    const dialog = taskDialog(page);
    await expect(dialog.getByTestId('task-progress-text')).toHaveText(
      `stopped: ${ran} run, ${m.cancelled} cancelled`,
    );
    const failures = m.failed! + m.error!;
    await expect(dialog.getByRole('button', { name: 'Export failed objects' })).toHaveCount(
      failures > 0 ? 1 : 0,
    );
    if (failures === 0) {
      const empty = await request.get(`/api/task/log/${task.logId}/export?level=ERROR`, {
        headers: { Authorization: `Bearer ${fleet.token}`, 'Accept-Language': 'en' },
      });
      expect(empty.status()).toBe(422);
      expect((await empty.json()).message).toBe('No data to export');
    }
  });

  test('runs a task on the accounts selected in the account list', async ({ page, request, openAs }) => {
    test.setTimeout(90_000);
    const fleet = await setUpFleet(request, { loggedIn: true, accounts: 2 });
    await openAs(fleet.token, '/account/list');
    // Only accounts that got in: one the simulated platform refused has no phone, and holds Next.
    const chosen = fleet.actorAccounts;
    const wizard = await runTaskOn(page, chosen, 'Account maintenance', 'New maintenance task');
    await expect(wizard.getByTestId('chosen-accounts')).toContainText(
      chosen.length === 1
        ? 'The task runs on 1 account chosen in the account list.'
        : `The task runs on ${chosen.length} accounts chosen in the account list.`,
    );
    // The quote's count, said as what it is (not "logged in and can act", false for a batch login).
    await expect(wizard.getByTestId('chosen-accounts')).toContainText(
      `This task works on ${chosen.length} of them.`,
    );
    const name = uniqueName('chosen-');
    await wizard.getByLabel('Task name').fill(name);
    await next(wizard);
    await wizard.getByLabel('Keywords').fill('travel');
    await wizard.getByLabel('Keywords').press('Enter');
    await next(wizard);
    await expect(wizard.locator('[data-step="settings"]')).toBeVisible();
    await next(wizard);
    await expect(wizard.locator('[data-step="confirm"]')).toBeVisible();
    await expect(wizard.getByTestId('task-cost-points')).toHaveText(String(fleet.actors * 2));
    await submitTask(page, wizard);
    const list = await api<{ list: { name: string; description: { accountIds?: number[] } }[] }>(
      request,
      'POST',
      '/task/info/queryList?pageNo=1&pageSize=10',
      { token: fleet.token, body: { subtype: 'maintenance', name } },
    );
    expect(list.list[0]?.description.accountIds).toHaveLength(chosen.length);
  });
});
