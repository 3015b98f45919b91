import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { pick, toast } from './fleet-helpers';
import { ADMIN, api, apiLogin, createOwner, recharge, uniqueName } from './pages-helpers';
import { nameAndTag, openWizard, submitTask, taskDialog, taskRow } from './tasks-helpers';

const SHOTS = '/tmp/resources-shots';

/** A fresh owner with points, signed in through the API. */
async function owner(request: APIRequestContext, points = 1000) {
  const admin = await apiLogin(request, ADMIN.username, ADMIN.password);
  const user = await createOwner(request, admin, { prefix: 'e2efans' });
  await recharge(request, admin, user.id, points);
  return { ...user, token: await apiLogin(request, user.username, user.password) };
}

async function waitTask(request: APIRequestContext, token: string, logId: string) {
  await expect
    .poll(
      async () =>
        (await api<{ status: string }>(request, 'GET', `/task/log/${logId}/status`, { token })).status,
      { timeout: 60_000 },
    )
    .toBe('success');
}

/**
 * A blogger of the simulated platform with at least `min` followers, found
 * through the API the way an operator would: collect a topic's commenters
 * in another workspace and read their handles and follower counts.
 */
async function findBlogger(request: APIRequestContext, min: number): Promise<string> {
  const scout = await owner(request);
  const task = await api<{ logId: string }>(request, 'POST', '/resource/gather/add', {
    token: scout.token,
    body: {
      name: 'scout',
      type: 'comment',
      searchBy: 'topic',
      topic: '#cooking',
      targetCount: 200,
      sleepMin: 0,
      sleepMax: 0,
    },
  });
  await waitTask(request, scout.token, task.logId);
  const fans = await api<{ list: { account: string; followerCount: number }[] }>(
    request,
    'POST',
    '/resource/fans/queryList?pageNo=1&pageSize=200',
    { token: scout.token, body: { followerMin: min } },
  );
  expect(fans.list.length).toBeGreaterThan(0);
  return fans.list[0]!.account;
}

