import type { Locator } from '@playwright/test';
import config from '../playwright.config';
import { covered, fixedButtons } from './fit-helpers';
import { expect, test } from './fixtures';
import { addProxies, rows } from './fleet-helpers';
import { useSession as startSession } from './pages-helpers';
import { openWizard, startMaintenance, taskDialog, waitForStatus } from './tasks-helpers';

/**
 * What fits on the screen, with the scrollbars a person sees (headless Chromium hides
 * them by default, which hid these defects): nothing scrolls that should not, and the
 * fixed buttons cover no content.
 */
test.use({ launchOptions: { ...config.use?.launchOptions, ignoreDefaultArgs: ['--hide-scrollbars'] } });

for (const width of [800, 1440]) {
  test(`at ${width} px the fixed buttons cover no table cell and no pager`, async ({
    page,
    request,
    newOwner,
  }) => {
    const owner = await newOwner(0);
    const lines = Array.from({ length: 25 }, (_, i) => `user${i}:pw${i}@203.0.113.${i + 1}:8000`);
    await addProxies(request, owner.token, lines.join('\n'));
    await page.setViewportSize({ width, height: 700 });
    const list = await owner.open('/proxy/agentmanage');
    await expect(rows(list)).toHaveCount(20);
    const content = list.locator('.ant-table-cell, .ant-pagination, .ant-btn');
    // They come at the browser's first idle moment after the first screen (layout/firstUse.tsx).
    await expect(fixedButtons(page)).toHaveCount(3);
    for (const y of [0, 300, 100_000]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await expect.poll(() => covered(page, content), `scrolled to ${y}`).toEqual([]);
    }
  });
}

test('task tables have no vertical scrollbar and the task dialog does not scroll sideways at 800 px', async ({
  browser,
  request,
  baseURL,
  fleet,
}) => {
  const task = await startMaintenance(request, fleet, { name: 'Fit check' });
  await waitForStatus(request, fleet.token, task.logId, ['success']);
  for (const width of [1440, 800]) {
    const context = await browser.newContext({ baseURL, viewport: { width, height: 700 } });
    await startSession(context, baseURL, fleet.token);
    const page = await context.newPage();
    await page.goto('/account/rest');
    const box = page.locator('[data-testid="task-list-maintenance"] .rf-table-scroll');
    await expect(rows(box)).toHaveCount(1);
    // A vertical scrollbar takes width from the box: offsetWidth - clientWidth.
    expect(await box.evaluate((e) => (e as HTMLElement).offsetWidth - e.clientWidth), `${width} px`).toBe(0);

    if (width === 800) {
      // Below 992 px the row's actions are icon buttons, named for screen readers.
      await rows(box).getByRole('button', { name: 'Details' }).click();
      await expect(taskDialog(page).getByTestId('task-details')).toBeVisible();
      const scroller = page.locator('.rf-task-dialog-root .ant-modal-wrap');
      const sizes = await scroller.evaluate((e) => ({
        scrollWidth: e.scrollWidth,
        clientWidth: e.clientWidth,
        tall: e.scrollHeight > e.clientHeight,
      }));
      expect(sizes.tall, 'the details are taller than the screen, so the dialog scrolls down').toBe(true);
      expect(sizes.scrollWidth).toBeLessThanOrEqual(sizes.clientWidth);
    }
    await context.close();
  }
});

test("at 800 px a wizard's long step scrolls under its buttons, which stay on the screen", async ({
  browser,
  baseURL,
  fleet,
}) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 800, height: 700 } });
  await startSession(context, baseURL, fleet.token);
  const page = await context.newPage();
  await page.goto('/toker/comment');
  const wizard = await openWizard(page, 'New comment task');
  const next = wizard.getByRole('button', { name: 'Next' });
  await expect(wizard.getByLabel('Comments per video')).toBeAttached();
  // The step is taller than the screen (its last switch is below it), the button is not.
  const bottom = async (l: Locator) => (await l.boundingBox())!.y + (await l.boundingBox())!.height;
  expect(await bottom(wizard.getByRole('switch'))).toBeGreaterThan(700);
  expect(await bottom(next)).toBeLessThanOrEqual(700);
  await next.click();
  await expect(wizard.getByText('Add at least one target video')).toBeVisible();
  // The comment texts' own rule, as the server says it (not maintenance's rule about counts above 0).
  await expect(wizard.getByText('Add comment texts or choose text materials')).toBeVisible();
  await context.close();
});

test('at 390 px an empty list says so inside its box, and every kind of account task is in sight', async ({
  browser,
  baseURL,
  user,
}) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  await startSession(context, baseURL, await user.login());
  const page = await context.newPage();
  await page.goto('/account/rest');
  const box = page.locator('[data-testid="task-list-maintenance"] .rf-table-scroll');
  const empty = box.getByText('No tasks yet.');
  await expect(empty).toBeVisible();
  // The table is wider than the box: its empty text was centred across the table, past the box's edge.
  const [inBox, text] = [await box.boundingBox(), await empty.boundingBox()];
  expect(text!.x).toBeGreaterThanOrEqual(inBox!.x - 1);
  expect(text!.x + text!.width).toBeLessThanOrEqual(inBox!.x + inBox!.width + 1);
  const kinds = page.getByTestId('account-task-kinds').locator('.ant-segmented-item');
  await expect(kinds).toHaveCount(5);
  for (const kind of await kinds.all()) {
    const b = (await kind.boundingBox())!;
    expect(b.x + b.width, (await kind.textContent()) ?? '').toBeLessThanOrEqual(390);
  }
  await context.close();
});
