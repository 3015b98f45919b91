import { expect, test } from './fixtures';
import { addProxies, openDialog, rows, toast } from './fleet-helpers';

/** Texts a user reads: no raw keys, counts agree with their nouns, nothing imported is not a success. */
test.describe('texts', () => {
  test('the price list names every unit and agrees each noun with its count', async ({ page, newOwner }) => {
    const owner = await newOwner(0);
    await owner.open('/user/consume');
    const prices = page.getByTestId('price-list');
    await expect(prices).toContainText('Account registration: 25 points per account');
    await expect(prices).toContainText('1 point per 100 fans');
    await expect(prices).toContainText('1 point per action');
    await expect(prices).toContainText('2 points per action');
    await expect(prices).not.toContainText('finance.');
    await expect(prices).not.toContainText(/\b1 points\b/);

    await page.evaluate(() => localStorage.setItem('SYS_LANG', 'zh'));
    await page.reload();
    await expect(prices).toContainText('每个账号 25 点');
    await expect(prices).toContainText('每 100 个粉丝 1 点');
    await expect(prices).toContainText('每次操作 2 点');
  });

  test('a TXT import that adds nothing warns instead of reporting success', async ({ page, ownerAt }) => {
    const { list } = await ownerAt(0, '/account/list');
    const upload = async (text: string) => {
      await list.getByRole('button', { name: 'Import TXT' }).click();
      const dialog = page.getByRole('dialog', { name: 'Import accounts' });
      await dialog
        .locator('input[type="file"]')
        .setInputFiles({ name: 'accounts.txt', mimeType: 'text/plain', buffer: Buffer.from(text) });
      await expect(dialog.getByTestId('import-report')).toBeVisible();
      return dialog;
    };

    let dialog = await upload('lone.heron|pw-Heron-1');
    await expect(
      toast(page, 'Upload success: 1 account imported, 0 duplicates, 0 lines rejected'),
    ).toBeVisible();
    await expect(page.locator('.ant-message-success')).toHaveCount(1);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(rows(list)).toHaveCount(1);

    dialog = await upload('lone.heron|pw-Heron-1\nno-separator-here');
    const warning = toast(page, 'Nothing was imported: 1 duplicate, 1 line rejected');
    await expect(warning).toBeVisible();
    await expect(warning.locator('.ant-message-warning')).toHaveCount(1);
    await expect(toast(page, /Upload success/)).toHaveCount(0);
    await expect(dialog.getByTestId('import-report')).toContainText('No account was imported.');
    await expect(dialog.getByTestId('import-report')).not.toContainText('Every line was imported.');
  });

  test('adding only proxies that are already listed warns that nothing was added', async ({
    page,
    request,
    newOwner,
  }) => {
    const owner = await newOwner(0);
    await addProxies(request, owner.token, 'u1:p1@203.0.113.1:8000');
    const list = await owner.open('/proxy/agentmanage');
    const dialog = await openDialog(list, 'Add proxies');
    await dialog.getByLabel('Proxies, one per line').fill('u1:p1@203.0.113.1:8000');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    const warning = toast(page, 'Nothing was added: every line is already listed (lines 1)');
    await expect(warning).toBeVisible();
    await expect(warning.locator('.ant-message-warning')).toHaveCount(1);
    await expect(toast(page, /proxies added/)).toHaveCount(0);
    await expect(rows(list)).toHaveCount(1);
  });
});
