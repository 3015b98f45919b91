import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { view } from './fleet-helpers';
import { api, apiLogin, switchPrefs, uniqueName } from './pages-helpers';

/**
 * Issue 37 point 3: the owner disables a staff member whose scheduled task is
 * paused with them; the owner's notification (en, zh) opens the task screen,
 * where the job reads paused and says why. Screenshots in /tmp/shots.
 */

const drawer = (page: Page) => page.getByRole('dialog', { name: /Notifications|通知/ });
const items = (page: Page) => drawer(page).getByRole('tabpanel').getByTestId('notification-item');

test('a disabled staff member’s scheduled task is paused; the owner’s notification opens its screen', async ({
  page,
  request,
  newOwner,
  openAs,
}) => {
  const owner = await newOwner(1_000);
  const token = owner.token;
  const tag = await api<{ id: number }>(request, 'POST', '/account/tag/add', {
    token,
    body: { name: uniqueName('tag-') },
  });
  const staff = { username: uniqueName('ann'), password: 'secret-123' };
  const ann = await api<{ id: number }>(request, 'POST', '/user/division/add', {
    token,
    body: { ...staff, name: 'Ann', roles: ['operator'] },
  });
  const jobName = uniqueName('nightly like ');
  await api(request, 'POST', '/job/add', {
    token: await apiLogin(request, staff.username, staff.password),
    body: {
      name: jobName,
      subtype: 'like',
      everyMinutes: 60,
      startTime: '2099-01-01T00:00:00Z',
      body: { name: 'liked nightly', accountLabelIds: [tag.id], values: ['7000000000000000001'] },
    },
  });
  await api(request, 'PUT', '/user/division/update', { token, body: { id: ann.id, status: 'disabled' } });

  for (const lang of ['en', 'zh'] as const) {
    const en = lang === 'en';
    if (en) await openAs(token, '/dashboard');
    else {
      await page.goto('/dashboard');
      await switchPrefs(page, 'zh');
    }
    await page.getByTestId('notification-bell').click();
    const notice = items(page).filter({ hasText: 'Ann' });
    await expect(notice).toContainText(
      en
        ? 'Ann can no longer create tasks (disabled): paused 1 scheduled task and 0 queued tasks'
        : 'Ann 已不能创建任务（已停用）：已暂停 1 个定时任务和 0 个排队中的任务',
    );
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/shots/staff-stop-notice-${lang}.png` });
    await notice.getByRole('button', { name: en ? 'Open task screen' : '打开任务页面' }).click();

    await expect(page).toHaveURL(/\/toker\/like$/);
    const job = view(page, '/toker/like')
      .getByTestId('scheduled-jobs')
      .getByRole('row')
      .filter({ hasText: jobName });
    await expect(job).toContainText(en ? 'Paused' : '已暂停');
    await expect(job).toContainText(
      en
        ? 'Paused: Ann can no longer create tasks (disabled); it resumes only by hand'
        : '已暂停：Ann 已不能创建任务（已停用），只能手动恢复',
    );
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/shots/staff-stop-jobs-${lang}.png`, fullPage: true });
  }
});
