import {
  type Lang,
  type Page,
  type PageQuery,
  SERVICE_REPLY_MAX,
  SERVICE_RULES_MAX,
  type ServiceAssignBody,
  type ServiceConversation,
  type ServiceConversationQuery,
  type ServiceMessage,
  type ServiceRule,
  type ServiceRuleBody,
  type ServiceRuleUpdateBody,
  type ServiceSettings,
  type ServiceStaff,
  type ServiceStats,
  type ServiceStatsBody,
  translate,
} from '@reelfleet/contract';
import { sql } from 'kysely';
import type { AuthContext } from '../../core/auth-context.ts';
import type { Clock } from '../../core/clock.ts';
import type { PlatformCatalogue } from '../../core/driver/catalogue.ts';
import { AppError, fieldError, notFound } from '../../core/errors.ts';
import type { Db } from '../../db/index.ts';
import { dbKind } from '../../db/kind.ts';
import { fetchPage } from '../../db/page.ts';
import type { ServiceMessageRow, ServiceRuleRow } from '../../db/tables/service.ts';
import { inTx } from '../../engine/index.ts';
import { auditBefore } from '../../http/audit-record.ts';
import { scoped } from '../../http/scope.ts';
import { requireWorkspace } from '../../http/workspace.ts';
import { moveReceived, NO_STAFF } from './daily.ts';
import { fitReply, pickLine, REPLY_SUBTYPE } from './worker.ts';

/** Customer service (docs/service.md): conversations, replies, assignment, auto-reply, statistics. */

function conversations(db: Db, workspaceId: number) {
  return db.selectFrom('service_conversations as c').where('c.workspace_id', '=', workspaceId);
}

export async function listConversations(
  db: Db,
  catalogue: PlatformCatalogue,
  auth: AuthContext,
  page: PageQuery,
  body: ServiceConversationQuery,
): Promise<Page<ServiceConversation>> {
  const filtered = scoped(conversations(db, requireWorkspace(auth)), auth, 'accountOf', 'c.account_id')
    .$if(body.kind !== undefined, (q) => q.where('c.kind', '=', body.kind!))
    .$if(body.accountId !== undefined, (q) => q.where('c.account_id', '=', body.accountId!))
    .$if(body.staffId !== undefined, (q) =>
      body.staffId === null ? q.where('c.staff_id', 'is', null) : q.where('c.staff_id', '=', body.staffId!),
    )
    .$if(body.waiting === true, (q) => q.where('c.waiting', '>', 0));
  return fetchPage(
    db,
    filtered,
    page,
    (q) =>
      q
        .innerJoin('accounts as a', 'a.id', 'c.account_id')
        .leftJoin('users as u', 'u.id', 'c.staff_id')
        .select([
          'c.id',
          'c.kind',
          'c.account_id',
          'a.account',
          'c.peer_id',
          'c.video_id',
          'c.staff_id',
          'u.name as staffName',
          'u.username as staffUsername',
          'c.last_at',
          'c.last_text',
          'c.last_direction',
          'c.waiting',
          'c.received',
        ])
        .orderBy('c.last_at', 'desc')
        .orderBy('c.id', 'desc'),
    (r) => {
      const peer = catalogue.user(r.peer_id);
      return {
        id: r.id,
        kind: r.kind,
        accountId: r.account_id,
        account: r.account,
        peerId: r.peer_id,
        peerName: peer ? `@${peer.uniqueId}` : r.peer_id,
        videoId: r.video_id || null,
        staffId: r.staff_id,
        staffName: r.staff_id === null ? null : r.staffName || r.staffUsername,
        lastAt: r.last_at,
        lastText: r.last_text,
        lastDirection: r.last_direction,
        waiting: Number(r.waiting),
        received: Number(r.received),
      };
    },
  );
}

/**
 * Why a reply failed (or waits for another try), in the reader's language: the worker stores the
 * platform's reason as its catalogue key and parameters (worker.ts), never shown as they are.
 */
