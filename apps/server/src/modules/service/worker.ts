import { SERVICE_REPLY_MAX, type ServiceKind } from '@reelfleet/contract';
import { sql } from 'kysely';
import type { AppContext } from '../../core/context.ts';
import type { ActionResult, InboundMessage } from '../../core/driver/platform.ts';
import type { Db } from '../../db/index.ts';
import type { BackgroundPort, EngineDriver } from '../../engine/index.ts';
import { DEFAULT_BACKOFF, inTx, retryDelayMs, roundLoop, type Trx } from '../../engine/index.ts';
import { hash32 } from '../../lib/seeded.ts';
import { addDaily, dayOf, NO_STAFF } from './daily.ts';

/**
 * The customer-service side of the engine (docs/service.md): reads each
 * logged-in account's inbound comments and private messages from the
 * platform, files them in conversations, queues the auto-replies the
 * workspace's switches and rules ask for, and sends queued replies through
 * the account's device. Started and stopped with the engine (a port of
 * engine/ports.ts, so the engine imports no feature).
 */

export interface ServiceWorkerOptions {
  /** Real milliseconds between rounds (default: twice the engine's idle poll). */
  tickMs?: number;
  /** Accounts read per round (those read longest ago first). */
  pollBatch: number;
  /** Replies sent at once. */
  sendBatch: number;
  /** Simulated milliseconds a first read looks back, and the longest gap a read covers. */
  firstLookbackMs: number;
  maxLookbackMs: number;
  maxAttempts: number;
}

export const DEFAULT_SERVICE_WORKER: ServiceWorkerOptions = {
  pollBatch: 200,
  sendBatch: 32,
  firstLookbackMs: 3_600_000,
  maxLookbackMs: 86_400_000,
  maxAttempts: 3,
};

interface Env {
  ctx: AppContext;
  driver: EngineDriver;
  owner: string;
  o: ServiceWorkerOptions;
}

const DEVICE_BUSY_RETRY_MS = 5_000;
/** Real milliseconds between two looks for replies left `sending` by a dead process. */
const LOST_EVERY_MS = 5_000;

/** The platform's material subtype that answers each kind of conversation. */
export const REPLY_SUBTYPE = { comment: 'comment', chat: 'message' } as const satisfies Record<
  ServiceKind,
  string
>;

/** A reply text cut to what the platform takes for the kind. */
export function fitReply(kind: ServiceKind, text: string): string {
  return [...text].slice(0, SERVICE_REPLY_MAX[kind]).join('');
}

/** One line of a material's text, picked by the message it answers (the same message, the same line). */
export function pickLine(text: string, seed: string): string {
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  return lines.length ? lines[hash32(seed) % lines.length]! : '';
}

/** The reply an auto-reply rule gives to `text`, or null: keyword rules first, then catch-alls, oldest first. */
async function autoReplyText(
  trx: Trx,
  workspaceId: number,
  kind: ServiceKind,
  text: string,
  seed: string,
): Promise<string | null> {
  const rules = await trx
    .selectFrom('service_rules as r')
    .leftJoin('materials as m', 'm.id', 'r.material_id')
    .select(['r.keywords', 'r.text', 'm.text as materialText'])
    .where('r.workspace_id', '=', workspaceId)
    .where('r.kind', '=', kind)
    .where('r.enabled', '=', 1)
    .orderBy(sql`case when r.keywords = '' then 1 else 0 end`)
    .orderBy('r.id')
    .execute();
  const lower = text.toLowerCase();
  for (const rule of rules) {
    const words = rule.keywords ? rule.keywords.split(',') : [];
    if (words.length > 0 && !words.some((w) => lower.includes(w))) continue;
    const reply = rule.materialText ? pickLine(rule.materialText, seed) : rule.text.trim();
    if (reply) return fitReply(kind, reply);
  }
  return null;
}

/**
 * Files one account's inbound messages, in ONE transaction with its read
 * cursor: a message is inserted once (unique by account and platform id), its
 * conversation moved, and its auto-reply queued (unique by the message it
 * answers), so a read repeated after a crash or a restart adds nothing and
 * answers nothing twice.
 */
