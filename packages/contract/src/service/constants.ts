import { labelsOf } from '../common/messages.ts';

/** What a conversation is: the comments of one user under one video of the account, or a chat. */
export const SERVICE_KINDS = ['comment', 'chat'] as const;
export type ServiceKind = (typeof SERVICE_KINDS)[number];
export const SERVICE_KIND_LABELS = labelsOf('service.kind', SERVICE_KINDS);

export const SERVICE_DIRECTIONS = ['in', 'out'] as const;
export type ServiceDirection = (typeof SERVICE_DIRECTIONS)[number];

/** A reply's way: pending (waiting for the device) -> sending -> sent | failed. */
export const SERVICE_REPLY_STATES = ['pending', 'sending', 'sent', 'failed'] as const;
export type ServiceReplyState = (typeof SERVICE_REPLY_STATES)[number];
export const SERVICE_REPLY_STATE_LABELS = labelsOf('service.state', SERVICE_REPLY_STATES);

export const SERVICE_REPLY_SOURCES = ['auto', 'manual'] as const;
export type ServiceReplySource = (typeof SERVICE_REPLY_SOURCES)[number];

/** Longest reply (the platform's comment limit is 150; a message may be longer). */
export const SERVICE_REPLY_MAX = { comment: 150, chat: 500 } as const satisfies Record<ServiceKind, number>;
/** The longest keyword of a rule (how many: KEYWORDS_MAX). */
export const SERVICE_KEYWORD_MAX = 30;
/** Most rules a workspace keeps. */
export const SERVICE_RULES_MAX = 100;
/** Days the statistics cover at most. */
export const SERVICE_STATS_DAYS_MAX = 90;
