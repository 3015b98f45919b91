import type { Locator, Page } from '@playwright/test';
import { toolbarButton, toolsOf } from './fit-helpers';
import { expect, test } from './fixtures';
import { fleetShot, rentDevices, rows, view } from './fleet-helpers';
import { api, type ScreenVariant, screenVariants } from './pages-helpers';

/**
 * Screenshots of every fleet screen for a person to look at (/tmp/shots/fleet-*.png):
 * desktop and 800 px, light and dark, English and Chinese, on a workspace with real
 * rows made through the API.
 */
const VARIANTS = screenVariants({ desktop: 800, narrow: 1000 });

const TITLES = {
  en: {
    devices: 'Device List',
    groups: 'Group Management',
    proxies: 'Proxy List',
    proxyTags: 'Proxy Tags',
    accounts: 'Account List',
    accountTags: 'Tag Management',
    rent: 'Rent devices',
    addProxies: 'Add proxies',
    add: 'Add',
    import: 'Import TXT',
    importTitle: 'Import accounts',
    moreFilters: 'More filters',
    network: 'Network',
    customProxy: 'Custom proxy',
    typed: 'Type a proxy',
  },
  zh: {
    devices: '设备列表',
    groups: '分组管理',
    proxies: '代理列表',
    proxyTags: '代理标签',
    accounts: '账号列表',
    accountTags: '标签管理',
    rent: '租用设备',
    addProxies: '添加代理',
    add: '添 加',
    import: '导入 TXT',
    importTitle: '导入账号',
    moreFilters: '更多筛选',
    network: /网\s?络/,
    customProxy: '自定义代理',
    typed: '手动填写代理',
  },
} as const;

/**
 * Shots of a list of `count` rows, `<name>-<variant>`, and of its folded filters open, `<name>-filters-<variant>`.
 * Below 992 px the filters and the toolbar are in the Filters & actions sheet, closed again after.
 */
async function shotsWithFilters(page: Page, list: Locator, count: number, name: string, v: ScreenVariant) {
  await expect(rows(list)).toHaveCount(count);
  await fleetShot(page, `${name}-${v.name}`);
  const tools = await toolsOf(page, list);
  await tools.getByRole('button', { name: TITLES[v.lang].moreFilters }).click();
  // The folded fields are drawn when first shown: the date ranges' pickers land then.
  await expect(tools.getByRole('search').locator('.ant-picker-range')).toHaveCount(2);
  await fleetShot(page, `${name}-filters-${v.name}`);
  if (tools !== list) await page.keyboard.press('Escape');
}

