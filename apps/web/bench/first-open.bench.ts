// The admin's login through the form until the console's layout shows, then the first opening of a
// screen from the menu and of a dialog on it, in the built console (Debian's Chromium against the
// real server, a fresh browser context each round): the time from each click to the layout's,
// screen's or dialog's title on screen, and to the last code file
// fetched for it, so the wait beyond the code shows (React's 300 ms hold after a Suspense fallback
// was most of it before: docs/console-shell.md, "Suspense throttling").
import { chromium, type Page } from 'playwright-core';
import { ADMIN_PASSWORD, CHROMIUM, CHROMIUM_ARGS, startConsoleServer } from './console-server.ts';

const ROUNDS = Number(process.env.FIRST_OPEN_ROUNDS ?? 5);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Milliseconds from the click `click` makes until `title` (the text of a `selector` match) shows, and to the last code file fetched. */
async function clickToTitle(page: Page, click: () => Promise<void>, selector: string, title: string) {
  await page.evaluate(
    ([sel, text]) => {
      const w = window as unknown as { shownAt?: number; clickedAt?: number };
      w.shownAt = undefined;
      new MutationObserver((_, observer) => {
        if ([...document.querySelectorAll(sel!)].some((e) => e.textContent?.trim() === text)) {
          w.shownAt = performance.now();
          observer.disconnect();
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
      document.addEventListener('click', () => (w.clickedAt = performance.now()), {
        capture: true,
        once: true,
      });
    },
    [selector, title],
  );
  await click();
  await page.waitForFunction(() => (window as unknown as { shownAt?: number }).shownAt !== undefined);
  return page.evaluate(() => {
    const w = window as unknown as { shownAt: number; clickedAt: number };
    const code = performance
      .getEntriesByType('resource')
      .filter((e) => e.startTime >= w.clickedAt && /\.(js|css)$/.test(e.name))
      .map((e) => (e as PerformanceResourceTiming).responseEnd);
    return { shown: w.shownAt - w.clickedAt, code: Math.max(0, ...code.map((t) => t - w.clickedAt)) };
  });
}

const server = await startConsoleServer();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
try {
  const login: { shown: number; code: number }[] = [];
  const screen: { shown: number; code: number }[] = [];
  const dialog: { shown: number; code: number }[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    await context.addInitScript(() => localStorage.setItem('SYS_LANG', 'en'));
    const page = await context.newPage();
    await page.goto(`${server.base}/login`);
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill(ADMIN_PASSWORD);
    await page.waitForLoadState('networkidle');
    const logIn = page.getByRole('button', { name: 'Log in', exact: true });
    login.push(await clickToTitle(page, () => logIn.click(), '.ant-menu-title-content', 'Administration'));
    await page.getByText('Administration', { exact: true }).click();
    const item = page.getByRole('menuitem', { name: 'Users' });
    await item.waitFor();
    await page.waitForLoadState('networkidle');
    screen.push(await clickToTitle(page, () => item.click(), 'h1,h2,h3,h4,h5', 'Users'));
    const add = page.getByRole('button', { name: 'New user' });
    await add.waitFor();
    await page.waitForLoadState('networkidle');
    dialog.push(await clickToTitle(page, () => add.click(), '.ant-modal-title', 'New user'));
    await context.close();
  }
  const line = (what: string, runs: { shown: number; code: number }[]) =>
    console.log(
      `${what}: title shown ${Math.round(median(runs.map((r) => r.shown)))} ms after the click, its code fetched by ` +
        `${Math.round(median(runs.map((r) => r.code)))} ms (medians of ${runs.length}; shown ${runs.map((r) => Math.round(r.shown)).join(', ')})`,
    );
  line('a login through the form until the layout shows (its menu)', login);
  line('first opening of a screen from the menu (admin: Administration > Users)', screen);
  line('first opening of a dialog on it (New user)', dialog);
} finally {
  await browser.close();
  server.stop();
}
