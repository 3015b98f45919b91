import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openDialog } from './fleet-helpers';
import { chooseFromNavbarMenu } from './pages-helpers';

/** The selected menu item's fill: the chosen colour's hue (the theme may shade it for contrast). */
async function selectedFill(page: Page): Promise<[number, number, number]> {
  const css = await page
    .locator('.ant-menu-item-selected')
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  return css.match(/\d+/g)!.slice(0, 3).map(Number) as [number, number, number];
}
const isCyan = ([r, g, b]: [number, number, number]) => g > 80 && Math.abs(g - b) <= 12 && r < g / 2;
const isBlue = ([r, g, b]: [number, number, number]) => b > 150 && b > g && g > r;

test.describe('settings drawer', () => {
  test('theme colour, tags bar, fixed header, logo and dark theme persist across a reload', async ({
    page,
    user,
    openAs,
  }) => {
    // An owner: the admin's menu has no device screens.
    await openAs(user, '/devices/list');
    const drawer = await openDialog(page, 'Page settings');
    await expect(drawer.getByRole('button', { name: '#1890ff' })).toHaveAttribute('aria-pressed', 'true');
    expect(isBlue(await selectedFill(page))).toBe(true);
    await drawer.getByRole('button', { name: '#13c2c2' }).click();
    // The selected menu item is drawn in the chosen colour.
    await expect.poll(async () => isCyan(await selectedFill(page))).toBe(true);
    await drawer.getByRole('switch', { name: 'Open tags bar' }).click();
    await drawer.getByRole('switch', { name: 'Sidebar logo' }).click();
    await drawer.getByRole('switch', { name: 'Dark theme' }).click();
    await expect(page.getByRole('navigation', { name: 'Open views' })).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Device List' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Open views' })).toHaveCount(0);
    await expect(page.locator('.rf-logo')).toHaveCount(0);
    // The page is dark; the colour choice is still there (the dark algorithm tones it down).
    expect(isCyan(await selectedFill(page))).toBe(true);
    const background = await page
      .locator('.rf-main')
      .evaluate((el) => getComputedStyle(el.parentElement!).backgroundColor);
    const [r = 255, g = 255, b = 255] = background.match(/\d+/g)!.map(Number);
    expect(r + g + b).toBeLessThan(150);

    await page.getByRole('button', { name: 'Page settings' }).click();
    await expect(drawer.getByRole('button', { name: '#13c2c2' })).toHaveAttribute('aria-pressed', 'true');
    await expect(drawer.getByRole('switch', { name: 'Dark theme' })).toBeChecked();
    await drawer.getByRole('button', { name: 'Restore defaults' }).click();
    await expect(page.getByRole('navigation', { name: 'Open views' })).toBeVisible();
  });

  test('the size switch changes the component size and is kept', async ({ page, admin, openAs }) => {
    await openAs(admin, '/dashboard');
    await chooseFromNavbarMenu(page, 'Size', 'Default');
    await expect(page.getByText('Size switched')).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('SYS_SETTINGS') ?? '{}').size);
    expect(stored).toBe('default');
  });

  test('an open navbar menu stays above the hint of the button beside it', async ({
    page,
    admin,
    openAs,
  }) => {
    await openAs(admin, '/dashboard');
    await page.getByRole('button', { name: 'Size' }).click();
    const first = page.getByRole('menuitem', { name: 'Default' });
    const menu = page.locator('.ant-dropdown').filter({ has: first });
    await expect(menu).not.toHaveClass(/-(appear|enter)(-|\s|$)/);
    // The pointer on its way to the menu crosses the settings button, whose hint shows below it, over
    // the menu's first item (hints let clicks through: what is wrong is seen, not hit).
    await page.getByRole('button', { name: 'Page settings' }).hover();
    const hint = page.locator('.ant-tooltip').filter({ hasText: 'Page settings' });
    await expect(hint).toBeVisible();
    await expect(hint).not.toHaveClass(/-(appear|enter)(-|\s|$)/);
    const [item, over] = [await first.boundingBox(), await hint.boundingBox()];
    expect(item!.y < over!.y + over!.height && over!.y < item!.y + item!.height).toBe(true);
    const z = (popup: typeof menu) => popup.evaluate((el) => Number(getComputedStyle(el).zIndex));
    expect(await z(menu)).toBeGreaterThan(await z(hint));
  });
});