for (const v of VARIANTS) {
  test(`fleet screenshots ${v.name}`, async ({ page, request, openAs, newOwner }) => {
    const text = TITLES[v.lang];
    const owner = await newOwner(20_000);
    const token = owner.token;
    const group = await api<{ id: number }>(request, 'POST', '/device/group/add', {
      token,
      body: { name: v.lang === 'zh' ? '华东一组' : 'Team North' },
    });
    const deviceTag = await api<{ id: number }>(request, 'POST', '/device/tag/add', {
      token,
      body: { name: v.lang === 'zh' ? '养号中' : 'warming' },
    });
    const rented = await api<{ devices: { id: number }[] }>(request, 'POST', '/device/info/add', {
      token,
      body: { count: 4, months: 3, groupId: group.id, labelId: deviceTag.id },
    });
    await rentDevices(request, token, 2);
    await api(request, 'PUT', '/device/info/proxy', {
      token,
      body: { ids: [rented.devices[0]!.id], proxyMode: 'custom', proxyInfo: 'res-user:pw@203.0.113.50:8000' },
    });
    const proxyTag = await api<{ id: number }>(request, 'POST', '/proxy/tag/add', {
      token,
      body: { name: v.lang === 'zh' ? '住宅' : 'residential' },
    });
    await api(request, 'POST', '/proxy/info/add', {
      token,
      body: {
        proxies: 'alice:pw1@198.51.100.7:8000\nbob:pw2@gate.example.net:9000\ncarol:pw3@198.51.100.9:3128',
        labelId: proxyTag.id,
      },
    });
    const accountTag = await api<{ id: number }>(request, 'POST', '/account/tag/add', {
      token,
      body: { name: v.lang === 'zh' ? '春季批次' : 'spring-batch' },
    });
    for (const name of ['maple.fox', 'river.owl', 'stone.elk']) {
      await api(request, 'POST', '/account/info/add', {
        token,
        body: { account: name, password: 'pw-123456', labelId: accountTag.id },
      });
    }

    await page.setViewportSize({ width: v.width, height: v.height });
    const devices = await openAs(token, '/devices/list', { lang: v.lang, dark: v.dark });
    await shotsWithFilters(page, devices, 6, 'devices', v);
    await (await toolbarButton(page, devices, text.rent)).click();
    await expect(page.getByRole('dialog', { name: text.rent }).getByTestId('charge-total')).toBeVisible();
    await fleetShot(page, `rent-${v.name}`);
    await page.keyboard.press('Escape');
    // The device's name is its row's link (a fold column comes first below 1600 px).
    await devices
      .locator('.ant-table-tbody tr.ant-table-row')
      .first()
      .locator('td .ant-btn-link')
      .first()
      .click();
    await expect(page.locator('.ant-drawer .ant-descriptions').first()).toBeVisible();
    await fleetShot(page, `device-drawer-${v.name}`);
    await page.locator('.ant-drawer').getByRole('button', { name: text.network }).click();
    const network = page.locator('.ant-modal').filter({ hasText: text.customProxy });
    await network.getByRole('radio', { name: text.customProxy }).check();
    await network.getByRole('radio', { name: text.typed }).check();
    await network.locator('input.rf-fleet-mono').fill('user:pw@999.1.1.1:80');
    await expect(network.locator('.ant-form-item-explain-error')).toBeVisible();
    await fleetShot(page, `device-network-${v.name}`);

    await page.goto('/devices/group');
    await expect(view(page, '/devices/group').getByRole('heading', { name: text.groups })).toBeVisible();
    await expect(view(page, '/devices/group').locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(1);
    await fleetShot(page, `groups-${v.name}`);

    await page.goto('/proxy/agentmanage');
    const proxies = view(page, '/proxy/agentmanage');
    await expect(proxies.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(4);
    await fleetShot(page, `proxies-${v.name}`);
    await (await toolbarButton(page, proxies, text.addProxies)).click();
    const add = page.getByRole('dialog', { name: text.addProxies });
    await add.locator('textarea').fill('dave:pw@198.51.100.20:3128\nbroken-line\nerin:pw@198.51.100.21');
    await add.getByRole('button', { name: text.add, exact: true }).click();
    await expect(add.getByRole('alert')).toBeVisible();
    await fleetShot(page, `proxy-add-error-${v.name}`);

    await page.goto('/proxy/agenttags');
    await expect(view(page, '/proxy/agenttags').getByRole('heading', { name: text.proxyTags })).toBeVisible();
    await expect(view(page, '/proxy/agenttags').locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(1);
    await fleetShot(page, `proxy-tags-${v.name}`);

    await page.goto('/account/list');
    const accounts = view(page, '/account/list');
    await shotsWithFilters(page, accounts, 3, 'accounts', v);
    await (await toolbarButton(page, accounts, text.import)).click();
    const dialog = page.getByRole('dialog', { name: text.importTitle });
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'accounts.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('new.one|pw-1\nmissing-bar\nmaple.fox|pw-2\nnew.two|pw-3\nnew.one|pw-4\n'),
    });
    await expect(dialog.getByTestId('import-report')).toBeVisible();
    await fleetShot(page, `import-report-${v.name}`);

    await page.goto('/account/tags');
    const tags = view(page, '/account/tags');
    await expect(tags.getByRole('heading', { name: text.accountTags })).toBeVisible();
    await expect(tags.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(2);
    await fleetShot(page, `account-tags-${v.name}`);
  });
}
