import { toolsOf } from './fit-helpers';
import { expect, test } from './fixtures';
import { api } from './pages-helpers';
import { maintenanceActions, sleepRange, startMaintenance, startWizard, taskDialog } from './tasks-helpers';

/** A screenshot for a person to look at: /tmp/shots/task-centre-<name>.png. */
const shot = (page: import('@playwright/test').Page, name: string) =>
  page.screenshot({ path: `/tmp/shots/task-centre-${name}.png` });

/** The task center's words by language. */
const WORDS = {
  en: {
    heading: 'Task Center',
    kind: 'Task type',
    status: 'Status',
    maintenance: 'Account maintenance',
    login: 'Batch login',
    completed: 'Completed',
    stopped: 'Stopped',
    search: 'Search',
    reset: 'Reset',
    details: 'Details',
    noMatch: 'No tasks match these filters.',
  },
  zh: {
    heading: '任务中心',
    kind: '任务类型',
    status: '状态',
    maintenance: '养号',
    login: '批量登录',
    completed: '已完成',
    stopped: '已停止',
    search: '搜索',
    reset: '重置',
    details: '详情',
    noMatch: '没有符合条件的任务。',
  },
} as const;

type Words = (typeof WORDS)[keyof typeof WORDS];

/** The task center's list (its kept-alive view). */
const centre = (page: import('@playwright/test').Page) => page.locator('[data-view="/tasks"]');
/** The center's row of a task (the kind's screen, kept alive behind it, lists it too). */
const taskRow = (page: import('@playwright/test').Page, name: string) =>
  centre(page).locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: name });

/** Filters the center by kind and status: the task is there when both fit, and gone when the status does not. */
async function filterByKindAndStatus(page: import('@playwright/test').Page, w: Words, name: string) {
  const view = centre(page);
  // Below 992 px the filters are in the Filters & actions sheet, which a search may close.
  const sheet = page.locator('.ant-drawer-section');
  const tools = async () => ((await sheet.isVisible()) ? sheet : toolsOf(page, view));
  const close = async () => {
    if (await sheet.isVisible()) await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
  };
  const search = async (status: string) => {
    const at = await tools();
    await at.getByRole('combobox', { name: w.status }).selectOption({ label: status });
    await at.getByRole('button', { name: w.search }).click();
  };
  await (await tools()).getByRole('button', { name: w.reset }).click();
  await (await tools()).getByRole('combobox', { name: w.kind }).selectOption({ label: w.maintenance });
  await search(w.completed);
  await close();
  await expect(taskRow(page, name)).toHaveCount(1);
  await expect(view.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: w.login })).toHaveCount(0);
  await search(w.stopped);
  await close();
  await expect(view.getByText(w.noMatch)).toBeVisible();
  await search(w.completed);
  await close();
  await expect(taskRow(page, name)).toHaveCount(1);
}