test.describe('fans resource', () => {
  test('collects fans from a blogger, tags them, finds them in /resource/people, messages them from /toker/chat', async ({
    page,
    request,
    openAs,
    fleet,
  }) => {
    test.setTimeout(180_000);
    const blogger = await findBlogger(request, 500);
    // The fleet's owner: points, and accounts logged in on its phones to send the messages.
    const me = fleet;
    const tagName = uniqueName('leads-');
    await api(request, 'POST', '/resource/fansTag/add', { token: me.token, body: { name: tagName } });

    await openAs(me.token, '/resource/gather', { heading: 'Fan Collection' });
    const wizard = await openWizard(page, 'New fan collection task');
    await wizard.getByLabel('Task name').fill('Blogger fans e2e');
    const bloggers = wizard.getByRole('combobox', { name: 'Bloggers' });
    await bloggers.fill(blogger);
    await bloggers.press('Enter');
    await page.screenshot({ path: `${SHOTS}/gather-wizard-source-en.png` });
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByLabel('Fans to collect').fill('30');
    await wizard.getByRole('button', { name: 'Next' }).click();
    // 30 fans: fewer than 100 count as one point, held now.
    await expect(wizard.getByTestId('task-cost-points')).toHaveText('1');
    await page.screenshot({ path: `${SHOTS}/gather-wizard-confirm-en.png` });
    await submitTask(page, wizard);
    const row = taskRow(page, 'Blogger fans e2e');
    await expect(row).toBeVisible();
    await expect(row).toContainText('Completed', { timeout: 60_000 });
    // Issue 38: what was asked and collected, and no blogger named as the acting account.
    await expect(row.getByTestId('task-fans')).toHaveText('Asked: 30Collected: 30');
    await expect(row).toContainText('None: reads public pages');
    await expect(row).not.toContainText(`@${blogger}`);
    await page.screenshot({ path: `${SHOTS}/gather-page-en.png` });

    await openAs(me.token, '/resource/people', { heading: 'Fans Resource' });
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect(rows.first()).toContainText(`@${blogger}`);
    await expect(page.getByText('Total 30')).toBeVisible();
    // Tag the first three.
    for (let i = 0; i < 3; i++) await rows.nth(i).locator('.ant-checkbox-input').check();
    await page.getByRole('button', { name: 'Tag selected' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tag 3 items' });
    await pick(dialog, 'Tag', tagName);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(toast(page, 'Tagging success')).toBeVisible();
    await expect(rows.filter({ hasText: tagName })).toHaveCount(3);
    await page.screenshot({ path: `${SHOTS}/people-en.png` });

    // The tag finds them (and the message and follow kinds take them as targets by it).
    await pick(page, 'Fans tag', tagName);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('Total 3')).toBeVisible();
    const targets = await api<{ count: number }>(request, 'POST', '/resource/fans/targets', {
      token: me.token,
      body: {
        fanLabelIds: [
          (
            await api<{ id: number; name: string }[]>(request, 'POST', '/resource/fansTag/queryAll', {
              token: me.token,
            })
          ).find((t) => t.name === tagName)!.id,
        ],
      },
    });
    expect(targets.count).toBe(3);

    await openAs(me.token, '/resource/fanstags');
    await expect(page.locator('.ant-table-tbody tr').filter({ hasText: tagName })).toContainText('3');

    // The tagged fans are the targets of a message task made on /toker/chat.
    const fanIds = (
      await api<{ list: { uid: string; labelName: string | null }[] }>(
        request,
        'POST',
        '/resource/fans/queryList?pageNo=1&pageSize=20',
        { token: me.token, body: {} },
      )
    ).list
      .filter((f) => f.labelName === tagName)
      .map((f) => f.uid);
    expect(fanIds).toHaveLength(3);
    await openAs(me.token, '/toker/chat');
    const chat = await openWizard(page, 'New private message task');
    await chat.getByText('Collected fans (by fans tag)').click();
    await pick(chat, 'Fans tags', tagName);
    await chat.locator('.ant-modal-title').click();
    await expect(chat.getByText('3 fans carry these tags')).toBeVisible();
    await chat.getByLabel('Message texts').fill('Thanks for following!');
    await page.screenshot({ path: `${SHOTS}/chat-fans-targets-en.png` });
    await chat.getByRole('button', { name: 'Next' }).click();
    await nameAndTag(page, chat, 'Message my fans e2e', fleet.tagName);
    await chat.getByRole('button', { name: 'Next' }).click();
    await chat.getByRole('button', { name: 'Next' }).click();
    // Each of the fleet's accounts messages the 3 fans (standard mode), 1 point a message.
    await expect(chat.getByText('Collected fans', { exact: true })).toBeVisible();
    await expect(chat.getByTestId('task-cost-points')).toHaveText(String(3 * fleet.actors));
    await page.screenshot({ path: `${SHOTS}/chat-fans-confirm-en.png` });
    await submitTask(page, chat);
    const task = taskRow(page, 'Message my fans e2e');
    await task.getByRole('button', { name: 'Details' }).click();
    const log = taskDialog(page).getByTestId('task-log');
    for (const uid of fanIds) await expect(log).toContainText(uid, { timeout: 60_000 });
    await page.screenshot({ path: `${SHOTS}/chat-fans-log-en.png` });
  });

  test('moves reserve accounts to the account list, and speaks Chinese', async ({
    page,
    request,
    openAs,
  }) => {
    test.setTimeout(60_000);
    const me = await owner(request);
    const name = uniqueName('spare');
    await api(request, 'POST', '/resource/account/add', {
      token: me.token,
      body: { account: name, password: 'pw-123456' },
    });
    await openAs(me.token, '/resource/account', { lang: 'zh', heading: '账号资源' });
    const row = taskRow(page, name);
    await row.locator('.ant-checkbox-input').check();
    await page.screenshot({ path: `${SHOTS}/account-resources-zh.png` });
    await page.getByRole('button', { name: '移入账号列表' }).click();
    const dialog = page.getByRole('dialog', { name: '将 1 个账号移入账号列表' });
    await dialog.getByRole('button', { name: '移入账号列表' }).click();
    await expect(page.getByText('已移入账号列表：1 个，已存在：0 个')).toBeVisible();
    await expect(row).toHaveCount(0);
    const fleet = await api<{ list: { account: string }[] }>(
      request,
      'POST',
      '/account/info/queryList?pageNo=1&pageSize=10',
      {
        token: me.token,
        body: { account: name },
      },
    );
    expect(fleet.list.map((a) => a.account)).toEqual([name]);
    await openAs(me.token, '/resource/people', { lang: 'zh', heading: '粉丝资源' });
    await page.screenshot({ path: `${SHOTS}/people-empty-zh.png` });
  });
});
