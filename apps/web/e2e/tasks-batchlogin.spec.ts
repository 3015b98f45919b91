import { acceptOf } from '@reelfleet/contract';
import { expect, test } from './fixtures';
import { api, uniqueName } from './pages-helpers';
import {
  openWizard,
  pick,
  setUpFleet,
  submitTask,
  taskDialog,
  taskRow,
  waitForStatus,
} from './tasks-helpers';

test.describe('batch login task', () => {
  test('a group with free devices, accounts by tags or by TXT, the cost, then the task', async ({
    page,
    request,
    openAs,
  }) => {
    test.setTimeout(90_000);
    const fleet = await setUpFleet(request, { devices: 2, accounts: 3 });
    const { token } = fleet;
    const emptyGroup = uniqueName('empty-');
    await api(request, 'POST', '/device/group/add', { token, body: { name: emptyGroup } });
    const emptyTag = uniqueName('none-');
    await api(request, 'POST', '/account/tag/add', { token, body: { name: emptyTag } });
    await openAs(token, '/devices/batchlogin');
    const wizard = await openWizard(page, 'New batch login');
    await wizard.getByLabel('Task name').fill('Log in e2e');

    // A group without free devices cannot be used (spec 8 message).
    await pick(page, 'Device group', emptyGroup);
    await expect(wizard.getByTestId('free-devices')).toHaveText('No free devices under the selected group');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await expect(
      page.locator('.ant-message').getByText('No free devices under the selected group'),
    ).toBeVisible();
    await expect(wizard.locator('[data-step="devices"]')).toBeVisible();
    await pick(page, 'Device group', fleet.groupName);
    await expect(wizard.getByTestId('free-devices')).toContainText('2 free devices in this group:');
    await expect(wizard.getByTestId('free-devices').locator('.ant-tag')).toHaveCount(2);
    await wizard.getByRole('button', { name: 'Next' }).click();

    // Accounts by tags: an empty tag says so; the fleet's tag holds three accounts that can log in.
    await pick(page, 'Account tags', emptyTag);
    await expect(wizard.locator('[data-step="accounts"]').getByTestId('quote-problems')).toContainText(
      'No login accounts under the selected tags',
    );
    await wizard.getByRole('button', { name: 'Next' }).click();
    await expect(
      page.locator('.ant-message').getByText('No login accounts under the selected tags'),
    ).toBeVisible();
    await pick(page, 'Account tags', emptyTag); // picked again: taken off
    await pick(page, 'Account tags', fleet.tagName);
    await expect(wizard.getByTestId('tag-accounts')).toHaveText(`${fleet.tagName}: 3 of 3 used`);

    // Or a TXT: other files and files over 1 MB are refused; lines are checked as they will be imported.
    await wizard.getByText('TXT upload').click();
    const input = wizard.locator('input[type="file"]');
    // Issue 38: the picker offers what the import takes (the contract's list the server checks).
    await expect(input).toHaveAttribute('accept', acceptOf('txt'));
    await input.setInputFiles({ name: 'accounts.csv', mimeType: 'text/csv', buffer: Buffer.from('a|b') });
    await expect(page.getByText('Only TXT files can be uploaded')).toBeVisible();
    await input.setInputFiles({
      name: 'big.txt',
      mimeType: 'text/plain',
      buffer: Buffer.alloc(1024 * 1024 + 1, 'a'),
    });
    await expect(page.getByText('The file is larger than 1 MB')).toBeVisible();
    const fresh = [uniqueName('txt'), uniqueName('txt')];
    await input.setInputFiles({
      name: 'login.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(`${fresh[0]}|pw-one\n${fresh[1]}|pw-two\nno separator here\n`),
    });
    await expect(wizard.getByTestId('login-file')).toContainText('2 accounts to log in; 1 line rejected');
    await expect(wizard.getByTestId('login-file')).toContainText('Line 3:');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('button', { name: 'Next' }).click();
    // The accounts of a TXT exist once imported (on submit): the quote comes after that.
    await expect(
      wizard.getByText('The cost is worked out once the 2 accounts of the file are imported, on submit.'),
    ).toBeVisible();
    await submitTask(page, wizard);

    // The task logs in exactly the file's two accounts (imported first), on the group's devices.
    const row = taskRow(page, 'Log in e2e');
    await expect(row).toHaveCount(1);
    const logId = (await row.locator('.rf-task-mono').innerText()).replace('#', '');
    await waitForStatus(request, token, logId, ['success']);
    const tasks = await api<{ list: { number: number; description: { accountCount: number } }[] }>(
      request,
      'POST',
      '/task/info/queryList?pageNo=1&pageSize=20',
      { token, body: { numberId: logId } },
    );
    expect(tasks.list[0]).toMatchObject({ number: 2, description: { accountCount: 2 } });
    await expect(row).toContainText('Completed');
    await row.getByRole('button', { name: 'Details' }).click();
    const dialog = taskDialog(page);
    await expect(dialog.getByText('Device tasks · Batch login')).toBeVisible();
    await expect(dialog.getByText(`Device group: ${fleet.groupName}`)).toBeVisible();
    await expect(dialog.getByTestId('count-abnormal')).toBeVisible();
    await expect(dialog.getByTestId('task-log')).toContainText(fresh[0]!);
  });
});
