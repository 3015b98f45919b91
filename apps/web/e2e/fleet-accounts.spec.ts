import { expect, test } from './fixtures';
import {
  batchAction,
  deleteRow,
  needsSelection,
  openDialog,
  pick,
  rentDevices,
  rows,
  selectAll,
  toast,
  view,
} from './fleet-helpers';

const TXT = [
  'maple.fox|pw-Alpha-1',
  'river.owl|pw-Beta-2',
  '',
  'no-separator-here',
  'MAPLE.FOX|pw-again',
  'stone.elk|pw|with|bars',
].join('\n');

test.describe('accounts', () => {
  test('imports a TXT file with a line report, refuses other files before sending, tags, binds and deletes', async ({
    page,
    request,
    newOwner,
  }) => {
    const owner = await newOwner(1_000);
    const rented = await rentDevices(request, owner.token, 1);
    const deviceName = rented.devices[0]!.name;

    // An account tag to give them.
    const tags = await owner.open('/account/tags', { heading: 'Tag Management' });
    // The system label is listed but offers no delete or rename.
    const system = rows(tags).filter({ hasText: 'Registered' });
    await expect(system).toContainText('System label');
    await expect(system.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await expect(system.locator('.ant-checkbox-input')).toBeDisabled();
    const form = await openDialog(tags, 'New tag');
    await form.getByLabel('Tag name').fill('spring-batch');
    await form.getByRole('button', { name: 'Confirm' }).click();
    await expect(rows(tags).filter({ hasText: 'spring-batch' })).toHaveCount(1);

    await page.goto('/account/list');
    const list = view(page, '/account/list');
    await expect(list.getByText('No accounts yet')).toBeVisible();
    await list.getByRole('button', { name: 'Import TXT' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import accounts' });
    const file = dialog.locator('input[type="file"]');

    // Checked before sending: the name must end in .txt and the size be at most 1 MB.
    await file.setInputFiles({ name: 'accounts.csv', mimeType: 'text/csv', buffer: Buffer.from(TXT) });
    await expect(dialog.getByRole('alert')).toContainText('Only TXT files are accepted');
    const big = Buffer.alloc(1024 * 1024 + 1, 'a');
    await file.setInputFiles({ name: 'big.txt', mimeType: 'text/plain', buffer: big });
    await expect(dialog.getByRole('alert')).toHaveText('The TXT file must be at most 1 MB');

    await pick(dialog, 'Tag for the imported accounts', 'spring-batch');
    await file.setInputFiles({ name: 'accounts.txt', mimeType: 'text/plain', buffer: Buffer.from(TXT) });
    const report = dialog.getByTestId('import-report');
    await expect(report).toBeVisible();
    await expect(
      toast(page, 'Upload success: 3 accounts imported, 1 duplicate, 1 line rejected'),
    ).toBeVisible();
    const stat = (title: string) => report.locator('.ant-statistic').filter({ hasText: title });
    await expect(stat('Lines read')).toContainText('5');
    await expect(stat('Imported')).toContainText('3');
    await expect(stat('Duplicates')).toContainText('1');
    await expect(stat('Rejected')).toContainText('1');
    await expect(
      report.getByRole('row', { name: /4 missing "\|" between account and password/ }),
    ).toBeVisible();
    await report.getByRole('tab', { name: 'Duplicate (1)' }).click();
    await expect(report.getByRole('row', { name: /5 MAPLE\.FOX already on line 1/ })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();

    await expect(rows(list)).toHaveCount(3);
    await expect(rows(list).filter({ hasText: 'spring-batch' })).toHaveCount(3);
    await expect(rows(list).first()).toContainText('Not logged in');
    // Passwords are never shown.
    await expect(page.getByText(/pw-(Alpha|Beta)|pw\|with/)).toHaveCount(0);

    // Filters: by account, then by tag "none".
    await list.getByRole('textbox', { name: 'Account' }).fill('river');
    await list.getByRole('button', { name: 'Search' }).click();
    await expect(rows(list)).toHaveCount(1);
    await expect(rows(list).first()).toContainText('river.owl');
    await list.getByRole('button', { name: 'Reset' }).click();
    await expect(rows(list)).toHaveCount(3);

    // "Run a task" works on selected accounts: disabled, saying so, while none is.
    await needsSelection(
      page,
      page.getByTestId('run-task'),
      'Please select accounts first',
      'selection-first-run-task',
    );

    // Bind two accounts to the rented device.
    const bind = await batchAction(page, list, 'Bind to device', {
      nothingSelected: 'Please select accounts first',
      select: 2,
      dialog: 'Bind 2 accounts',
    });
    await pick(bind, 'Device', deviceName);
    await bind.getByRole('button', { name: 'Confirm' }).click();
    await expect(toast(page, 'Accounts bound to the device')).toBeVisible();
    await expect(rows(list).filter({ hasText: deviceName })).toHaveCount(2);

    // Take the tag off all of them, then filter by "No tag".
    await selectAll(list);
    await list.getByRole('button', { name: 'Tag selected' }).click();
    const assign = page.getByRole('dialog', { name: 'Tag 3 items' });
    await assign.getByRole('radio', { name: 'Remove their tag' }).check();
    await assign.getByRole('button', { name: 'Confirm' }).click();
    await expect(toast(page, 'Tagging success')).toBeVisible();
    await pick(list, 'Tag', 'No tag');
    await list.getByRole('button', { name: 'Search' }).click();
    await expect(rows(list)).toHaveCount(3);

    // A count filter under "More filters": no account has a million fans; cleared, all three again.
    await list.getByRole('button', { name: 'More filters' }).click();
    const fansFrom = list.getByRole('spinbutton', { name: 'Fans from' });
    await fansFrom.fill('1000000');
    await list.getByRole('button', { name: 'Search' }).click();
    await expect(rows(list)).toHaveCount(0);
    await fansFrom.fill('');
    await list.getByRole('button', { name: 'Search' }).click();
    await expect(rows(list)).toHaveCount(3);

    // Delete one.
    await deleteRow(page, rows(list).filter({ hasText: 'stone.elk' }), 'Delete accounts');
    await expect(rows(list)).toHaveCount(2);
  });
});
