import { expect, test } from './fixtures';
import {
  balanceOf,
  batchAction,
  deleteRow,
  needsSelection,
  openDialog,
  openList,
  pick,
  rentDevices,
  rows,
  selectRow,
  toast,
  view,
} from './fleet-helpers';
import { api, opened } from './pages-helpers';

const PRICE = 300; // the price table's deviceRental: points per device per month

test.describe('devices', () => {
  test('rents devices at the listed price, refuses a rental beyond the balance, renews, and returns', async ({
    page,
    request,
    ownerAt,
  }) => {
    const { owner, list } = await ownerAt(5_000, '/devices/list', {
      heading: 'Device List',
      empty: 'No devices yet',
    });

    // A batch action with nothing selected is disabled and says what to select first.
    const move = list.getByRole('button', { name: 'Move to group' });
    await needsSelection(page, move, 'Please select devices first');

    const rent = await openDialog(list, 'Rent devices');
    await expect(rent.getByText(`${PRICE} points per device per month`)).toBeVisible();
    await rent.getByLabel('Number of devices').fill('3');
    await pick(rent, 'Months', '2 months');
    await expect(rent.getByText('3 devices × 2 months')).toBeVisible();
    await expect(rent.getByTestId('charge-total')).toHaveText(
      `${(3 * 2 * PRICE).toLocaleString('en')} points`,
    );
    await expect(rent.getByText('5,000 points')).toBeVisible();
    await expect(rent.getByText('3,200 points')).toBeVisible();
    await rent.getByRole('button', { name: 'Confirm rental' }).click();
    await expect(toast(page, '3 devices rented')).toBeVisible();
    await expect(rent).toBeHidden();
    await expect(rows(list)).toHaveCount(3);
    expect(await balanceOf(request, owner.token)).toBe(5_000 - 3 * 2 * PRICE);
    // A row selected enables it; none selected again disables it.
    await selectRow(list, 0);
    await expect(move).toBeEnabled();
    await expect(move).not.toHaveAccessibleDescription('Please select devices first');
    await rows(list).nth(0).locator('.ant-checkbox-input').uncheck();
    await expect(move).toBeDisabled();

    // More than the balance: the server's message, nothing rented, nothing charged.
    await list.getByRole('button', { name: 'Rent devices' }).click();
    await rent.getByLabel('Number of devices').fill('10');
    await pick(rent, 'Months', '12 months');
    await expect(rent.getByTestId('charge-total')).toHaveText('36,000 points');
    await expect(rent.getByText('Not enough points: 32,800 more needed')).toBeVisible();
    await rent.getByRole('button', { name: 'Confirm rental' }).click();
    await expect(rent.getByRole('alert')).toHaveText('Not enough points: 36,000 needed, 3,200 available');
    await rent.getByRole('button', { name: 'Cancel' }).click();
    await expect(rows(list)).toHaveCount(3);
    expect(await balanceOf(request, owner.token)).toBe(3_200);

    // Renew the first device by one month.
    // The name is the row's link (the cells before it vary: selection, and a fold below 1600 px).
    const firstName =
      (await rows(list).first().locator('td .ant-btn-link').first().textContent())?.trim() ?? '';
    await selectRow(list, 0);
    await expect(list.getByText('1 selected')).toBeVisible();
    await list.getByRole('button', { name: 'Renew selected' }).click();
    const renew = await opened(page.getByRole('dialog', { name: 'Renew 1 device' }));
    await expect(renew.getByTestId('charge-total')).toHaveText('300 points');
    await renew.getByRole('button', { name: 'Confirm renewal' }).click();
    await expect(toast(page, 'Renewal success')).toBeVisible();
    expect(await balanceOf(request, owner.token)).toBe(2_900);
    const devices = await api<{ list: { name: string; startTime: string; endTime: string }[] }>(
      request,
      'POST',
      '/device/info/queryList',
      { token: owner.token, body: { name: firstName } },
    );
    const renewed = devices.list[0]!;
    const months = (Date.parse(renewed.endTime) - Date.parse(renewed.startTime)) / (86_400_000 * 30);
    expect(months).toBeGreaterThan(2.8); // 2 months rented + 1 renewed

    // Details: the full specification of the phone.
    await rows(list).first().getByRole('button', { name: firstName }).click();
    const drawer = page.getByRole('dialog', { name: `Device ${firstName}` });
    for (const field of [
      'Processor',
      'Memory',
      'Resolution',
      'Screen size',
      'Version',
      'Baseband version',
      'Kernel version',
      'Client unique ID',
    ]) {
      await expect(drawer.getByText(field, { exact: true })).toBeVisible();
    }
    await expect(drawer.getByText(/^[0-9a-f]{16}$/)).toBeVisible();

    // A custom proxy typed in: a bad one is refused next to the field, a good one is saved.
    await drawer.getByRole('button', { name: 'Network' }).click();
    const network = page.getByRole('dialog', { name: `Network of ${firstName}` });
    await network.getByRole('radio', { name: 'Custom proxy' }).check();
    await network.getByRole('radio', { name: 'Type a proxy' }).check();
    await network.getByRole('button', { name: 'Confirm' }).click();
    await expect(
      network.getByText('proxy information cannot be empty, please fill it out again'),
    ).toBeVisible();
    await network.getByLabel('Proxy', { exact: true }).fill('user-one:pw@300.1.1.1:8080');
    await expect(network.getByText(/Proxy Format Is Incorrect, Please Re-enter/)).toBeVisible();
    await network.getByLabel('Proxy', { exact: true }).fill('user-one:pw-secret@203.0.113.10:8080');
    await network.getByRole('button', { name: 'Confirm' }).click();
    await expect(toast(page, 'Proxy settings saved')).toBeVisible();
    await expect(drawer.getByText('user-one:****@203.0.113.10:8080')).toBeVisible();
    await expect(drawer.getByText('pw-secret')).toHaveCount(0);
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(rows(list).filter({ hasText: firstName })).toContainText('Custom proxy');

    // Return one device to the farm.
    await deleteRow(page, rows(list).first(), 'Return devices', 'Return');
    await expect(rows(list)).toHaveCount(2);
  });

  test('groups devices, moves them between groups, tags and filters them', async ({
    page,
    request,
    newOwner,
  }) => {
    const owner = await newOwner(3_000);
    await rentDevices(request, owner.token, 3);
    const groups = await owner.open('/devices/group');
    for (const name of ['Team A', 'Team B']) {
      const form = await openDialog(groups, 'New group');
      await form.getByLabel('Group name').fill(name);
      // Confirm sends the dialog, and so does Enter in its field (the form has a second field: the tag).
      if (name === 'Team A') await form.getByRole('button', { name: 'Confirm' }).click();
      else await form.getByLabel('Group name').press('Enter');
      await expect(toast(page, 'Added successfully').last()).toBeVisible();
      await expect(form).toBeHidden();
    }
    // A name that is empty is refused before sending.
    const empty = await openDialog(groups, 'New group');
    await empty.getByLabel('Group name').fill('   ');
    await empty.getByRole('button', { name: 'Confirm' }).click();
    await expect(empty.getByText('Name cannot be empty')).toBeVisible();
    await empty.getByRole('button', { name: 'Cancel' }).click();
    await expect(rows(groups)).toHaveCount(2);

    // Move every device into Team A from the device list's batch action.
    await page.goto('/devices/list');
    const list = view(page, '/devices/list');
    await expect(rows(list)).toHaveCount(3);
    await list.locator('.ant-table-thead .ant-checkbox-input').check();
    await list.getByRole('button', { name: 'Move to group' }).click();
    const move = page.getByRole('dialog', { name: 'Move 3 devices to a group' });
    await pick(move, 'Move to', /^Team A/);
    await move.getByRole('button', { name: 'Confirm' }).click();
    await expect(toast(page, 'Grouping success')).toBeVisible();
    await expect(rows(list).filter({ hasText: 'Team A' })).toHaveCount(3);

    // On the group screen, move one of them on to Team B.
    await page.goto('/devices/group');
    await expect(rows(groups).filter({ hasText: 'Team A' })).toContainText('3');
    await rows(groups).filter({ hasText: 'Team B' }).getByRole('button', { name: 'Move devices in' }).click();
    const moveIn = page.getByRole('dialog', { name: 'Move devices between groups' });
    await (await openList(moveIn, 'Devices')).locator('.ant-select-item-option').first().click();
    await page.keyboard.press('Escape');
    await moveIn.getByRole('button', { name: 'Confirm' }).click();
    await expect(toast(page, 'Grouping success')).toBeVisible();
    await expect(rows(groups).filter({ hasText: 'Team B' }).locator('td').nth(3)).toHaveText('1');
    await expect(rows(groups).filter({ hasText: 'Team A' }).locator('td').nth(3)).toHaveText('2');

    // Rename Team B, then delete it: its device falls back to no group.
    await rows(groups).filter({ hasText: 'Team B' }).getByRole('button', { name: 'Rename' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename group' });
    await rename.getByLabel('Group name').fill('Team C');
    await rename.getByRole('button', { name: 'Confirm' }).click();
    await expect(toast(page, 'Updated successfully')).toBeVisible();
    await deleteRow(page, rows(groups).filter({ hasText: 'Team C' }), 'Delete groups');
    await expect(rows(groups)).toHaveCount(1);

    // Device tags: create one, tag two devices, filter by it.
    await page.goto('/devices/list');
    const tagDrawer = await openDialog(list, 'Device tags');
    const newTag = await openDialog(tagDrawer, 'New tag');
    await newTag.getByLabel('Tag name').fill('warm-up');
    await newTag.getByRole('button', { name: 'Confirm' }).click();
    await expect(rows(tagDrawer)).toHaveCount(1);
    await tagDrawer.getByRole('button', { name: 'Close' }).click();
    await expect(tagDrawer).toBeHidden();

    const assign = await batchAction(page, list, 'Tag selected', {
      nothingSelected: 'Please select devices first',
      select: 2,
      dialog: 'Tag 2 items',
    });
    await pick(assign, 'Tag', 'warm-up');
    await assign.getByRole('button', { name: 'Confirm' }).click();
    await expect(toast(page, 'Tagging success')).toBeVisible();

    await pick(list, 'Tag', 'warm-up');
    await list.getByRole('button', { name: 'Search' }).click();
    await expect(rows(list)).toHaveCount(2);
    // The device moved on to Team B (then deleted) is the newest one, first in the list and tagged.
    await pick(list, 'Group', 'No group');
    await list.getByRole('button', { name: 'Search' }).click();
    await expect(rows(list)).toHaveCount(1);
    await list.getByRole('button', { name: 'Reset' }).click();
    await expect(rows(list)).toHaveCount(3);
    await pick(list, 'Group', /^Team A/);
    await list.getByRole('button', { name: 'Search' }).click();
    await expect(rows(list)).toHaveCount(2);
    await list.getByRole('button', { name: 'Reset' }).click();
    await pick(list, 'Group', 'No group');
    await list.getByRole('button', { name: 'Search' }).click();
    await expect(list.getByText('Total 1')).toBeVisible();
  });
});
