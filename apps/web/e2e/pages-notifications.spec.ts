import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { api } from './pages-helpers';
import { setUpFleet } from './tasks-helpers';

const bell = (page: Page) => page.getByTestId('notification-bell');
const drawer = (page: Page) => page.getByRole('dialog', { name: /Notifications|通知/ });
const items = (page: Page) => drawer(page).getByRole('tabpanel').getByTestId('notification-item');
/** The number on the bell's badge. */
const badgeCount = (page: Page) =>
  page
    .locator('.ant-badge')
    .filter({ has: bell(page) })
    .locator('.ant-scroll-number');
/** The button `name` of the notification reading `text`. */
const itemButton = (page: Page, text: string, name: string) =>
  items(page).filter({ hasText: text }).getByRole('button', { name });

test.describe('notification drawer', () => {
  test('read one, read all, delete one and delete all read, with the spec confirmations', async ({
    page,
    request,
    user,
    openAs,
  }) => {
    for (const message of ['First system notice', 'Second system notice', 'Third system notice']) {
      await user.notify({ type: 'system', message });
    }
    await openAs(user, '/dashboard');
    await expect(bell(page)).toHaveAccessibleName('Notifications, 3 unread');
    await bell(page).click();
    await expect(drawer(page).getByRole('tab', { name: 'Unread (3)', exact: true })).toBeVisible();
    await expect(items(page)).toHaveCount(3);

    // Read one: it leaves the unread list and both counts follow.
    await itemButton(page, 'Third system notice', 'Mark as read').click();
    await expect(items(page)).toHaveCount(2);
    await expect(drawer(page).getByRole('tab', { name: 'Read (1)', exact: true })).toBeVisible();
    await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread');

    // Read all, after the spec's question.
    await drawer(page).getByRole('button', { name: 'Mark all as read' }).click();
    await expect(page.getByRole('dialog', { name: 'Mark all notifications as read?' })).toBeVisible();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(drawer(page).getByText('No unread notifications')).toBeVisible();
    await expect(drawer(page).getByRole('tab', { name: 'Read (3)', exact: true })).toBeVisible();
    await expect(bell(page)).toHaveAccessibleName('Notifications, 0 unread');

    // Delete one read notification.
    await drawer(page).getByRole('tab', { name: 'Read (3)', exact: true }).click();
    await expect(items(page)).toHaveCount(3);
    await itemButton(page, 'First system notice', 'Delete').click();
    await expect(items(page)).toHaveCount(2);
    await expect(drawer(page).getByRole('tab', { name: 'Read (2)', exact: true })).toBeVisible();

    // Delete all read, after the spec's question; cancelling first changes nothing.
    await drawer(page).getByRole('button', { name: 'Delete all read' }).click();
    await expect(page.getByRole('dialog', { name: 'Delete all read notifications?' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(items(page)).toHaveCount(2);
    await drawer(page).getByRole('button', { name: 'Delete all read' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(drawer(page).getByText('No read notifications')).toBeVisible();
    await expect(drawer(page).getByRole('tab', { name: 'Read (0)', exact: true })).toBeVisible();

    const counts = await request.get('/api/system/message/count', {
      headers: { Authorization: `Bearer ${await user.login()}` },
    });
    expect((await counts.json()).data).toEqual({ unread: 0, read: 0 });
  });

  test('a new notification raises the badge and shows the bottom-right toast', async ({
    page,
    user,
    openAs,
  }) => {
    await openAs(user, '/dashboard', { lang: 'zh' });
    await expect(bell(page)).toHaveAccessibleName('通知，0 条未读');
    await user.notify({ type: 'finance', message: 'Points credited' });
    await user.notify({
      type: 'system',
      message: 'Maintenance tonight',
    });
    // Polled every 5 s.
    const toast = page.locator('.ant-notification-bottomRight').getByText('您有 2 条未读的通知');
    await expect(toast).toBeVisible({ timeout: 8_000 });
    await expect(bell(page)).toHaveAccessibleName('通知，2 条未读');
    await expect(badgeCount(page)).toHaveText('2');

    // The Chinese confirmation of spec 5.
    await bell(page).click();
    await drawer(page).getByRole('button', { name: '全部已读' }).click();
    await expect(page.getByRole('dialog', { name: '是否设置所有通知为阅读？' })).toBeVisible();
  });

  test('the badge caps at 99+ and the drawer pages by 20 with load more', async ({ page, user, openAs }) => {
    for (let i = 1; i <= 100; i++) {
      await user.notify({
        type: 'system',
        message: `Bulk notice ${i}`,
      });
    }
    await openAs(user, '/dashboard');
    await expect(badgeCount(page)).toHaveText('99+');
    await bell(page).click();
    await expect(items(page)).toHaveCount(20);
    // Newest first.
    await expect(items(page).first()).toContainText('Bulk notice 100');
    await drawer(page).getByRole('button', { name: 'Load more' }).click();
    await expect(items(page)).toHaveCount(40);
    await expect(items(page).last()).toContainText('Bulk notice 61');
  });

  test('a task notification whose task is gone says so', async ({ page, user, openAs }) => {
    await user.notify({
      type: 'task',
      message: 'Your like task has finished',
      mark: '987654321',
    });
    await openAs(user, '/dashboard');
    await bell(page).click();
    await items(page).getByRole('button', { name: 'View task' }).click();
    await expect(page.getByText('This task has been deleted')).toBeVisible();
    // Nothing else changed: the notification is still unread.
    await expect(items(page)).toHaveCount(1);
  });

  test('a finished task notifies its owner and the notification opens the task monitor', async ({
    page,
    request,
    openAs,
  }) => {
    // A batch login task runs on the simulator and ends: its owner gets a task notification marked with its logId.
    // Three accounts: the simulated platform fails 5 % of logins and ends 6 % abnormally (sim/platform/platform.ts),
    // and setUpFleet wants at least one in; with one account this failed a CI rehearsal once.
    const fleet = await setUpFleet(request, { devices: 3, accounts: 3, loggedIn: true });
    const unread = await api<{ list: { type: string; mark: string | null }[] }>(
      request,
      'POST',
      '/system/message/queryList?pageNo=1&pageSize=20',
      { token: fleet.token, body: { flag: true } },
    );
    const mark = unread.list.find((n) => n.type === 'task' && n.mark)?.mark;
    expect(mark, 'a task notification with a mark').toBeTruthy();

    await openAs(fleet.token, '/dashboard');
    await bell(page).click();
    await items(page)
      .filter({ hasText: /login/i })
      .first()
      .getByRole('button', { name: 'View task' })
      .click();
    await expect(page.getByRole('dialog').getByText(`#${mark}`).filter({ visible: true })).toHaveCount(1);
    await expect(drawer(page)).toBeHidden();
  });
});
