import { toolbarButton } from './fit-helpers';
import { expect, test } from './fixtures';
import { fleetShot, rentDevices, rows } from './fleet-helpers';
import { screenVariants } from './pages-helpers';

/** Screenshots of a shared list page and form dialog (/tmp/shots/fleet-lists-*.png), for a person to look at. */
const TEXT = {
  en: { rent: 'Rent devices', add: 'New group' },
  zh: { rent: '租用设备', add: '新建分组' },
} as const;

for (const v of screenVariants({ desktop: 800, narrow: 1000 })) {
  test(`list and dialog screenshots ${v.name}`, async ({ page, request, newOwner }) => {
    const text = TEXT[v.lang];
    const owner = await newOwner(20_000);
    await rentDevices(request, owner.token, 4);
    await page.setViewportSize({ width: v.width, height: v.height });
    const list = await owner.open('/devices/list', v);
    await expect(rows(list)).toHaveCount(4, { timeout: 40_000 });
    await rows(list).nth(1).locator('.ant-checkbox-input').check();
    await fleetShot(page, `lists-page-${v.name}`);
    await (await toolbarButton(page, list, text.rent)).first().click();
    const rent = page.getByRole('dialog', { name: text.rent });
    await rent.getByRole('button', { name: text.add }).click();
    await expect(page.getByRole('dialog', { name: text.add })).toBeVisible();
    await page.getByRole('dialog', { name: text.add }).getByRole('button').last().click();
    await fleetShot(page, `lists-dialog-${v.name}`);
  });
}