export async function ingest(
  db: Db,
  account: { id: number; workspaceId: number },
  messages: readonly InboundMessage[],
  until: string,
  now: string,
): Promise<{ added: number; autoReplies: number }> {
  return inTx(db, async (trx) => {
    let added = 0;
    let autoReplies = 0;
    /** Messages filed per `day|staff`: the statistics counters, added once per key below. */
    const received = new Map<string, number>();
    const settings = messages.length
      ? await trx
          .selectFrom('service_settings')
          .select(['auto_comments', 'auto_chats'])
          .where('workspace_id', '=', account.workspaceId)
          .executeTakeFirst()
      : undefined;
    for (const m of messages) {
      const key = {
        account_id: account.id,
        kind: m.kind,
        peer_id: m.userId,
        video_id: m.videoId ?? '',
      };
      await trx
        .insertInto('service_conversations')
        .values({
          ...key,
          workspace_id: account.workspaceId,
          staff_id: null,
          last_at: m.at,
          last_text: m.text,
          last_direction: 'in',
          created_at: now,
        })
        .onConflict((oc) => oc.columns(['account_id', 'kind', 'peer_id', 'video_id']).doNothing())
        .execute();
      const conv = await trx
        .selectFrom('service_conversations')
        .select(['id', 'staff_id'])
        .where('account_id', '=', key.account_id)
        .where('kind', '=', key.kind)
        .where('peer_id', '=', key.peer_id)
        .where('video_id', '=', key.video_id)
        .executeTakeFirstOrThrow();
      const inserted = await trx
        .insertInto('service_messages')
        .values({
          workspace_id: account.workspaceId,
          conversation_id: conv.id,
          account_id: account.id,
          direction: 'in',
          platform_id: m.id,
          text: m.text,
          at: m.at,
          staff_id: conv.staff_id,
        })
        .onConflict((oc) => oc.columns(['account_id', 'platform_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) continue;
      added++;
      // The assignee as this update sees it: an assignment committed meanwhile is counted right.
      const { staff_id } = await trx
        .updateTable('service_conversations')
        .set((eb) => ({
          waiting: eb('waiting', '+', 1),
          received: eb('received', '+', 1),
          last_at: sql`case when last_at <= ${m.at} then ${m.at} else last_at end`,
          last_text: sql`case when last_at <= ${m.at} then ${m.text} else last_text end`,
          last_direction: sql`case when last_at <= ${m.at} then 'in' else last_direction end`,
        }))
        .where('id', '=', conv.id)
        .returning('staff_id')
        .executeTakeFirstOrThrow();
      const counted = `${dayOf(m.at)}|${staff_id ?? NO_STAFF}`;
      received.set(counted, (received.get(counted) ?? 0) + 1);
      const on = m.kind === 'comment' ? settings?.auto_comments : settings?.auto_chats;
      if (!on) continue;
      const reply = await autoReplyText(trx, account.workspaceId, m.kind, m.text, m.id);
      if (!reply) continue;
      const queued = await trx
        .insertInto('service_messages')
        .values({
          workspace_id: account.workspaceId,
          conversation_id: conv.id,
          account_id: account.id,
          direction: 'out',
          text: reply,
          at: now,
          state: 'pending',
          source: 'auto',
          reply_to: inserted.id,
          auto_for: inserted.id,
          run_at: now,
        })
        .onConflict((oc) => oc.column('auto_for').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (queued) autoReplies++;
    }
    for (const [counted, n] of received) {
      const [day, staff] = counted.split('|');
      await addDaily(
        trx,
        { workspaceId: account.workspaceId, day: day!, accountId: account.id, staffId: Number(staff) },
        { received: n },
      );
    }
    await trx
      .insertInto('service_polls')
      .values({ account_id: account.id, polled_until: until })
      .onConflict((oc) => oc.column('account_id').doUpdateSet({ polled_until: until }))
      .execute();
    return { added, autoReplies };
  });
}

/** One round of reading: the logged-in accounts read longest ago first. */
async function pollRound(env: Env): Promise<number> {
  const { db, clock } = env.ctx;
  const inbound = env.driver.platform.inbound?.bind(env.driver.platform);
  if (!inbound) return 0;
  const nowMs = clock.now();
  const now = new Date(nowMs).toISOString();
  const accounts = await db
    .selectFrom('accounts as a')
    .leftJoin('service_polls as p', 'p.account_id', 'a.id')
    .select(['a.id', 'a.workspace_id', 'a.account', 'p.polled_until'])
    .where('a.status', '=', 'online')
    .where('a.device_id', 'is not', null)
    .where((eb) => eb.or([eb('p.polled_until', 'is', null), eb('p.polled_until', '<', now)]))
    .orderBy(sql`coalesce(p.polled_until, '')`)
    .limit(env.o.pollBatch)
    .execute();
  let added = 0;
  for (const a of accounts) {
    const since = a.polled_until ? Date.parse(a.polled_until) : nowMs - env.o.firstLookbackMs;
    const from = Math.max(since, nowMs - env.o.maxLookbackMs);
    const messages = inbound(a.account, from, nowMs);
    const r = await ingest(db, { id: a.id, workspaceId: a.workspace_id }, messages, now, now);
    added += r.added;
  }
  return added;
}

/**
 * Takes due replies: each moves to `sending` together with its device's
 * session semaphore (the one task steps take), so a reply and a task never
 * use one phone at once; a busy device leaves the reply pending a little.
 */
async function claimReplies(env: Env): Promise<number[]> {
  const { db, clock } = env.ctx;
  const now = clock.iso();
  const due = await db
    .selectFrom('service_messages as s')
    .innerJoin('accounts as a', 'a.id', 's.account_id')
    .select(['s.id', 'a.device_id'])
    .where('s.state', '=', 'pending')
    .where('s.run_at', '<=', now)
    .orderBy('s.run_at')
    .limit(env.o.sendBatch)
    .execute();
  const claimed: number[] = [];
  for (const r of due) {
    const took = await inTx(db, async (trx) => {
      if (r.device_id !== null) {
        await trx
          .insertInto('engine_semaphores')
          .values({ kind: 'device', ref_id: r.device_id, used: 0, capacity: 1, updated_at: now })
          .onConflict((oc) => oc.columns(['kind', 'ref_id']).doNothing())
          .execute();
        const sem = await trx
          .updateTable('engine_semaphores')
          .set((eb) => ({ used: eb('used', '+', 1), updated_at: now }))
          .where('kind', '=', 'device')
          .where('ref_id', '=', r.device_id)
          .where(sql<boolean>`used < capacity`)
          .executeTakeFirst();
        if (Number(sem.numUpdatedRows) !== 1) {
          await trx
            .updateTable('service_messages')
            .set({ run_at: new Date(clock.now() + DEVICE_BUSY_RETRY_MS).toISOString() })
            .where('id', '=', r.id)
            .execute();
          return false;
        }
      }
      const moved = await trx
        .updateTable('service_messages')
        .set((eb) => ({ state: 'sending', lease_owner: env.owner, attempt: eb('attempt', '+', 1) }))
        .where('id', '=', r.id)
        .where('state', '=', 'pending')
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) throw new Rollback();
      return true;
    }).catch((e) => {
      if (e instanceof Rollback) return false;
      throw e;
    });
    if (took) claimed.push(r.id);
  }
  return claimed;
}

class Rollback extends Error {}

/** Gives the device semaphore of a reply back (in the transaction that moves it out of `sending`). */
async function releaseDevice(trx: Trx, deviceId: number | null, now: string) {
  if (deviceId === null) return;
  await trx
    .updateTable('engine_semaphores')
    .set((eb) => ({ used: eb('used', '-', 1), updated_at: now }))
    .where('kind', '=', 'device')
    .where('ref_id', '=', deviceId)
    .where('used', '>', 0)
    .execute();
}

type Outcome =
  | { kind: 'sent' }
  | { kind: 'failed'; reason: string }
  | { kind: 'later'; atMs: number; reason: string | null; usedTry: boolean };

/** Sends one claimed reply through the account's device and writes its outcome. */
async function send(env: Env, id: number, signal: AbortSignal): Promise<void> {
  const { db, clock } = env.ctx;
  const row = await db
    .selectFrom('service_messages as s')
    .innerJoin('service_conversations as c', 'c.id', 's.conversation_id')
    .innerJoin('accounts as a', 'a.id', 's.account_id')
    .leftJoin('service_messages as q', 'q.id', 's.reply_to')
    .select([
      's.id',
      's.text',
      's.attempt',
      's.conversation_id',
      's.workspace_id',
      's.source',
      's.staff_id',
      'c.kind',
      'c.peer_id',
      'c.video_id',
      'a.id as accountId',
      'a.account',
      'a.device_id',
      'q.platform_id as replyToPlatformId',
      'q.at as replyToAt',
    ])
    .where('s.id', '=', id)
    .executeTakeFirst();
  if (!row) return;
  let outcome: Outcome;
  try {
    outcome = await attempt(env, row, signal);
  } catch (error) {
    if (signal.aborted) outcome = { kind: 'later', atMs: clock.now(), reason: null, usedTry: false };
    else
      outcome = {
        kind: 'failed',
        reason: JSON.stringify({ key: 'platform.reason.driverError', params: { error: String(error) } }),
      };
  }
  const now = clock.iso();
  await inTx(db, async (trx) => {
    const base = trx
      .updateTable('service_messages')
      .where('id', '=', id)
      .where('state', '=', 'sending')
      .where('lease_owner', '=', env.owner);
    let moved: { numUpdatedRows: bigint };
    if (outcome.kind === 'sent') {
      const response =
        row.replyToAt !== null ? Math.max(0, Date.parse(now) - Date.parse(row.replyToAt)) : null;
      moved = await base
        .set({ state: 'sent', sent_at: now, response_ms: response, lease_owner: null, reason: null })
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) === 1) {
        await trx
          .updateTable('service_conversations')
          .set({ waiting: 0, last_text: row.text, last_direction: 'out', last_at: now })
          .where('id', '=', row.conversation_id)
          .execute();
        const auto = row.source === 'auto';
        await addDaily(
          trx,
          {
            workspaceId: row.workspace_id,
            day: dayOf(now),
            accountId: row.accountId,
            staffId: auto ? null : row.staff_id,
          },
          {
            replied: 1,
            autoReplied: auto ? 1 : 0,
            responseSum: response ?? 0,
            responseCount: response === null ? 0 : 1,
          },
        );
      }
    } else if (outcome.kind === 'failed') {
      moved = await base
        .set({ state: 'failed', lease_owner: null, reason: outcome.reason })
        .executeTakeFirst();
    } else {
      moved = await base
        .set((eb) => ({
          state: 'pending',
          lease_owner: null,
          run_at: new Date(outcome.atMs).toISOString(),
          reason: outcome.reason,
          ...(outcome.usedTry ? {} : { attempt: eb('attempt', '-', 1) }),
        }))
        .executeTakeFirst();
    }
    if (Number(moved.numUpdatedRows) === 1) await releaseDevice(trx, row.device_id, now);
  });
}

const reasonOf = (r: ActionResult) => JSON.stringify({ key: r.reason, params: r.params });

async function attempt(
  env: Env,
  row: {
    id: number;
    text: string;
    attempt: number;
    kind: ServiceKind;
    peer_id: string;
    video_id: string;
    accountId: number;
    account: string;
    device_id: number | null;
    replyToPlatformId: string | null;
  },
  signal: AbortSignal,
): Promise<Outcome> {
  const { driver } = env;
  const now = env.ctx.clock.now();
  if (row.device_id === null)
    return { kind: 'failed', reason: JSON.stringify({ key: 'service.reason.noDevice' }) };
  const device = await driver.device(row.device_id);
  if (!device) return { kind: 'failed', reason: JSON.stringify({ key: 'platform.reason.deviceGone' }) };
  if (!device.usable) {
    const reason = JSON.stringify({ key: `platform.reason.device_${device.status}` });
    return device.untilMs !== null
      ? { kind: 'later', atMs: device.untilMs, reason: null, usedTry: false }
      : { kind: 'failed', reason };
  }
  await driver.signIn(row.device_id, row.accountId);
  const req = {
    idemKey: `service:${row.id}`,
    seedKey: `service:${row.account.toLowerCase()}:${row.id}`,
    account: row.account,
    deviceId: row.device_id,
    attempt: row.attempt,
    state: (await driver.accountState?.(row.accountId, row.device_id)) ?? {},
  };
  const result =
    row.kind === 'chat'
      ? await driver.platform.message(req, row.peer_id, row.text, signal)
      : await driver.platform.comment(
          { ...req, replyTo: row.replyToPlatformId },
          row.video_id,
          row.text,
          signal,
        );
  if (result.outcome === 'success') return { kind: 'sent' };
  if (result.outcome === 'abnormal' && row.attempt < env.o.maxAttempts)
    return {
      kind: 'later',
      atMs: now + retryDelayMs(DEFAULT_BACKOFF, row.attempt, `service:${row.id}`),
      reason: reasonOf(result),
      usedTry: true,
    };
  return { kind: 'failed', reason: reasonOf(result) };
}

/**
 * Replies left `sending` by a process that died: back to pending, their
 * device semaphore given back in the same transaction.
 */
async function returnLost(env: Env): Promise<void> {
  const { db, clock } = env.ctx;
  const lost = await db
    .selectFrom('service_messages as s')
    .innerJoin('accounts as a', 'a.id', 's.account_id')
    .select(['s.id', 'a.device_id'])
    .where('s.state', '=', 'sending')
    .where((eb) =>
      eb.or([
        eb('s.lease_owner', 'is', null),
        eb('s.lease_owner', 'not in', eb.selectFrom('engine_processes').select('engine_processes.id')),
      ]),
    )
    .limit(100)
    .execute();
  const now = clock.iso();
  for (const r of lost) {
    await inTx(db, async (trx) => {
      const moved = await trx
        .updateTable('service_messages')
        .set({ state: 'pending', lease_owner: null, run_at: now })
        .where('id', '=', r.id)
        .where('state', '=', 'sending')
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) === 1) await releaseDevice(trx, r.device_id, now);
    });
  }
}

