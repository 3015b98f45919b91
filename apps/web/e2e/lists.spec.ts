import { expect, test } from './fixtures';
import { addProxies, openDialog, rentDevices, rows, toast } from './fleet-helpers';
import { api, openFromMenu, uniqueName, viewTag } from './pages-helpers';
import { setUpFleet, startLogin, waitForStatus } from './tasks-helpers';

/** The shared list (usePagedList + ListPage): when it loads again, and the dialogs' inline group. */

/** The console's first load (a cold bundle on a busy machine). */
const FIRST_LOAD_MS = 30_000;

test.describe('lists', () => {
  test('Search with unchanged filters loads again; a kept tab shown again loads again', async ({
    page,
    request,
    newOwner,
  }) => {
    const owner = await newOwner(0);
    await addProxies(request, owner.token, 'u1:p1@203.0.113.1:8000');
    const list = await owner.open('/proxy/agentmanage');
    await expect(rows(list)).toHaveCount(1, { timeout: FIRST_LOAD_MS });

    // Added elsewhere: Search with the same (empty) filters shows it.
    await addProxies(request, owner.token, 'u2:p2@203.0.113.2:8000');
    const asked = page.waitForRequest((r) => r.url().includes('/proxy/info/queryList'));
    await list.getByRole('button', { name: 'Search' }).click();
    await asked;
    await expect(rows(list)).toHaveCount(2);

    // The refresh button does too.
    await addProxies(request, owner.token, 'u3:p3@203.0.113.3:8000');
    await list.getByRole('button', { name: 'Refresh' }).click();
    await expect(rows(list)).toHaveCount(3);

    // Another tab, a change meanwhile, then back: the kept view shows the change.
    await openFromMenu(page, 'Account Management', 'Account List');
    await addProxies(request, owner.token, 'u4:p4@203.0.113.4:8000');
    await viewTag(page, '/proxy/agentmanage').click();
    await expect(rows(list)).toHaveCount(4);
  });

  test('the account list leaves "Not logged in" when a batch login ends, without a reload', async ({
    request,
    openAs,
  }) => {
    const fleet = await setUpFleet(request, { devices: 2, accounts: 2 });
    const list = await openAs(fleet.token, '/account/list');
    await expect(rows(list)).toHaveCount(2, { timeout: FIRST_LOAD_MS });
    await expect(rows(list).filter({ hasText: 'Not logged in' })).toHaveCount(2);

    const created = await startLogin(request, fleet);
    await waitForStatus(request, fleet.token, created.logId, ['success', 'failed']);
    // The simulated platform may refuse a login (seeded by the account): ask the server who got in.
    const after = await api<{ list: { status: string }[] }>(
      request,
      'POST',
      '/account/info/queryList?pageNo=1&pageSize=20',
      {
        token: fleet.token,
        body: {},
      },
    );
    const pending = after.list.filter((a) => a.status === 'pending').length;
    expect(pending, 'at least one account logged in').toBeLessThan(2);
    // The task's end notification reaches the console; the list loads again by itself.
    await expect(rows(list).filter({ hasText: 'Not logged in' })).toHaveCount(pending, { timeout: 20_000 });
  });

  test('the rent and move dialogs make a new group inline and choose it', async ({ page, ownerAt }) => {
    const { list } = await ownerAt(5_000, '/devices/list');
    const rent = await openDialog(list, 'Rent devices');
    const group = await openDialog(rent, 'New group');
    const name = uniqueName('inline-');
    await group.getByLabel('Group name').fill(name);
    // Enter sends the group's dialog, not the rental under it.
    await group.getByLabel('Group name').press('Enter');
    await expect(group).toBeHidden();
    await expect(rent).toContainText(name);
    await rent.getByRole('button', { name: 'Confirm rental' }).click();
    await expect(toast(page, '1 device rented')).toBeVisible();
    await expect(rows(list).first()).toContainText(name);

    // Move the device into another group made inline.
    await rows(list).first().locator('.ant-checkbox-input').check();
    await list.getByRole('button', { name: 'Move to group' }).click();
    const move = page.getByRole('dialog', { name: 'Move 1 device to a group' });
    await move.getByRole('button', { name: 'New group' }).click();
    const other = uniqueName('moved-');
    await group.getByLabel('Group name').fill(other);
    await group.getByRole('button', { name: 'Confirm' }).click();
    await expect(group).toBeHidden();
    await move.getByRole('button', { name: 'Confirm' }).click();
    await expect(toast(page, 'Grouping success')).toBeVisible();
    await expect(rows(list).first()).toContainText(other);
  });

  test('a device row and its drawer show the same status', async ({ page, request, newOwner }) => {
    const owner = await newOwner(5_000);
    await rentDevices(request, owner.token, 3);
    const list = await owner.open('/devices/list');
    await expect(rows(list)).toHaveCount(3, { timeout: FIRST_LOAD_MS });
    // Simulated time runs fast here: statuses move between the list's read and the drawer's.
    await page.waitForTimeout(3_000);
    for (let i = 0; i < 3; i++) {
      const row = rows(list).nth(i);
      await row.getByRole('button', { name: 'Details' }).click();
      const drawer = page.getByRole('dialog', { name: /^Device / });
      const drawerStatus = drawer.locator('[data-status]');
      await expect(drawerStatus).toBeVisible();
      const status = await drawerStatus.getAttribute('data-status');
      await expect(row.locator('[data-status]')).toHaveAttribute('data-status', status!);
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
    }
  });
});
