import { expect, test } from './fixtures';
import {
  balanceOf,
  needsSelection,
  openDialog,
  pick,
  rows,
  selectAll,
  selectRow,
  toast,
  view,
} from './fleet-helpers';

test.describe('fleet in Chinese', () => {
  test('rents, groups, adds proxies with a bad line and imports accounts, all in zh', async ({
    page,
    request,
    ownerAt,
  }) => {
    const { owner, list: devices } = await ownerAt(2_000, '/devices/list', {
      lang: 'zh',
      heading: '设备列表',
    });
    const moveButton = devices.getByRole('button', { name: '批量分组' });
    await needsSelection(page, moveButton, '请先选择设备', 'selection-first-zh');

    const rent = await openDialog(devices, '租用设备');
    await expect(rent.getByText('每台每月 300 点')).toBeVisible();
    await rent.getByLabel('设备数量').fill('2');
    await pick(rent, '月数', '3 个月');
    await expect(rent.getByTestId('charge-total')).toHaveText('1,800 点');
    await rent.getByRole('button', { name: '确认租用' }).click();
    await expect(toast(page, '已租用 2 台设备')).toBeVisible();
    await expect(rows(devices)).toHaveCount(2);
    expect(await balanceOf(request, owner.token)).toBe(200);
    await selectRow(devices, 0);
    await expect(moveButton).toBeEnabled();
    await rows(devices).nth(0).locator('.ant-checkbox-input').uncheck();
    await expect(moveButton).toBeDisabled();
    await expect(rows(devices).first()).toContainText('全局默认网络');

    // Not enough points: the server's message in Chinese, nothing rented.
    await devices.getByRole('button', { name: '租用设备' }).click();
    await rent.getByRole('button', { name: '确认租用' }).click();
    await expect(rent.getByRole('alert')).toHaveText('点数不足：需要 300，可用 200');
    await rent
      .getByRole('button', { name: '取 消' })
      .or(rent.getByRole('button', { name: '取消' }))
      .click();
    await expect(rows(devices)).toHaveCount(2);

    // A group, and both devices moved into it.
    await page.goto('/devices/group');
    const groups = view(page, '/devices/group');
    const form = await openDialog(groups, '新建分组');
    await expect(form.getByLabel('分组名称')).toBeVisible();
    await form.getByRole('button', { name: /确\s?定/ }).click();
    await expect(form.getByText('名称不能为空')).toBeVisible();
    await form.getByLabel('分组名称').fill('华东一组');
    await form.getByRole('button', { name: /确\s?定/ }).click();
    await expect(toast(page, '添加成功')).toBeVisible();
    await page.goto('/devices/list');
    await selectAll(devices);
    await devices.getByRole('button', { name: '批量分组' }).click();
    const move = page.getByRole('dialog', { name: '将 2 台设备移到分组' });
    await pick(move, '移到', /^华东一组/);
    await move.getByRole('button', { name: /确\s?定/ }).click();
    await expect(toast(page, '分组成功')).toBeVisible();
    await expect(rows(devices).filter({ hasText: '华东一组' })).toHaveCount(2);

    // Proxies: a bad line is named in Chinese and the text is kept.
    await page.goto('/proxy/agentmanage');
    const proxies = view(page, '/proxy/agentmanage');
    const add = await openDialog(proxies, '添加代理');
    await add.getByRole('button', { name: /添\s?加/ }).click();
    await expect(add.getByText('代理信息不能为空，请重新填写')).toBeVisible();
    const text = 'u1:p1@203.0.113.9:8000\nu2:p2@203.0.113.10\n';
    await add.getByLabel('代理信息，每行一个').fill(text);
    await add.getByRole('button', { name: /添\s?加/ }).click();
    await expect(add.getByRole('alert')).toContainText('代理格式不正确，请重新输入（第 2 行：缺少端口）');
    await expect(add.getByLabel('代理信息，每行一个')).toHaveValue(text);
    await add.getByLabel('代理信息，每行一个').fill('u1:p1@203.0.113.9:8000\nu2:p2@203.0.113.10:8001');
    await add.getByRole('button', { name: /添\s?加/ }).click();
    await expect(toast(page, '已添加 2 个代理')).toBeVisible();
    await expect(rows(proxies)).toHaveCount(2);

    // Accounts: the import report in Chinese.
    await page.goto('/account/list');
    const accounts = view(page, '/account/list');
    await accounts.getByRole('button', { name: '导入 TXT' }).click();
    const dialog = page.getByRole('dialog', { name: '导入账号' });
    await dialog.locator('input[type="file"]').setInputFiles({
      name: '账号.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('lin.a|pass-1\nlin.b\nlin.a|pass-2\n'),
    });
    await expect(toast(page, '上传成功：导入 1 个，重复 1 个，拒绝 1 行')).toBeVisible();
    await expect(dialog.getByRole('row', { name: /2 账号和密码之间缺少 "\|"/ })).toBeVisible();
    await dialog.getByRole('tab', { name: '重复（1）' }).click();
    await expect(dialog.getByRole('row', { name: /3 lin\.a 与第 1 行重复/ })).toBeVisible();
    await dialog.getByRole('button', { name: /Close|关闭/ }).click();
    await expect(rows(accounts)).toHaveCount(1);
    await expect(rows(accounts).first()).toContainText('未登录');
  });
});