function reasonText(stored: string | null, lang: Lang): string | null {
  if (!stored) return null;
  try {
    const r = JSON.parse(stored) as { key?: unknown; params?: Record<string, unknown> };
    if (typeof r.key === 'string') return translate(r.key, lang, r.params ?? {});
  } catch {
    // a bare key, as an older row may hold
  }
  return translate(stored, lang);
}

function messageOut(r: ServiceMessageRow & { staffName: string | null }, lang: Lang): ServiceMessage {
  return {
    id: r.id,
    direction: r.direction,
    text: r.text,
    at: r.at,
    state: r.state,
    source: r.source,
    staffName: r.staffName,
    sentAt: r.sent_at,
    reason: reasonText(r.reason, lang),
  };
}

export async function listMessages(
  db: Db,
  auth: AuthContext,
  page: PageQuery,
  conversationId: number,
  lang: Lang,
): Promise<Page<ServiceMessage>> {
  const workspaceId = requireWorkspace(auth);
  const conv = await db
    .selectFrom('service_conversations')
    .select('id')
    .where('id', '=', conversationId)
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst();
  if (!conv) throw notFound();
  // By the conversation alone: its index gives the page in order (the workspace is checked above).
  const filtered = db.selectFrom('service_messages as m').where('m.conversation_id', '=', conv.id);
  return fetchPage(
    db,
    filtered,
    page,
    (q) =>
      q
        .leftJoin('users as u', 'u.id', 'm.staff_id')
        .selectAll('m')
        .select(
          sql<
            string | null
          >`case when m.direction = 'out' then coalesce(nullif(u.name, ''), u.username) end`.as('staffName'),
        )
        .orderBy('m.id', 'desc'),
    (row) => messageOut(row, lang),
  );
}

/** The text of a text material that answers a kind of conversation, or a field error. */
async function materialText(db: Db, workspaceId: number, kind: 'comment' | 'chat', id: number, seed: string) {
  const m = await db
    .selectFrom('materials')
    .select(['type', 'subtype', 'text'])
    .where('id', '=', id)
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst();
  if (!m) throw notFound();
  const subtype = REPLY_SUBTYPE[kind];
  if (m.type !== 'text' || m.subtype !== subtype)
    throw fieldError('materialId', 'service.materialKind', { subtype: `material.subtype.${subtype}` });
  const text = pickLine(m.text ?? '', seed);
  if (!text) throw fieldError('materialId', 'service.materialEmpty');
  return text;
}

/**
 * A manual reply: queued (pending) for the engine's service worker, which
 * sends it through the account's device; answers the conversation's latest
 * inbound message (the response time counts from it).
 */
export async function reply(
  db: Db,
  clock: Clock,
  auth: AuthContext,
  body: { conversationId: number; text?: string | undefined; materialId?: number | undefined },
  lang: Lang,
): Promise<ServiceMessage> {
  const workspaceId = requireWorkspace(auth);
  const conv = await db
    .selectFrom('service_conversations as c')
    .innerJoin('accounts as a', 'a.id', 'c.account_id')
    .select(['c.id', 'c.kind', 'c.account_id', 'a.device_id'])
    .where('c.id', '=', body.conversationId)
    .where('c.workspace_id', '=', workspaceId)
    .executeTakeFirst();
  if (!conv) throw notFound();
  const now = clock.iso();
  let text = body.text?.trim() ?? '';
  if (!text && body.materialId !== undefined)
    text = await materialText(db, workspaceId, conv.kind, body.materialId, `${conv.id}:${now}`);
  if (!text) throw fieldError('text', 'service.replyRequired');
  if ([...text].length > SERVICE_REPLY_MAX[conv.kind])
    throw fieldError('text', 'service.replyTooLong', { max: SERVICE_REPLY_MAX[conv.kind] });
  if (conv.device_id === null) throw fieldError('conversationId', 'service.accountNoDevice');
  const last = await db
    .selectFrom('service_messages')
    .select('id')
    .where('conversation_id', '=', conv.id)
    .where('direction', '=', 'in')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const row = await db
    .insertInto('service_messages')
    .values({
      workspace_id: workspaceId,
      conversation_id: conv.id,
      account_id: conv.account_id,
      direction: 'out',
      text: fitReply(conv.kind, text),
      at: now,
      state: 'pending',
      source: 'manual',
      staff_id: auth.userId,
      reply_to: last?.id ?? null,
      run_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const me = await db
    .selectFrom('users')
    .select(['name', 'username'])
    .where('id', '=', auth.userId)
    .executeTakeFirst();
  return messageOut({ ...row, staffName: me ? me.name || me.username : null }, lang);
}

/** The owner and the active staff of the workspace; for a department's member, that department's members. */
export async function listStaff(db: Db, auth: AuthContext): Promise<ServiceStaff[]> {
  const rows = await scoped(
    db
      .selectFrom('users')
      .select(['id', 'name', 'username', 'roles'])
      .where('workspace_id', '=', requireWorkspace(auth))
      .where('status', '=', 'active'),
    auth,
    'department',
    'department_id',
  )
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name || r.username, roles: JSON.parse(r.roles) as string[] }));
}

