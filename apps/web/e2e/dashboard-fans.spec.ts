import { chartFigures } from './chart-helpers';
import { expect, test } from './fixtures';
import { api, apiLogin, createOwner, uniqueName } from './pages-helpers';

/** The dashboard's fans trend (issue 15): from daily records, saying since when; the card opens the fans page. */

const today = new Date().toISOString().slice(0, 10);
const VARIANTS = [
  {
    lang: 'en',
    dark: false,
    width: 1280,
    name: 'desktop-light-en',
    since: `since ${today}`,
    chart: 'Fans (followers of all accounts), last 30 days',
  },
  {
    lang: 'zh',
    dark: true,
    width: 800,
    name: '800-dark-zh',
    since: `自 ${today} 起`,
    chart: '近 30 天粉丝数（全部账号）',
  },
] as const;

for (const v of VARIANTS) {
  test(`the fans trend says since when history exists and opens the fans page (${v.name})`, async ({
    page,
    request,
    admin,
    openAs,
  }) => {
    const owner = await createOwner(request, admin, { prefix: 'e2efans' });
    const token = await apiLogin(request, owner.username, owner.password);
    await api(request, 'POST', '/account/info/add', {
      token,
      body: { account: uniqueName('fans_'), password: 'pw-123456' },
    });
    await page.setViewportSize({ width: v.width, height: 900 });
    const dash = await openAs(token, '/dashboard', { lang: v.lang, dark: v.dark });
    await dash.getByTestId('show-charts').click();
    const card = page.getByTestId('chart-fans');
    await expect(card.locator('canvas')).toHaveCount(1);
    // Today has its record (the followers the server counts); no day before it has one.
    const server = await api<{ days: { date: string; fans: number | null }[] }>(
      request,
      'GET',
      '/dashboard/charts',
      { token },
    );
    const fans = await chartFigures(card, v.chart);
    expect(fans.rows.map((r) => r.category)).toEqual(server.days.map((d) => d.date.slice(5)));
    // Today's total moves with the simulated followers: a count, read apart from the earlier days.
    expect(fans.series(v.chart).slice(0, -1)).toEqual(server.days.slice(0, -1).map((d) => d.fans));
    expect(fans.rows.slice(0, -1).every((r) => r.values[0] === null)).toBe(true);
    expect(fans.rows.at(-1)?.category).toBe(today.slice(5));
    expect(Number.isInteger(fans.rows.at(-1)?.values[0])).toBe(true);
    await expect(card.getByTestId('fans-since')).toContainText(v.since);
    await card.scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/shots/dashboard-fans-${v.name}.png`, fullPage: true });
    await card.getByRole('link').click();
    await expect(page).toHaveURL(/\/account\/fans$/);
  });
}
