import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** User Center → Access tokens (docs/api.md): create, copy once, use from a script, revoke. */

const WORDS = {
  en: {
    heading: 'Account settings',
    tab: 'Access tokens',
    create: 'Create token',
    ok: 'Create',
    name: 'Name',
    fleet: 'Fleet',
    done: 'I have copied it',
    revoke: 'Revoke',
    active: 'Active',
    revoked: 'Revoked',
    shownOnce: 'Access token created: copy it now, it is shown only once',
  },
  zh: {
    heading: '账号设置',
    tab: '访问令牌',
    create: '创建令牌',
    ok: '创建',
    name: '名称',
    fleet: '设备与账号',
    done: '我已复制',
    revoke: '吊销',
    active: '有效',
    revoked: '已吊销',
    shownOnce: '访问令牌已创建：请立即复制，它只显示这一次',
  },
} as const;

type Words = Record<keyof (typeof WORDS)['en'], string>;

/** A button's name: antd puts a space between two Chinese characters. */
const button = (text: string) => new RegExp(`^${[...text].join('\\s?')}$`);

const callWith = (request: APIRequestContext, token: string) =>
  request.fetch('/api/device/group/queryAll', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    data: {},
  });

async function createAndCopy(page: Page, words: Words, name: string): Promise<string> {
  await page.getByRole('tab', { name: words.tab }).click();
  await page.getByRole('button', { name: button(words.create) }).click();
  const dialog = page.getByRole('dialog', { name: words.create });
  await dialog.getByLabel(words.name).fill(name);
  await dialog.getByRole('checkbox', { name: new RegExp(words.fleet) }).check();
  await dialog.getByRole('button', { name: button(words.ok) }).click();
  const shown = page.getByTestId('new-token');
  await expect(shown).toContainText('rfp_');
  await expect(page.getByText(words.shownOnce)).toBeVisible();
  const token = ((await shown.locator('code').textContent()) ?? '').trim();
  await shown.locator('.ant-typography-copy').click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
  return token;
}

for (const lang of ['en', 'zh'] as const) {
  test(`creates a token shown once, copies it, and revokes it (${lang})`, async ({
    page,
    context,
    request,
    user,
    openAs,
  }) => {
    const words = WORDS[lang];
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openAs(user, '/user/profile', { heading: words.heading, lang, dark: lang === 'zh' });
    const token = await createAndCopy(page, words, `script-${lang}`);
    await page.screenshot({ path: `/tmp/shots/tokens-created-${lang}.png` });

    // The copied token works from a script, as the user, within its scopes.
    expect((await callWith(request, token)).status()).toBe(200);
    await page.getByRole('button', { name: button(words.done) }).click();
    // Shown once: gone from the page, only its first characters are listed.
    await expect(page.getByTestId('new-token')).toHaveCount(0);
    await expect(page.getByText(token)).toHaveCount(0);
    const row = page.getByRole('row', { name: new RegExp(`script-${lang}`) });
    await expect(row).toContainText(`${token.slice(0, 8)}…`);
    await expect(row).toContainText(words.active);
    await page.reload();
    await page.getByRole('tab', { name: words.tab }).click();
    await expect(page.getByText(token)).toHaveCount(0);

    await row.getByRole('button', { name: button(words.revoke) }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: button(words.revoke) })
      .click();
    await expect(row).toContainText(words.revoked);
    await page.screenshot({ path: `/tmp/shots/tokens-revoked-${lang}.png` });
    // Refused at once.
    expect((await callWith(request, token)).status()).toBe(401);
  });
}

test('the token list fits a phone (zh)', async ({ page, user, openAs, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const session = await user.login();
  await request.fetch('/api/user/token/add', {
    method: 'POST',
    headers: { Authorization: `Bearer ${session}` },
    data: { name: 'nightly', scopes: ['read', 'tasks'], expiresInDays: 90 },
  });
  await openAs(session, '/user/profile', { heading: WORDS.zh.heading, lang: 'zh' });
  await page.getByRole('tab', { name: WORDS.zh.tab }).click();
  await expect(page.getByRole('row', { name: /nightly/ })).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/tokens-mobile-zh.png' });
});