export async function assign(
  db: Db,
  auth: AuthContext,
  body: ServiceAssignBody,
): Promise<{ assigned: number }> {
  const workspaceId = requireWorkspace(auth);
  if (body.staffId !== null) {
    const staff = await db
      .selectFrom('users')
      .select('status')
      .where('id', '=', body.staffId)
      .where('workspace_id', '=', workspaceId)
      .executeTakeFirst();
    if (staff?.status !== 'active') throw fieldError('staffId', 'service.staffUnknown');
  }
  const ids = [...new Set(body.conversationIds)];
  return inTx(db, async (trx) => {
    const before = await trx
      .selectFrom('service_conversations')
      .select(['id', 'staff_id'])
      .where('workspace_id', '=', workspaceId)
      .where('id', 'in', ids)
      .orderBy('id')
      // Two assignments of one conversation at once: the second reads what the first left.
      .$if(dbKind(trx) === 'postgres', (q) => q.forUpdate())
      .execute();
    auditBefore(before.map((c) => ({ id: c.id, staffId: c.staff_id })));
    const r = await trx
      .updateTable('service_conversations')
      .set({ staff_id: body.staffId })
      .where('workspace_id', '=', workspaceId)
      .where('id', 'in', ids)
      .executeTakeFirst();
    await moveReceived(trx, workspaceId, new Map(before.map((c) => [c.id, c.staff_id])), body.staffId);
    return { assigned: Number(r.numUpdatedRows) };
  });
}

export async function getSettings(db: Db, auth: AuthContext): Promise<ServiceSettings> {
  const row = await db
    .selectFrom('service_settings')
    .select(['auto_comments', 'auto_chats'])
    .where('workspace_id', '=', requireWorkspace(auth))
    .executeTakeFirst();
  return { autoComments: row?.auto_comments === 1, autoChats: row?.auto_chats === 1 };
}

export async function setSettings(
  db: Db,
  clock: Clock,
  auth: AuthContext,
  body: { autoComments?: boolean | undefined; autoChats?: boolean | undefined },
): Promise<ServiceSettings> {
  const workspaceId = requireWorkspace(auth);
  const now = clock.iso();
  const current = await getSettings(db, auth);
  auditBefore(current);
  const next = { ...current, ...Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) };
  const values = {
    auto_comments: next.autoComments ? 1 : 0,
    auto_chats: next.autoChats ? 1 : 0,
    updated_at: now,
  };
  await db
    .insertInto('service_settings')
    .values({ workspace_id: workspaceId, ...values })
    .onConflict((oc) => oc.column('workspace_id').doUpdateSet(values))
    .execute();
  return next;
}

function ruleOut(r: ServiceRuleRow & { materialName: string | null }): ServiceRule {
  return {
    id: r.id,
    kind: r.kind,
    keywords: r.keywords ? r.keywords.split(',') : [],
    materialId: r.material_id,
    materialName: r.materialName,
    text: r.text,
    enabled: r.enabled === 1,
    updateTime: r.updated_at,
  };
}