test.describe('task center', () => {
  test('a submission says "View task"; the center shows it live to its end, filters by kind and status, opens details', async ({
    page,
    request,
    fleet,
    openAs,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openAs(fleet.token, '/account/rest', { heading: 'Account Tasks' });
    const wizard = await startWizard(page, 'New maintenance task', 'Centre e2e', fleet.tagName);
    await maintenanceActions(wizard, 'cooking', 3, 1);
    // The longest sleep (3.6 s) at the e2e server's time scale: the task runs for a while.
    await sleepRange(wizard, 3600, 3600);
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('button', { name: 'Submit' }).click();

    // The message names the new task and links to it.
    const submitted = page.getByTestId('task-submitted');
    await expect(submitted).toContainText('Task Submitted Successfully');
    const link = submitted.getByRole('link', { name: 'View task' });
    const href = await link.getAttribute('href');
    const logId = /number=(\d+)/.exec(href ?? '')?.[1];
    expect(logId, href ?? '').toBeTruthy();
    // Someone pauses it meanwhile (through the API), so that the center shows it before its end.
    const found = await api<{ list: { id: number }[] }>(request, 'POST', '/task/info/queryList', {
      token: fleet.token,
      body: { numberId: logId },
    });
    await api(request, 'POST', `/task/info/pause/${found.list[0]!.id}`, { token: fleet.token });
    await link.click();

    // The center, filtered to that task: its row moves by itself until the task has completed.
    const view = centre(page);
    await expect(view.getByRole('heading', { name: 'Task Center' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/tasks\\?number=${logId}$`));
    await expect(view.getByRole('textbox', { name: 'Task number' })).toHaveValue(logId!);
    const row = taskRow(page, 'Centre e2e');
    await expect(row).toHaveCount(1);
    await expect(view.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(1);
    await expect(row).toContainText('Account maintenance');
    await expect(row).toContainText(`#${logId}`);
    await expect(row).toContainText('Paused');
    // Resumed, it runs, and the row follows it to its end without another click (the list's poll).
    await row.getByRole('button', { name: 'Resume' }).click();
    await expect(row).toContainText(/In queue|Executing/);
    await shot(page, 'running-en-light-1440');
    await expect(row).toContainText('Completed', { timeout: 60_000 });
    await expect(row.getByRole('button', { name: 'Stop task' })).toHaveCount(0);

    // Without the link's filter every kind is listed: the fleet's set-up logged its accounts in.
    await view.getByRole('button', { name: 'Reset' }).click();
    await expect(view.locator('.ant-table-tbody tr.ant-table-row')).toContainText([
      'Account maintenance',
      'Batch login',
    ]);
    await filterByKindAndStatus(page, WORDS.en, 'Centre e2e');

    // Details: the monitor view of the task.
    await row.getByRole('button', { name: 'Details' }).click();
    const dialog = taskDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Centre e2e')).toBeVisible();
    await expect(dialog.getByTestId('task-details')).toHaveAttribute('data-status', 'success');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The log export of the row: the server's file, named after the kind.
    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: 'Export logs' }).click();
    expect((await download).suggestedFilename()).toMatch(/^maintenance-\d{8}T\d{6}\.txt$/);
    await shot(page, 'filtered-en-light-1440');
  });

  test('in Chinese on a phone, dark: the menu item, every kind, filters, details', async ({
    page,
    request,
    fleet,
    openAs,
  }) => {
    const task = await startMaintenance(request, fleet, { name: '中心任务' });
    await page.setViewportSize({ width: 390, height: 844 });
    await openAs(fleet.token, '/tasks', { lang: 'zh', dark: true, heading: WORDS.zh.heading });
    const row = taskRow(page, '中心任务');
    await expect(row).toContainText(`#${task.logId}`);
    await expect(row).toContainText(WORDS.zh.maintenance);
    // The fleet's own login task (set-up) is listed too: every kind in one list.
    await expect(centre(page).locator('.ant-table-tbody tr.ant-table-row')).toContainText([
      WORDS.zh.maintenance,
      WORDS.zh.login,
    ]);
    await expect(row).toContainText(WORDS.zh.completed, { timeout: 60_000 });
    await filterByKindAndStatus(page, WORDS.zh, '中心任务');
    await shot(page, 'filtered-zh-dark-390');
    await row.getByRole('button', { name: WORDS.zh.details }).click();
    await expect(taskDialog(page).getByText('中心任务')).toBeVisible();
    await shot(page, 'details-zh-dark-390');
    await page.keyboard.press('Escape');

    // The side menu names it under Task Management.
    await page.getByRole('button', { name: '展开侧边栏' }).click();
    const item = page.getByRole('menuitem', { name: WORDS.zh.heading });
    // Its submenu is open already: the screen shown is in it.
    await expect(item).toBeInViewport();
    await expect(item).toHaveClass(/ant-menu-item-selected/);
    await shot(page, 'menu-zh-dark-390');
  });
});
