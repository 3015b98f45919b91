import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { toast } from './fleet-helpers';
import { api } from './pages-helpers';
import { type Fleet, taskDialog, uploadClip, waitForStatus } from './tasks-helpers';

const DAY = 86_400_000;
const ZONE = 'Asia/Shanghai';
const SHOTS = '/tmp/calendar-shots';
mkdirSync(SHOTS, { recursive: true });

async function shot(page: Page, name: string) {
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** The calendar's day key (`2026-12-7`) of `ms` in the test's time zone. */
function dayKeyOf(ms: number): string {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(ms)).split('-');
  return `${Number(y)}-${Number(m)}-${Number(d)}`;
}
const hourOf = (ms: number) =>
  Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, hour: '2-digit', hourCycle: 'h23' }).format(
      new Date(ms),
    ),
  );

/** The server's (simulated) now, as the calendar answers it. */
async function serverNow(request: APIRequestContext, token: string): Promise<number> {
  const from = new Date().toISOString();
  const to = new Date(Date.now() + DAY).toISOString();
  const r = await api<{ now: string }>(
    request,
    'GET',
    `/task/calendar?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
    { token },
  );
  return Date.parse(r.now);
}

/** A post of the fleet's accounts planned for `atMs` (simulated clock), through the API. */
async function schedulePost(
  request: APIRequestContext,
  fleet: Fleet,
  material: number,
  name: string,
  atMs: number,
) {
  let created: { id: number; logId: string } | undefined;
  // A clip just uploaded is ready once the server has read it: until then the post is refused (422).
  await expect(async () => {
    created = await api<{ id: number; logId: string }>(request, 'POST', '/tiktok/api/online/post/create', {
      token: fleet.token,
      body: {
        name,
        accountLabelIds: [fleet.tagId],
        materialIds: [material],
        titleSource: 'typed',
        title: name,
        publishAt: new Date(atMs).toISOString(),
      },
    });
  }).toPass({ timeout: 60_000 });
  return created!;
}

/** The sample clip uploaded as material `clip`, and a post of it planned nine (simulated) days from now. */
async function postInNineDays(request: APIRequestContext, fleet: Fleet, clip: string, title: string) {
  const material = await uploadClip(request, fleet, clip);
  const now = await serverNow(request, fleet.token);
  const at = now + 9 * DAY;
  return { material, now, at, post: await schedulePost(request, fleet, material, title, at) };
}

/** Clicks `button` (Next) until `target` shows, at most `tries` times. */
async function pageTo(screen: Locator, button: string, target: Locator, tries = 6) {
  for (let i = 0; i < tries && !(await target.isVisible()); i++) {
    await screen.getByRole('button', { name: button }).click();
    await screen.page().waitForTimeout(300);
  }
  await expect(target).toBeVisible();
}

async function scheduledAt(request: APIRequestContext, token: string, id: number): Promise<string | null> {
  const page = await api<{ list: Array<{ id: number; scheduledAt: string | null }> }>(
    request,
    'POST',
    '/task/info/queryList?pageNo=1&pageSize=50',
    { token, body: { type: 'video', subtype: 'post' } },
  );
  return page.list.find((t) => t.id === id)?.scheduledAt ?? null;
}

test.describe('calendar (issue 42)', () => {
  test.use({ timezoneId: ZONE });
  test.describe.configure({ timeout: 300_000 });

  test('month and week show posts in the zone; a click opens the task; dragging moves a post after its quote (en)', async ({
    page,
    request,
    fleet,
    openAs,
  }) => {
    const { material, now, at, post } = await postInNineDays(request, fleet, 'Cal', 'Calendar post e2e');
    // One soon: it has run (and says how) by the time the calendar shows it.
    const soon = await schedulePost(request, fleet, material, 'Calendar done e2e', now + 3_600_000);
    // The calendar reads it once on opening: wait until the engine has started it, however busy.
    await waitForStatus(request, fleet.token, soon.logId, ['running', 'success']);

    const screen = await openAs(fleet.token, '/toker/calendar', { heading: 'Calendar' });
    await expect(screen.getByTestId('calendar-zone')).toHaveText('Times in UTC+08:00 (Asia/Shanghai)');
    const done = screen.getByTestId(`cal-post-${soon.id}`);
    await pageTo(screen, 'Previous', done, 2);
    await expect(done).toHaveAttribute(
      'aria-label',
      /Calendar done e2e .*Completed|Calendar done e2e .*Executing/,
    );
    const chip = screen.getByTestId(`cal-post-${post.id}`);
    await pageTo(screen, 'Next', chip, 2);
    await expect(chip).toHaveAttribute(
      'aria-label',
      /^Scheduled post: Calendar post e2e \d\d:\d\d · Scheduled · drag/,
    );
    await expect(
      screen.getByTestId(`cal-day-${dayKeyOf(at)}`).getByTestId(`cal-post-${post.id}`),
    ).toBeVisible();
    await shot(page, 'calendar-month-en');

    await chip.click();
    await expect(taskDialog(page)).toContainText('Calendar post e2e');
    await page.keyboard.press('Escape');
    await expect(taskDialog(page)).toBeHidden();

    // Month: dragged to the day before, same time; moved only after the quote is confirmed.
    const dayBefore = dayKeyOf(at - DAY);
    await chip.dragTo(screen.getByTestId(`cal-day-${dayBefore}`));
    const dialog = page.getByRole('dialog', { name: 'Change publish time' });
    await expect(dialog.getByTestId('task-cost-points')).toBeVisible();
    await expect(dialog).toContainText('UTC+08:00 (Asia/Shanghai)');
    await shot(page, 'calendar-move-en');
    await dialog.getByRole('button', { name: 'Change time' }).click();
    await expect(toast(page, 'Publish time changed')).toBeVisible();
    await expect(screen.getByTestId(`cal-day-${dayBefore}`).getByTestId(`cal-post-${post.id}`)).toBeVisible();
    // The same time of day on the day before (a drop keeps hours and minutes).
    const minute = 60_000;
    expect(await scheduledAt(request, fleet.token, post.id)).toBe(
      new Date(Math.floor((at - DAY) / minute) * minute).toISOString(),
    );

    // Week: the same post, dragged to 09:00 of its day.
    await screen.getByTestId('calendar-view').getByText('Week').click();
    await expect(screen.getByTestId('calendar-week')).toBeVisible();
    const moved = at - DAY;
    const weekChip = screen
      .getByTestId(`cal-slot-${dayBefore}@${hourOf(moved)}`)
      .getByTestId(`cal-post-${post.id}`);
    await pageTo(screen, 'Next', weekChip);
    await shot(page, 'calendar-week-en');
    const nine = hourOf(moved) === 9 ? 10 : 9;
    await weekChip.dragTo(screen.getByTestId(`cal-slot-${dayBefore}@${nine}`));
    await dialog.getByRole('button', { name: 'Change time' }).click();
    await expect(
      screen.getByTestId(`cal-slot-${dayBefore}@${nine}`).getByTestId(`cal-post-${post.id}`),
    ).toBeVisible();
    const newAt = Date.parse((await scheduledAt(request, fleet.token, post.id)) ?? '');
    expect(hourOf(newAt)).toBe(nine);
    expect(dayKeyOf(newAt)).toBe(dayBefore);

    // Dark theme, and a phone: the month's days show counts, a day's list below.
    await openAs(fleet.token, '/toker/calendar', { heading: 'Calendar' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    const phone = page.getByTestId('calendar-month');
    await expect(phone).toBeVisible();
    await pageTo(page.locator('main'), 'Next', phone.getByTestId(`cal-day-${dayBefore}`), 2);
    await phone.getByTestId(`cal-day-${dayBefore}`).click();
    await expect(page.getByTestId('cal-agenda').getByTestId(`cal-post-${post.id}`)).toBeVisible();
    await shot(page, 'calendar-month-390-en');
  });

  test('zh: the calendar and its move dialog in Chinese; the week on a phone is a list of days', async ({
    page,
    request,
    fleet,
    openAs,
  }) => {
    const { at, post } = await postInNineDays(request, fleet, 'Calzh', '日程测试');
    const screen = await openAs(fleet.token, '/toker/calendar', { heading: '日程', lang: 'zh', dark: true });
    await expect(screen.getByTestId('calendar-zone')).toHaveText('时间按 UTC+08:00 (Asia/Shanghai) 显示');
    const chip = screen.getByTestId(`cal-post-${post.id}`);
    await pageTo(screen, '下一个', chip, 2);
    await expect(chip).toHaveAttribute('aria-label', /^定时发布：日程测试 \d\d:\d\d · 已定时 · 拖动可改期$/);
    await chip.dragTo(screen.getByTestId(`cal-day-${dayKeyOf(at - DAY)}`));
    const dialog = page.getByRole('dialog', { name: '更改发布时间' });
    await expect(dialog.getByTestId('task-cost-points')).toBeVisible();
    await shot(page, 'calendar-move-zh');
    await dialog.getByRole('button', { name: '确认改期' }).click();
    await expect(toast(page, '发布时间已更改')).toBeVisible();
    await shot(page, 'calendar-month-zh');

    await page.setViewportSize({ width: 390, height: 844 });
    await screen.getByTestId('calendar-view').getByText('周').click();
    const agenda = page.getByTestId(`cal-agenda-${dayKeyOf(at - DAY)}`);
    await pageTo(page.locator('main'), '下一个', agenda);
    await expect(agenda.getByTestId(`cal-post-${post.id}`)).toBeVisible();
    await shot(page, 'calendar-week-390-zh');
  });
});

test.describe('account history (issue 42)', () => {
  test.describe.configure({ timeout: 240_000 });

  for (const lang of ['en', 'zh'] as const) {
    test(`an account's timeline: came in, logged in, its batch login task (${lang})`, async ({
      page,
      fleet,
      openAs,
    }) => {
      const words =
        lang === 'en'
          ? {
              heading: 'Account List',
              history: 'History',
              of: 'History of',
              login: /Logged in: [\d,]+ follower/,
              came: 'Added to the workspace',
              task: /Batch login ".+" · Completed · 1 action succeeded/,
            }
          : {
              heading: '账号列表',
              history: '历史',
              of: '的历史',
              login: /登录：[\d,]+ 个粉丝/,
              came: '加入工作区',
              task: /批量登录 ".+" · 已完成 · 成功 1 个动作/,
            };
      const list = await openAs(fleet.token, '/account/list', {
        heading: words.heading,
        lang,
        dark: lang === 'zh',
      });
      const account = fleet.actorAccounts[0]!;
      const row = list.locator('.ant-table-row', { hasText: account });
      await row.getByRole('button', { name: words.history }).click();
      const drawer = page.getByRole('dialog').filter({ hasText: words.of });
      await expect(drawer).toBeVisible();
      const timeline = drawer.getByTestId('account-history');
      await expect(timeline.getByTestId('history-login').first()).toHaveText(words.login);
      await expect(timeline.getByTestId('history-created')).toContainText(words.came);
      await expect(timeline.getByTestId('history-task').first()).toContainText(words.task);
      await shot(page, `account-history-${lang}`);
      await timeline.getByTestId('history-task').first().getByRole('button').click();
      await expect(taskDialog(page)).toBeVisible();
      await page.keyboard.press('Escape');
      if (lang === 'en') {
        await page.setViewportSize({ width: 390, height: 844 });
        await shot(page, 'account-history-390-en');
      }
    });
  }
});
