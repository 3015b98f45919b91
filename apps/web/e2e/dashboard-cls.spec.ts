import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { api, holdRoute } from './pages-helpers';

/** Sums the page's layout shifts (not those right after input) from its first paint, as CLS counts them. */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: Array<{ value: number; sources: string[] }> };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as Array<{
        value: number;
        hadRecentInput: boolean;
        sources?: Array<{ node?: Node | null }>;
      }>) {
        if (e.hadRecentInput) continue;
        const sources = (e.sources ?? []).map((s) => {
          const n = s.node as Element | null;
          const el = n && n.nodeType === 1 ? n : n?.parentElement;
          const r = s as unknown as { previousRect: DOMRect; currentRect: DOMRect };
          return `${el?.outerHTML.slice(0, 90)} ${r.previousRect.y}->${r.currentRect.y} h${r.previousRect.height}->${r.currentRect.height}`;
        });
        w.__shifts.push({ value: e.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const shifts = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __shifts: Array<{ value: number; sources: string[] }> }).__shifts,
  );

for (const tasks of [false, true]) {
  test(`the dashboard keeps its place as the task-status bar arrives late (${tasks ? 'with tasks' : 'no tasks'}): CLS < 0.01`, async ({
    page,
    request,
    user,
    openAs,
  }) => {
    await user.recharge(1_000);
    if (tasks) {
      await api(request, 'POST', '/resource/gather/add', {
        token: await user.login(),
        body: { name: 'cls', type: 'comment', searchBy: 'topic', topic: '#cooking', targetCount: 10 },
      });
    }
    await watchShifts(page);
    // The task counts answer last, as on a loaded server.
    const release = await holdRoute(page, '**/api/dashboard/taskCount');
    await openAs(user, '/dashboard');
    await expect(page.getByTestId('card-balance-value')).toBeVisible();
    await expect(page.getByTestId('card-server-status-value')).toBeVisible();
    // Two frames, so what moved before the counts arrive is counted as before.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const before = (await shifts(page)).length;
    release();
    const card = page.getByTestId('card-tasks');
    await expect(card.locator('.ant-skeleton')).toHaveCount(0);
    await expect(card).toContainText(tasks ? 'Total' : 'No tasks');
    // Two frames for the observer to report what the arrival moved.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await page.screenshot({
      path: `/tmp/ioa11y-shots/dashboard-${tasks ? 'tasks' : 'empty'}-en.png`,
      fullPage: true,
    });
    const seen = await shifts(page);
    const cls = seen.reduce((sum, s) => sum + s.value, 0);
    expect(cls, JSON.stringify({ seen, before })).toBeLessThan(0.01);
  });
}
