import { labelsOf } from '../common/messages.ts';

export const NOTIFICATION_TYPES = ['task', 'system', 'finance'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Catalogue keys of the type labels the console shows. */
export const NOTIFICATION_TYPE_LABELS = labelsOf('notification.type', NOTIFICATION_TYPES);

export const NOTIFICATION_MESSAGE_MAX = 1000;
/** A task reference (the task's logId). */
export const NOTIFICATION_MARK_MAX = 64;
