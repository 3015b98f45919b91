import { expect, test } from '@playwright/test';
import { fleetShot, ownerWithPoints, rows, view } from './fleet-helpers';
import { api, useSession } from './pages-helpers';

/** Screenshots of a shared list page and form dialog (/tmp/shots/fleet-lists-*.png), for a person to look at. */
const VARIANTS = [
  {
    name: 'desktop-light-en',
    width: 1280,
    height: 800,
    dark: false,
    lang: 'en',
    rent: 'Rent devices',
    add: 'New group',
  },
  {
    name: 'desktop-dark-zh',
    width: 1280,
    height: 800,
    dark: true,
    lang: 'zh',
    rent: '租用设备',
    add: '新建分组',
  },
  {
    name: '800-light-zh',
    width: 800,
    height: 1000,
    dark: false,
    lang: 'zh',
    rent: '租用设备',
    add: '新建分组',
  },
  {
    name: '800-dark-en',
    width: 800,
    height: 1000,
    dark: true,
    lang: 'en',
    rent: 'Rent devices',
    add: 'New group',
  },
] as const;

for (const v of VARIANTS) {
  test(`list and dialog screenshots ${v.name}`, async ({ page, context, request, baseURL }) => {
    test.setTimeout(120_000);
    const owner = await ownerWithPoints(request, 20_000);
    await api(request, 'POST', '/device/info/add', { token: owner.token, body: { count: 4, months: 1 } });
    await useSession(context, baseURL, owner.token, { lang: v.lang, dark: v.dark });
    await page.setViewportSize({ width: v.width, height: v.height });
    await page.goto('/devices/list');
    const list = view(page, '/devices/list');
    await expect(rows(list)).toHaveCount(4, { timeout: 40_000 });
    await rows(list).nth(1).locator('.ant-checkbox-input').check();
    await fleetShot(page, `lists-page-${v.name}`);
    await list.getByRole('button', { name: v.rent }).first().click();
    const rent = page.getByRole('dialog', { name: v.rent });
    await rent.getByRole('button', { name: v.add }).click();
    await expect(page.getByRole('dialog', { name: v.add })).toBeVisible();
    await page.getByRole('dialog', { name: v.add }).getByRole('button').last().click();
    await fleetShot(page, `lists-dialog-${v.name}`);
  });
}
