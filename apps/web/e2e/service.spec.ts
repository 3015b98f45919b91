import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { chartFigures } from './chart-helpers';
import { toolbarButton } from './fit-helpers';
import { expect, test } from './fixtures';
import { choose, openDialog, rows, toast, view } from './fleet-helpers';
import { api, screenVariants, switchPrefs } from './pages-helpers';

/**
 * Customer service (docs/service.md): the fleet's logged-in accounts receive
 * comments and private messages on the simulated platform; the switches and a
 * rule answer them automatically, a person answers from the workbench, and the
 * statistics count both.
 */

const SHOTS = '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });

interface Conversation {
  id: number;
  kind: 'comment' | 'chat';
  account: string;
  peerName: string;
}
interface Message {
  id: number;
  direction: 'in' | 'out';
  source: 'auto' | 'manual' | null;
  state: string | null;
  text: string;
}

async function conversations(page: Page, token: string, body: Record<string, unknown> = {}) {
  return api<{ list: Conversation[]; total: number }>(
    page.request,
    'POST',
    '/service/conversation/queryList?pageNo=1&pageSize=50',
    { token, body },
  );
}

async function messagesOf(page: Page, token: string, conversationId: number) {
  const data = await api<{ list: Message[] }>(
    page.request,
    'POST',
    '/service/message/queryList?pageNo=1&pageSize=100',
    {
      token,
      body: { conversationId },
    },
  );
  return data.list;
}

