import {
  type BatchResult,
  type Lang,
  type LocalText,
  type NotificationCount,
  type NotificationItem,
  type NotificationPage,
  type NotificationType,
  type PageQuery,
  sendNotificationBody,
  translate,
} from '@reelfleet/contract';
import { sql } from 'kysely';
import { AppError, fieldError, notFound } from '../../core/errors.ts';
import { type HotRead, hotRead } from '../../db/hot-read.ts';
import type { Db } from '../../db/index.ts';
import { now } from '../../db/kind.ts';
import type { NotificationRow } from '../../db/tables/notifications.ts';
import { inTransaction } from '../../db/transaction.ts';

export interface NotifyInput {
  userId: number;
  type: NotificationType;
  /** Typed text (an announcement), or a catalogue text shown in each reader's language. */
  message: string | LocalText;
  /** The task's logId, for task notifications. */
  mark?: string | null;
}

/**
 * Puts a notification in a user's inbox. Pass the caller's transaction (a
 * Kysely Transaction is a Db) so the notification commits or rolls back with
 * the change it reports: a finished task, a recharge.
 */
export async function notify(db: Db, input: NotifyInput): Promise<NotificationItem> {
  const local = typeof input.message === 'string' ? null : input.message;
  const english = local ? translate(local.key, 'en', local.params) : input.message;
  const parsed = sendNotificationBody.parse({ ...input, message: english });
  return inTransaction(db, async (trx) => {
    const row = await trx
      .insertInto('notifications')
      .values({
        user_id: parsed.userId,
        type: parsed.type,
        message: parsed.message,
        message_key: local?.key ?? null,
        message_params: local?.params ? JSON.stringify(local.params) : null,
        mark: parsed.mark ?? null,
        read_at: null,
        deleted_at: null,
        created_at: now(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await adjustCounts(trx, parsed.userId, { unread: 1, read: 0 });
    return toNotificationItem(row);
  });
}

/** Moves a user's inbox counts by the rows a write changed, in that write's transaction. */
async function adjustCounts(trx: Db, userId: number, delta: { unread: number; read: number }): Promise<void> {
  if (delta.unread === 0 && delta.read === 0) return;
  await trx
    .insertInto('inbox_counts')
    .values({ user_id: userId, unread: delta.unread, read: delta.read })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        unread: sql`inbox_counts.unread + ${delta.unread}`,
        read: sql`inbox_counts.read + ${delta.read}`,
      }),
    )
    .execute();
}

/** The admin's announcement to one user; an unknown user is a field error. */
export async function sendNotification(db: Db, input: NotifyInput): Promise<NotificationItem> {
  const user = await db.selectFrom('users').select('id').where('id', '=', input.userId).executeTakeFirst();
  if (!user) throw fieldError('userId', 'notification.userNotFound');
  return notify(db, input);
}

function inbox(db: Db, userId: number) {
  return db.selectFrom('notifications').where('user_id', '=', userId).where('deleted_at', 'is', null);
}

export async function listNotifications(
  db: Db,
  userId: number,
  unread: boolean,
  page: PageQuery,
  lang: Lang = 'en',
): Promise<NotificationPage> {
  const filtered = inbox(db, userId).where('read_at', unread ? 'is' : 'is not', null);
  const [rows, total] = await Promise.all([
    filtered
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const count = Number(total.n);
  return {
    list: rows.map((row) => toNotificationItem(row, lang)),
    count,
    hasMore: page.pageNo * page.pageSize < count,
    pageNo: page.pageNo,
    pageSize: page.pageSize,
  };
}

/** The count's read per database, prepared once: every open tab polls it (db/hot-read.ts). */
const countReads = new WeakMap<Db, HotRead<NotificationCount>>();

export async function countNotifications(db: Db, userId: number): Promise<NotificationCount> {
  let read = countReads.get(db);
  if (!read) {
    read = hotRead(
      db,
      db.selectFrom('inbox_counts').select(['unread', 'read']).where('user_id', '=', 0).compile(),
    );
    countReads.set(db, read);
  }
  const row = await read([userId]);
  return { unread: row?.unread ?? 0, read: row?.read ?? 0 };
}

async function findOwn(db: Db, userId: number, id: number): Promise<NotificationRow> {
  const row = await inbox(db, userId).selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** Marks one notification read; reading a read one changes nothing. */
export async function readNotification(db: Db, userId: number, id: number): Promise<NotificationItem> {
  const row = await findOwn(db, userId, id);
  if (row.read_at) return toNotificationItem(row);
  const updated = await inTransaction(db, async (trx) => {
    const changed = await trx
      .updateTable('notifications')
      .set({ read_at: now() })
      .where('id', '=', id)
      .where('read_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
    if (changed) await adjustCounts(trx, userId, { unread: -1, read: 1 });
    return changed;
  });
  // A concurrent read may have won; the row is read either way.
  return toNotificationItem(updated ?? (await findOwn(db, userId, id)));
}

export async function readAllNotifications(db: Db, userId: number): Promise<BatchResult> {
  return changeAll(db, userId, 'unread', { read_at: now() }, (count) => ({ unread: -count, read: count }));
}

/** Only a read notification can be deleted (spec 4: read -> deleted). */
export async function deleteNotification(db: Db, userId: number, id: number): Promise<void> {
  const row = await findOwn(db, userId, id);
  if (!row.read_at) throw new AppError(409, 'notification.deleteUnread');
  await inTransaction(db, async (trx) => {
    const result = await trx
      .updateTable('notifications')
      .set({ deleted_at: now() })
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    await adjustCounts(trx, userId, { unread: 0, read: -Number(result.numUpdatedRows) });
  });
}

export async function deleteAllReadNotifications(db: Db, userId: number): Promise<BatchResult> {
  return changeAll(db, userId, 'read', { deleted_at: now() }, (count) => ({ unread: 0, read: -count }));
}

/** Sets `change` on every unread (or read) notification of the user, and the counts by what it did. */
async function changeAll(
  db: Db,
  userId: number,
  which: 'unread' | 'read',
  change: { read_at: string } | { deleted_at: string },
  counts: (count: number) => { unread: number; read: number },
): Promise<BatchResult> {
  return inTransaction(db, async (trx) => {
    const result = await trx
      .updateTable('notifications')
      .set(change)
      .where('user_id', '=', userId)
      .where('deleted_at', 'is', null)
      .where('read_at', which === 'unread' ? 'is' : 'is not', null)
      .executeTakeFirst();
    const count = Number(result.numUpdatedRows);
    await adjustCounts(trx, userId, counts(count));
    return { count };
  });
}

export function toNotificationItem(row: NotificationRow, lang: Lang = 'en'): NotificationItem {
  return {
    id: row.id,
    type: row.type,
    message: row.message_key
      ? translate(row.message_key, lang, JSON.parse(row.message_params ?? '{}'))
      : row.message,
    mark: row.mark,
    createTime: row.created_at,
    readTime: row.read_at,
  };
}
