import { z } from 'zod';
import { idField } from '../admin/index.ts';
import { KEYWORDS_MAX } from '../common/constants.ts';
import { entityId, plainText } from '../common/query.ts';
import {
  SERVICE_DIRECTIONS,
  SERVICE_KEYWORD_MAX,
  SERVICE_KINDS,
  SERVICE_REPLY_MAX,
  SERVICE_REPLY_SOURCES,
  SERVICE_REPLY_STATES,
  SERVICE_STATS_DAYS_MAX,
} from './constants.ts';

/**
 * Customer service (issue 15, docs/service.md): the comments and private
 * messages the workspace's accounts receive on the platform, replies sent
 * through the account's device, auto-reply switches and keyword rules, staff
 * assignment and statistics.
 */

/** Body of `POST /service/conversation/queryList`. */
export const serviceConversationQuery = z
  .strictObject({
    kind: z.enum(SERVICE_KINDS).optional(),
    accountId: entityId.optional(),
    /** A staff member; null: the unassigned. */
    staffId: entityId.nullable().optional(),
    /** Only conversations whose last inbound message has no reply yet. */
    waiting: z.boolean().optional(),
  })
  .default({});
export type ServiceConversationQuery = z.infer<typeof serviceConversationQuery>;

export const serviceConversation = z.object({
  id: z.number().int(),
  kind: z.enum(SERVICE_KINDS),
  accountId: z.number().int(),
  account: z.string(),
  /** The platform user, and their handle when the platform knows it. */
  peerId: z.string(),
  peerName: z.string(),
  videoId: z.string().nullable(),
  staffId: z.number().int().nullable(),
  staffName: z.string().nullable(),
  lastAt: z.string(),
  lastText: z.string(),
  lastDirection: z.enum(SERVICE_DIRECTIONS),
  waiting: z.number().int(),
  received: z.number().int(),
});
export type ServiceConversation = z.infer<typeof serviceConversation>;

/** Body of `POST /service/message/queryList`: a conversation's messages, newest first. */
export const serviceMessageQuery = z.strictObject({ conversationId: entityId });

export const serviceMessage = z.object({
  id: z.number().int(),
  direction: z.enum(SERVICE_DIRECTIONS),
  text: z.string(),
  at: z.string(),
  state: z.enum(SERVICE_REPLY_STATES).nullable(),
  source: z.enum(SERVICE_REPLY_SOURCES).nullable(),
  staffName: z.string().nullable(),
  sentAt: z.string().nullable(),
  /** Why a reply failed (or waits for another try), in the caller's language (Accept-Language). */
  reason: z.string().nullable(),
});
export type ServiceMessage = z.infer<typeof serviceMessage>;

const replyText = plainText(SERVICE_REPLY_MAX.chat);

/** `POST /service/message/reply`: typed text or a text material (comment or private message). */
export const serviceReplyBody = z.strictObject({
  conversationId: entityId,
  text: replyText.optional(),
  materialId: entityId.optional(),
});
export type ServiceReplyBody = z.infer<typeof serviceReplyBody>;

/** `PUT /service/conversation/assign`: conversations to a staff member of the workspace (null: nobody). */
export const serviceAssignBody = z.strictObject({
  conversationIds: z.array(entityId).min(1, { error: 'service.selectConversation' }).max(200),
  staffId: entityId.nullable(),
});
export type ServiceAssignBody = z.infer<typeof serviceAssignBody>;
export const serviceAssigned = z.object({ assigned: z.number().int() });

/** The message box's switches: auto-reply to comments, to chats. */
export const serviceSettings = z.object({ autoComments: z.boolean(), autoChats: z.boolean() });
export type ServiceSettings = z.infer<typeof serviceSettings>;
export const serviceSettingsBody = z.strictObject({
  autoComments: z.boolean().optional(),
  autoChats: z.boolean().optional(),
});

const keywords = z
  .array(
    plainText(SERVICE_KEYWORD_MAX)
      .min(1, { error: 'service.keywordEmpty' })
      .regex(/^[^,]*$/, { error: 'service.keywordComma' }),
  )
  .max(KEYWORDS_MAX, { error: 'validation.keywordsMax' });

/** An auto-reply rule: keywords (none: every message of its kind, after the keyword rules) and the reply. */
export const serviceRuleBody = z.strictObject({
  kind: z.enum(SERVICE_KINDS),
  keywords: keywords.default([]),
  materialId: entityId.nullable().optional(),
  text: replyText.optional(),
  enabled: z.boolean().default(true),
});
export type ServiceRuleBody = z.infer<typeof serviceRuleBody>;
export const serviceRuleUpdateBody = serviceRuleBody.extend({ id: idField });
export type ServiceRuleUpdateBody = z.infer<typeof serviceRuleUpdateBody>;

export const serviceRule = z.object({
  id: z.number().int(),
  kind: z.enum(SERVICE_KINDS),
  keywords: z.array(z.string()),
  materialId: z.number().int().nullable(),
  materialName: z.string().nullable(),
  text: z.string(),
  enabled: z.boolean(),
  updateTime: z.string(),
});
export type ServiceRule = z.infer<typeof serviceRule>;
export const serviceRuleDeleted = z.object({ deleted: z.number().int() });

/** A staff member replies and conversations are assigned to: the owner and the workspace's staff. */
export const serviceStaff = z.object({ id: z.number().int(), name: z.string(), roles: z.array(z.string()) });
export type ServiceStaff = z.infer<typeof serviceStaff>;

/** Body of `POST /service/statistics`. */
export const serviceStatsBody = z
  .strictObject({
    days: z.number().int().min(1).max(SERVICE_STATS_DAYS_MAX).default(7),
    accountId: entityId.optional(),
    staffId: entityId.optional(),
  })
  .default({ days: 7 });
export type ServiceStatsBody = z.infer<typeof serviceStatsBody>;

const figures = {
  received: z.number().int(),
  replied: z.number().int(),
  autoReplied: z.number().int(),
  /** Mean milliseconds from a message to its reply being sent (simulated time); null: no reply. */
  avgResponseMs: z.number().nullable(),
};
export const serviceStats = z.object({
  /** One entry per UTC day (simulated clock), oldest first; days without messages are 0. */
  days: z.array(z.object({ date: z.string(), ...figures })),
  accounts: z.array(z.object({ accountId: z.number().int(), account: z.string(), ...figures })),
  /** Per staff member; `staffId` null: auto-replies and unassigned conversations. */
  staff: z.array(z.object({ staffId: z.number().int().nullable(), name: z.string().nullable(), ...figures })),
  totals: z.object(figures),
});
export type ServiceStats = z.infer<typeof serviceStats>;
