import type { Locator, Page } from '@playwright/test';
import { expect, type Prefs, test } from './fixtures';
import { nameAndTag, phoneOffline, pickTargets, runTaskOn } from './tasks-helpers';

/**
 * Accounts whose phone is offline right now (spec 8 "account is offline"): every /toker wizard's
 * quote names them on its accounts step, with the status the device list shows. Chosen by tag they
 * are left out (the others still run); chosen in the account list the task is refused.
 */
const SHOTS = '/tmp/acquisition-shots';

interface Wizard {
  path: string;
  title: { en: string; zh: string };
  keyword: string;
  /** A texts field the kind needs before its first step lets go. */
  texts?: { en: string; zh: string; value: string };
}

const WIZARDS: Wizard[] = [
  { path: '/toker/like', title: { en: 'New like task', zh: '新建点赞任务' }, keyword: 'cooking' },
  { path: '/toker/play', title: { en: 'New view task', zh: '新建播放任务' }, keyword: 'travel' },
  { path: '/toker/collect', title: { en: 'New save task', zh: '新建收藏任务' }, keyword: 'pets' },
  {
    path: '/toker/comment',
    title: { en: 'New comment task', zh: '新建评论任务' },
    keyword: 'dance',
    texts: { en: 'Comment texts', zh: '评论内容', value: 'Love it' },
  },
  {
    path: '/toker/chat',
    title: { en: 'New private message task', zh: '新建私信任务' },
    keyword: 'mia',
    texts: { en: 'Message texts', zh: '私信内容', value: 'Hello!' },
  },
  { path: '/toker/follow', title: { en: 'New follow task', zh: '新建关注任务' }, keyword: 'luna' },
];

const OFFLINE = {
  en: (account: string) => `Account is offline: ${account} (device status: Offline)`,
  zh: (account: string) => `账号离线：${account}（设备状态：离线）`,
};
const NEXT = { en: 'Next', zh: '下一步' };

/** Walks a wizard to its accounts step on the fleet's tag: the quote names the offline account there. */
async function quoteOnTag(page: Page, wizard: Locator, w: Wizard, tag: string, lang: 'en' | 'zh') {
  await pickTargets(wizard, w.keyword, 1, lang);
  if (w.texts) await wizard.getByLabel(w.texts[lang]).fill(w.texts.value);
  await wizard.getByRole('button', { name: NEXT[lang] }).click();
  await nameAndTag(page, wizard, 'offline', tag, lang);
}

for (const [lang, prefs] of [
  ['en', { lang: 'en' }],
  ['zh', { lang: 'zh', dark: true }],
] as const satisfies ReadonlyArray<readonly ['en' | 'zh', Prefs]>) {
  test(`every /toker wizard's quote names the account whose phone is offline, by tag (${lang}${prefs.dark ? ', dark' : ''})`, async ({
    page,
    request,
    openAs,
    fleet,
  }) => {
    test.setTimeout(180_000);
    const offline = await phoneOffline(request, fleet);
    for (const w of WIZARDS) {
      await openAs(fleet.token, w.path, prefs);
      await page.getByRole('button', { name: w.title[lang] }).click();
      const wizard = page.getByRole('dialog', { name: w.title[lang] });
      await quoteOnTag(page, wizard, w, fleet.tagName, lang);
      await expect(wizard.getByText(OFFLINE[lang](offline))).toBeVisible();
      // The tag's other accounts still run: one fewer than the tag's logged-in accounts.
      await expect(wizard.getByTestId('tag-accounts')).toContainText(String(fleet.actors - 1));
      const name = w.path.split('/')[2];
      await page.screenshot({ path: `${SHOTS}/offline-${name}-${lang}${prefs.dark ? '-dark' : ''}.png` });
    }
  });
}

test('a task on accounts chosen in the account list is refused while one of their phones is offline', async ({
  page,
  request,
  openAs,
  fleet,
}) => {
  const offline = await phoneOffline(request, fleet);
  await openAs(fleet.token, '/account/list');
  const wizard = await runTaskOn(page, fleet.accounts, 'Save', 'New save task');
  await pickTargets(wizard, 'pets', 1);
  await wizard.getByRole('button', { name: 'Next' }).click();
  // The name changes the body: wait for its quote, since a quote still loading does not hold Next.
  const quoted = page.waitForResponse((r) => r.url().includes('/task/info/quote'));
  await wizard.getByLabel('Task name').fill('offline by id');
  await quoted;
  await expect(wizard.getByText(OFFLINE.en(offline))).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/offline-chosen-en.png` });
  // A blocking problem: the step does not let go.
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.locator('[data-step="accounts"]')).toBeVisible();
});