/** The worker of one engine process: a loop of rounds until stopped. */
export function serviceWorker(ctx: AppContext, options: Partial<ServiceWorkerOptions> = {}): BackgroundPort {
  return {
    start({ engineId, driver, idlePollMs }) {
      const env: Env = { ctx, driver, owner: engineId, o: { ...DEFAULT_SERVICE_WORKER, ...options } };
      const tickMs = env.o.tickMs ?? Math.max(2 * idlePollMs, 20);
      const abort = new AbortController();
      const sending = new Set<Promise<void>>();
      let lostAt = 0;
      const loop = roundLoop('service', tickMs, async () => {
        // Replies of dead processes: at start and then every few seconds, not every round (a
        // process is found dead by the engine's sweeper, every 5 s, at the soonest).
        if (Date.now() - lostAt >= LOST_EVERY_MS) {
          lostAt = Date.now();
          await returnLost(env);
        }
        await pollRound(env);
        for (const id of await claimReplies(env)) {
          const p = send(env, id, abort.signal)
            .catch((e) => console.error('service: sending a reply failed', e))
            .finally(() => sending.delete(p));
          sending.add(p);
        }
      });
      return {
        async stop() {
          await loop.stop();
          abort.abort('engine shutting down');
          await Promise.all([...sending]);
        },
      };
    },
  };
}
