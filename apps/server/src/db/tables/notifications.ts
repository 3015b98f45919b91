import type { NotificationType } from '@reelfleet/contract';
import type { Generated, Selectable } from 'kysely';

/** A user's own inbox: never shared across a workspace. */
export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  type: NotificationType;
  /** English text; for a server-written notice also its key and JSON params, shown in the reader's language. */
  message: string;
  message_key: string | null;
  message_params: string | null;
  /** The task this is about (its logId), for task notifications. */
  mark: string | null;
  read_at: string | null;
  /** Only read notifications are deleted, and softly. */
  deleted_at: string | null;
  created_at: string;
}

export type NotificationRow = Selectable<NotificationsTable>;

/** A user's unread and read (not deleted) notification counts, written with every inbox change. */
export interface InboxCountsTable {
  user_id: number;
  unread: number;
  read: number;
}