export async function listRules(db: Db, auth: AuthContext, id?: number): Promise<ServiceRule[]> {
  const rows = await db
    .selectFrom('service_rules as r')
    .leftJoin('materials as m', 'm.id', 'r.material_id')
    .selectAll('r')
    .select('m.name as materialName')
    .where('r.workspace_id', '=', requireWorkspace(auth))
    .$if(id !== undefined, (q) => q.where('r.id', '=', id!))
    .orderBy('r.kind')
    .orderBy('r.id')
    .execute();
  return rows.map(ruleOut);
}

/** A rule's columns after its checks: a reply (typed or a material of the kind's subtype). */
async function ruleValues(db: Db, workspaceId: number, body: ServiceRuleBody, now: string) {
  const materialId = body.materialId ?? null;
  const text = body.text?.trim() ?? '';
  if (materialId !== null) await materialText(db, workspaceId, body.kind, materialId, 'check');
  else if (!text) throw fieldError('text', 'service.replyRequired');
  if ([...text].length > SERVICE_REPLY_MAX[body.kind])
    throw fieldError('text', 'service.replyTooLong', { max: SERVICE_REPLY_MAX[body.kind] });
  const keywords = [...new Set(body.keywords.map((k) => k.trim().toLowerCase()))];
  return {
    kind: body.kind,
    keywords: keywords.join(','),
    material_id: materialId,
    text: materialId !== null ? '' : text,
    enabled: body.enabled ? 1 : 0,
    updated_at: now,
  };
}