test.describe('customer service', () => {
  test.setTimeout(180_000);

  test('an inbound simulated message gets an auto-reply, which shows in the statistics', async ({
    page,
    fleet,
    openAs,
  }) => {
    const list = await openAs(fleet.token, '/service/list', { heading: 'Customer Service List' });

    // A catch-all rule for each kind, made in the rules drawer.
    const drawer = await openDialog(list, 'Auto-reply rules');
    for (const [kind, text] of [
      ['Comment', 'Thanks for your comment!'],
      ['Private message', 'Hi! We will answer soon.'],
    ] as const) {
      const dialog = await openDialog(drawer, 'Add rule');
      if (kind === 'Comment') {
        // Enter in the keywords makes a chip; it does not send the dialog (Enter in a text field does).
        const keywords = dialog.getByRole('combobox', { name: 'Keywords' });
        await keywords.fill('price');
        await keywords.press('Enter');
        const chip = dialog.locator('.ant-select-selection-item', { hasText: 'price' });
        await expect(chip).toBeVisible();
        await expect(dialog).toBeVisible();
        // A catch-all rule: the chip goes again.
        await chip.locator('.ant-select-selection-item-remove').click();
        await expect(chip).toHaveCount(0);
      }
      await dialog.getByText(kind, { exact: true }).click();
      await dialog.getByLabel('Reply', { exact: true }).fill(text);
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      // Closed, as a user sees it, before the drawer's own controls (Escape closes the top one).
      await expect(dialog).toBeHidden();
      // The first rule's toast may still be up when the second is added.
      await expect(toast(page, 'Rule added').last()).toBeVisible();
      await expect(drawer.getByRole('cell', { name: text })).toBeVisible();
    }
    // Both switches on: the engine answers from now on.
    for (const name of ['Auto-reply to comments', 'Auto-reply to chats']) {
      await drawer.getByRole('switch', { name }).click();
      await expect(drawer.getByRole('switch', { name })).toBeChecked();
    }
    await page.keyboard.press('Escape');

    // Inbound messages arrive over simulated time (1000× in the e2e server) and are answered.
    let answered: { conversation: Conversation; reply: Message } | null = null;
    await expect(async () => {
      for (const c of (await conversations(page, fleet.token)).list) {
        const reply = (await messagesOf(page, fleet.token, c.id)).find(
          (m) => m.source === 'auto' && m.state === 'sent',
        );
        if (reply) {
          answered = { conversation: c, reply };
          return;
        }
      }
      throw new Error('no auto-reply sent yet');
    }).toPass({ timeout: 120_000, intervals: [2_000] });
    const { conversation, reply } = answered as unknown as { conversation: Conversation; reply: Message };

    // The list shows the conversation (it reloads by itself); its drawer shows the auto-reply, sent.
    const row = rows(list).filter({ hasText: conversation.peerName }).first();
    await expect(row).toBeVisible({ timeout: 15_000 });
    await row.getByRole('button', { name: 'Open' }).click();
    const chat = page.getByTestId('conversation-messages');
    const bubble = chat.locator('.ant-list-item').filter({ hasText: reply.text }).first();
    await expect(bubble).toContainText('Auto-reply');
    await expect(bubble).toContainText('Sent');
    await page.keyboard.press('Escape');

    // The statistics count what was received and auto-replied.
    await page.goto('/service/statistics');
    const stats = view(page, '/service/statistics');
    await expect(stats.getByTestId('service-total-received')).not.toContainText(/^Received\s*0$/);
    await expect(async () => {
      const text = await stats.getByTestId('service-total-autoReplied').innerText();
      expect(Number(text.replace(/\D/g, ''))).toBeGreaterThanOrEqual(1);
    }).toPass({ timeout: 20_000 });
    await expect(stats.getByTestId('service-chart').locator('canvas')).toBeVisible();
    // The chart counts the same messages per day as the totals above it (both from one answer,
    // which reloads every 10 s: read again if it changed between the two reads).
    await expect(async () => {
      const perDay = await chartFigures(stats.getByTestId('service-chart'), 'Per day');
      expect(perDay.columns).toEqual(['Received', 'Replied', 'Mean response time']);
      const received = perDay.series('Received').reduce((a, b) => a! + b!, 0)!;
      expect(received).toBeGreaterThanOrEqual(1);
      const total = await stats.getByTestId('service-total-received').textContent();
      expect(Number(total?.replace(/\D/g, ''))).toBe(received);
    }).toPass({ timeout: 20_000 });
    await expect(stats.getByRole('cell', { name: conversation.account }).first()).toBeVisible();
    // The filters apply as they change: 30 days hold today's messages too; no staff member is chosen yet.
    await stats.getByRole('radiogroup', { name: 'Period' }).getByText('Last 30 days').click();
    await expect(stats.getByRole('radio', { name: 'Last 30 days' })).toBeChecked();
    await expect(stats.getByRole('cell', { name: conversation.account }).first()).toBeVisible();
    await expect(stats.getByRole('combobox', { name: 'Staff' })).toHaveValue('');
  });

  test('a manual reply from the workbench is sent through the account device', async ({
    page,
    fleet,
    openAs,
  }) => {
    // Wait for a comment (a comment reply is not refused by a private account).
    let target: Conversation | null = null;
    await expect(async () => {
      target = (await conversations(page, fleet.token, { kind: 'comment' })).list[0] ?? null;
      expect(target).not.toBeNull();
    }).toPass({ timeout: 120_000, intervals: [2_000] });
    const conversation = target as unknown as Conversation;

    // From the fixed workbench button to the list.
    await openAs(fleet.token, '/dashboard');
    await page.getByRole('button', { name: 'Customer-service workbench' }).click();
    await page
      .getByRole('dialog', { name: 'Customer-service workbench' })
      .getByRole('button', { name: 'Customer Service List' })
      .click();
    const list = view(page, '/service/list');
    await choose(list, 'Type', 'Comment');
    await list.getByRole('button', { name: 'Search' }).click();
    const row = rows(list).filter({ hasText: conversation.peerName }).first();
    await row.getByRole('button', { name: 'Open' }).click();

    const drawer = page.locator('.ant-drawer').filter({ has: page.getByTestId('conversation-messages') });
    // Empty: the field says why.
    await drawer.getByRole('button', { name: 'Send' }).click();
    await expect(drawer.getByText('Type a reply or choose a text material')).toBeVisible();
    const text = `Thanks, we will DM you ${Date.now() % 10_000}`;
    await drawer.getByLabel('Reply', { exact: true }).fill(text);
    await drawer.getByRole('button', { name: 'Send' }).click();
    await expect(toast(page, "Reply queued: the account's device sends it")).toBeVisible();
    const bubble = drawer
      .getByTestId('conversation-messages')
      .locator('.ant-list-item')
      .filter({ hasText: text });
    await expect(bubble).toBeVisible();
    // The engine sends it through the account's device: it leaves the queue, sent (or refused with a reason).
    await expect(bubble).toContainText(/Sent|Failed/, { timeout: 30_000 });
    const mine = (await messagesOf(page, fleet.token, conversation.id)).find((m) => m.text === text);
    expect(mine?.source).toBe('manual');
    expect(['sent', 'failed']).toContain(mine?.state);
  });

  test('screens in both languages and themes, desktop and 800 px', async ({ page, fleet, openAs }) => {
    await expect(async () => {
      expect((await conversations(page, fleet.token)).total).toBeGreaterThan(0);
    }).toPass({ timeout: 120_000, intervals: [2_000] });
    await openAs(fleet.token, '/service/list');
    for (const v of screenVariants({ desktop: 800, narrow: 900 })) {
      await page.setViewportSize({ width: v.width, height: v.height });
      await page.goto('/service/list');
      await switchPrefs(page, v.lang, v.dark);
      const list = view(page, '/service/list');
      await expect(rows(list).first()).toBeVisible();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${SHOTS}/service-list-${v.name}.png` });
      await rows(list)
        .first()
        .getByRole('button', { name: v.lang === 'zh' ? '打开' : 'Open' })
        .click();
      await expect(page.getByTestId('conversation-messages')).toBeVisible();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${SHOTS}/service-conversation-${v.name}.png` });
      await page.keyboard.press('Escape');
      await (await toolbarButton(page, list, v.lang === 'zh' ? '自动回复规则' : 'Auto-reply rules')).click();
      await expect(page.getByTestId('auto-reply-rules')).toBeVisible();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${SHOTS}/service-rules-${v.name}.png` });
      await page.keyboard.press('Escape');
      await page.goto('/service/statistics');
      const stats = view(page, '/service/statistics');
      await expect(stats.getByTestId('service-chart').locator('canvas')).toBeVisible();
      await page.waitForTimeout(600);
      await page.screenshot({ path: `${SHOTS}/service-statistics-${v.name}.png`, fullPage: true });
      await page
        .getByRole('button', { name: v.lang === 'zh' ? '客服工作台' : 'Customer-service workbench' })
        .click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: v.lang === 'zh' ? '消息盒子' : 'Message box' })
        .click();
      const box = page.getByRole('dialog', { name: v.lang === 'zh' ? '消息盒子' : 'Message box' });
      await expect(box).toBeVisible();
      // The conversations still waiting are listed (the box once asked for a page size the API refuses).
      await expect(box.locator('.ant-list-item').first()).toBeVisible();
      await expect(box.getByText(v.lang === 'zh' ? '待回复（0）' : 'Waiting for an answer (0)')).toHaveCount(
        0,
      );
      await expect(page.getByText(/pageSize/)).toHaveCount(0);
      await page.waitForTimeout(600);
      await page.screenshot({ path: `${SHOTS}/service-message-box-${v.name}.png` });
    }
  });
});
