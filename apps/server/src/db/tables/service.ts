import type {
  ServiceDirection,
  ServiceKind,
  ServiceReplySource,
  ServiceReplyState,
} from '@reelfleet/contract';
import type { Generated, Selectable } from 'kysely';

/** An account's thread with one platform user: a chat, or the comments under one of its videos. */
export interface ServiceConversationsTable {
  id: Generated<number>;
  workspace_id: number;
  account_id: number;
  kind: ServiceKind;
  peer_id: string;
  /** The video commented on; '' for chats. */
  video_id: Generated<string>;
  staff_id: number | null;
  last_at: string;
  last_text: string;
  last_direction: ServiceDirection;
  /** Inbound messages since the last reply sent. */
  waiting: Generated<number>;
  received: Generated<number>;
  created_at: string;
}
export type ServiceConversationRow = Selectable<ServiceConversationsTable>;

/** One message of a conversation: received (inbound) or a reply to send or sent (outbound). */
export interface ServiceMessagesTable {
  id: Generated<number>;
  workspace_id: number;
  conversation_id: number;
  account_id: number;
  direction: ServiceDirection;
  platform_id: string | null;
  text: string;
  at: string;
  state: ServiceReplyState | null;
  source: ServiceReplySource | null;
  staff_id: number | null;
  reply_to: number | null;
  auto_for: number | null;
  sent_at: string | null;
  response_ms: number | string | null;
  attempt: Generated<number>;
  run_at: string | null;
  lease_owner: string | null;
  reason: string | null;
}
export type ServiceMessageRow = Selectable<ServiceMessagesTable>;

/** A workspace's auto-reply switches (the message box). */
export interface ServiceSettingsTable {
  workspace_id: number;
  auto_comments: number;
  auto_chats: number;
  updated_at: string;
}

/** An auto-reply rule: keywords (none: every message) and the reply (a text material or typed). */
export interface ServiceRulesTable {
  id: Generated<number>;
  workspace_id: number;
  kind: ServiceKind;
  keywords: string;
  material_id: number | null;
  text: Generated<string>;
  enabled: Generated<number>;
  created_at: string;
  updated_at: string;
}
export type ServiceRuleRow = Selectable<ServiceRulesTable>;

/** How far each account's inbox has been read on the platform (simulated time). */
export interface ServicePollsTable {
  account_id: number;
  polled_until: string;
}

/** Statistics counters per workspace, UTC day, account and staff member (0: nobody); migration 0065. */
export interface ServiceDailyTable {
  workspace_id: number;
  day: string;
  account_id: number;
  staff_id: number;
  received: Generated<number>;
  replied: Generated<number>;
  auto_replied: Generated<number>;
  response_sum: Generated<number | string>;
  response_count: Generated<number>;
}