export async function addRule(db: Db, clock: Clock, auth: AuthContext, body: ServiceRuleBody) {
  const workspaceId = requireWorkspace(auth);
  const { n } = await db
    .selectFrom('service_rules')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirstOrThrow();
  if (Number(n) >= SERVICE_RULES_MAX)
    throw new AppError(422, 'service.rulesFull', { params: { max: SERVICE_RULES_MAX } });
  const now = clock.iso();
  const values = await ruleValues(db, workspaceId, body, now);
  const row = await db
    .insertInto('service_rules')
    .values({ workspace_id: workspaceId, created_at: now, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return (await listRules(db, auth, row.id))[0]!;
}

/** A rule as it was, for the audit entry of its change; 404 when the workspace has none of that id. */
async function keepRuleBefore(db: Db, auth: AuthContext, id: number): Promise<void> {
  const [was] = await listRules(db, auth, id);
  if (!was) throw notFound();
  const { updateTime: _, ...rule } = was;
  auditBefore(rule);
}

export async function updateRule(db: Db, clock: Clock, auth: AuthContext, body: ServiceRuleUpdateBody) {
  const workspaceId = requireWorkspace(auth);
  await keepRuleBefore(db, auth, body.id);
  const values = await ruleValues(db, workspaceId, body, clock.iso());
  const r = await db
    .updateTable('service_rules')
    .set(values)
    .where('id', '=', body.id)
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) throw notFound();
  return (await listRules(db, auth, body.id))[0]!;
}

export async function deleteRule(db: Db, auth: AuthContext, id: number) {
  await keepRuleBefore(db, auth, id);
  const r = await db
    .deleteFrom('service_rules')
    .where('id', '=', id)
    .where('workspace_id', '=', requireWorkspace(auth))
    .executeTakeFirst();
  if (Number(r.numDeletedRows) !== 1) throw notFound();
  return { deleted: 1 };
}

type Figures = { received: number; replied: number; autoReplied: number; avgResponseMs: number | null };

/**
 * Received (inbound messages by the day they arrived), replied (replies by
 * the day they were sent; auto-replies also apart) and the mean response time
 * (from the answered message to the reply sent), over the last `days` UTC days
 * of the simulated clock: per day, per account and per staff member
 * (received: the conversation's assignee; replied: who wrote the reply,
 * auto-replies under nobody). Read from the counters (daily.ts): at most
 * days × accounts × staff rows, however many messages there are. A
 * department's member sees the accounts of their department only.
 */
export async function statistics(
  db: Db,
  clock: Clock,
  auth: AuthContext,
  body: ServiceStatsBody,
): Promise<ServiceStats> {
  const workspaceId = requireWorkspace(auth);
  const today = Date.parse(`${clock.iso().slice(0, 10)}T00:00:00.000Z`);
  const dates = Array.from({ length: body.days }, (_, i) =>
    new Date(today - (body.days - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
  const base = scoped(
    db
      .selectFrom('service_daily as d')
      .where('d.workspace_id', '=', workspaceId)
      .where('d.day', '>=', dates[0]!)
      .$if(body.accountId !== undefined, (q) => q.where('d.account_id', '=', body.accountId!))
      .$if(body.staffId !== undefined, (q) => q.where('d.staff_id', '=', body.staffId!)),
    auth,
    'accountOf',
    'd.account_id',
  );
  const sums = [
    sql<number>`sum(d.received)`.as('received'),
    sql<number>`sum(d.replied)`.as('replied'),
    sql<number>`sum(d.auto_replied)`.as('autoReplied'),
    sql<number>`sum(d.response_sum)`.as('responseSum'),
    sql<number>`sum(d.response_count)`.as('responseCount'),
  ] as const;
  const [dayRows, accountRows, staffRows] = await Promise.all([
    base
      .select(['d.day as k', ...sums])
      .groupBy('d.day')
      .execute(),
    base
      .select(['d.account_id as k', ...sums])
      .groupBy('d.account_id')
      .execute(),
    base
      .select(['d.staff_id as k', ...sums])
      .groupBy('d.staff_id')
      .execute(),
  ]);
  type Sums = {
    received: number;
    replied: number;
    autoReplied: number;
    responseSum: number;
    responseCount: number;
  };
  const figures = (r: Sums): Figures => ({
    received: Number(r.received),
    replied: Number(r.replied),
    autoReplied: Number(r.autoReplied),
    avgResponseMs:
      Number(r.responseCount) > 0 ? Math.round(Number(r.responseSum) / Number(r.responseCount)) : null,
  });
  const empty = { received: 0, replied: 0, autoReplied: 0, responseSum: 0, responseCount: 0 };
  const days = new Map(dayRows.map((r) => [r.k, r]));
  const accounts = new Map(
    accountRows.filter((r) => Number(r.received) + Number(r.replied) > 0).map((r) => [Number(r.k), r]),
  );
  const staff = new Map(
    staffRows.filter((r) => Number(r.received) + Number(r.replied) > 0).map((r) => [Number(r.k), r]),
  );
  const accountNames = new Map(
    accounts.size
      ? (
          await db
            .selectFrom('accounts')
            .select(['id', 'account'])
            .where('id', 'in', [...accounts.keys()])
            .execute()
        ).map((a) => [a.id, a.account])
      : [],
  );
  const staffIds = [...staff.keys()].filter((k) => k !== NO_STAFF);
  const staffNames = new Map(
    staffIds.length
      ? (
          await db
            .selectFrom('users')
            .select(['id', 'name', 'username'])
            .where('id', 'in', staffIds)
            .execute()
        ).map((u) => [u.id, u.name || u.username])
      : [],
  );
  const total = dayRows.reduce(
    (t, r) => ({
      received: t.received + Number(r.received),
      replied: t.replied + Number(r.replied),
      autoReplied: t.autoReplied + Number(r.autoReplied),
      responseSum: t.responseSum + Number(r.responseSum),
      responseCount: t.responseCount + Number(r.responseCount),
    }),
    empty,
  );
  return {
    days: dates.map((date) => ({ date, ...figures(days.get(date) ?? empty) })),
    accounts: [...accounts]
      .map(([id, r]) => ({ accountId: id, account: accountNames.get(id) ?? '', ...figures(r) }))
      .sort((a, b) => b.received - a.received || a.accountId - b.accountId),
    staff: [...staff]
      .map(([id, r]) => ({
        staffId: id === NO_STAFF ? null : id,
        name: id === NO_STAFF ? null : (staffNames.get(id) ?? ''),
        ...figures(r),
      }))
      .sort((a, b) => b.received + b.replied - (a.received + a.replied)),
    totals: figures(total),
  };
}
