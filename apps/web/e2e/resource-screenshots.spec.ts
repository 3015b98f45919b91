import { toolbarButton } from './fit-helpers';
import { expect, test } from './fixtures';
import { ADMIN, api, apiLogin, createOwner, recharge, screenVariants } from './pages-helpers';

/**
 * Screenshots of the resource screens (desktop and 800 px, light and dark,
 * English and Chinese) into /tmp/resources-shots, to be looked at; each
 * screen is checked to render its title and its rows first.
 */
const SCREENS = [
  { path: '/resource/people', en: 'Fans Resource', zh: '粉丝资源' },
  { path: '/resource/fanstags', en: 'Fans Tags', zh: '粉丝标签' },
  { path: '/resource/account', en: 'Account Resources', zh: '账号资源' },
  { path: '/resource/acctags', en: 'Account Tags', zh: '账号标签' },
  { path: '/resource/gather', en: 'Fan Collection', zh: '粉丝采集' },
];

let token = '';

test.describe.configure({ mode: 'serial' });

test('resource screens: a workspace with fans, tags and reserve accounts', async ({ request }) => {
  test.setTimeout(120_000);
  const admin = await apiLogin(request, ADMIN.username, ADMIN.password);
  const user = await createOwner(request, admin, { prefix: 'e2eshots' });
  await recharge(request, admin, user.id, 1000);
  token = await apiLogin(request, user.username, user.password);
  const task = await api<{ logId: string }>(request, 'POST', '/resource/gather/add', {
    token,
    body: {
      name: 'Cooking commenters',
      type: 'comment',
      searchBy: 'topic',
      topic: '#cooking',
      targetCount: 40,
      sleepMin: 0,
      sleepMax: 0,
    },
  });
  await expect
    .poll(
      async () =>
        (await api<{ status: string }>(request, 'GET', `/task/log/${task.logId}/status`, { token })).status,
      {
        timeout: 60_000,
      },
    )
    .toBe('success');
  const tag = await api<{ id: number }>(request, 'POST', '/resource/fansTag/add', {
    token,
    body: { name: 'warm leads' },
  });
  const fans = await api<{ list: { id: number }[] }>(
    request,
    'POST',
    '/resource/fans/queryList?pageNo=1&pageSize=10',
    {
      token,
      body: {},
    },
  );
  await api(request, 'PUT', '/resource/fans/tag', {
    token,
    body: { ids: fans.list.slice(0, 4).map((f) => f.id), labelId: tag.id },
  });
  await api(request, 'POST', '/resource/accountTag/add', { token, body: { name: 'spare' } });
  for (const account of ['spare.one', 'spare.two'])
    await api(request, 'POST', '/resource/account/add', { token, body: { account, password: 'pw-123456' } });
});

for (const v of screenVariants({ desktop: 800, narrow: 900 })) {
  test(`resource screens ${v.name}`, async ({ page, openAs }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: v.width, height: v.height });
    for (const s of SCREENS) {
      await openAs(token, s.path, { lang: v.lang, dark: v.dark });
      await expect(page.getByRole('heading', { name: s[v.lang] }).first()).toBeVisible({ timeout: 30_000 });
      await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible({
        timeout: 30_000,
      });
      await page.screenshot({ path: `/tmp/resources-shots/${s.path.split('/').pop()}-${v.name}.png` });
    }
    await openAs(token, '/resource/gather', { lang: v.lang, dark: v.dark });
    const gather = page.locator('[data-view="/resource/gather"]');
    await (
      await toolbarButton(page, gather, v.lang === 'en' ? 'New fan collection task' : '新建粉丝采集任务')
    ).click();
    await page
      .getByRole('dialog')
      .getByText(v.lang === 'en' ? 'Comment-area fans' : '评论区粉丝', { exact: true })
      .click();
    await page.screenshot({ path: `/tmp/resources-shots/gather-wizard-${v.name}.png` });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
}
