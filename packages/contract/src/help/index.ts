import { z } from 'zod';
import { idField } from '../admin/index.ts';
import { SUPPORT_HOURS } from '../common/constants.ts';
import { fieldsNamed, rowTimes } from '../common/fields.ts';
import { plainText } from '../common/query.ts';
import {
  CONTACT_HANDLE_MAX,
  CONTACT_KEYS,
  HELP_BODY_MAX,
  HELP_KINDS,
  HELP_LANGS,
  HELP_TITLE_MAX,
} from './constants.ts';

const title = plainText(HELP_TITLE_MAX).min(1, { error: 'help.titleRequired' });
/** Markdown: several lines, no control characters but tab and line breaks. */
const markdown = z
  .string()
  .max(HELP_BODY_MAX, { error: 'help.bodyTooLong' })
  .regex(/^[\t\n\r\P{Cc}]*$/u, { error: 'validation.controlChars' })
  .refine((s) => s.trim().length > 0, { error: 'help.bodyRequired' });

/** Body of `POST /help/article/queryList`: articles for everyone and for the caller's language (Accept-Language). */
export const helpQueryBody = z.strictObject({ kind: z.enum(HELP_KINDS) });
export type HelpQueryBody = z.infer<typeof helpQueryBody>;

export const helpAddBody = z.strictObject({
  kind: z.enum(HELP_KINDS),
  title,
  body: markdown,
  lang: z.enum(HELP_LANGS).optional(),
});
export type HelpAddBody = z.infer<typeof helpAddBody>;

/** `PUT /admin/help/update`. Editing an announcement does not notify again. */
export const helpUpdateBody = z.strictObject({
  id: idField,
  title: title.optional(),
  body: markdown.optional(),
  lang: z.enum(HELP_LANGS).optional(),
});
export type HelpUpdateBody = z.infer<typeof helpUpdateBody>;

export const helpIdParams = z.strictObject({
  id: z.coerce.number({ error: 'validation.invalid' }).int().positive(),
});

export const helpDeleted = z.object({ id: z.number().int() });

/** `POST /admin/help/preview`: what the Markdown will look like. */
export const helpPreviewBody = z.strictObject({ body: markdown });
export const helpPreview = z.object({ html: z.string() });

export const helpArticle = z.object({
  id: z.number().int(),
  kind: z.enum(HELP_KINDS),
  title: z.string(),
  /** The Markdown source (the editor's text). */
  body: z.string(),
  lang: z.enum(HELP_LANGS),
  /** The rendered, sanitised HTML: raw HTML in the source is shown as text, unsafe links are dropped. */
  html: z.string(),
  ...rowTimes,
});
export type HelpArticle = z.infer<typeof helpArticle>;

export const helpAnnounceResult = helpArticle.extend({
  /** Users who got the announcement as a notification (0 for other kinds and edits). */
  notified: z.number().int(),
});
export type HelpAnnounceResult = z.infer<typeof helpAnnounceResult>;

const [DEFAULT_HOURS_START, DEFAULT_HOURS_END] = SUPPORT_HOURS.split('-') as [string, string];

export { DEFAULT_HOURS_END, DEFAULT_HOURS_START };

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const clock = z.string().regex(CLOCK, { error: 'help.hoursFormat' });
const handle = plainText(CONTACT_HANDLE_MAX);

/** `PUT /admin/contact/update`. */
export const contactSettingsBody = z
  .strictObject({
    ...fieldsNamed(CONTACT_KEYS, () => handle),
    hoursStart: clock,
    hoursEnd: clock,
  })
  // Compared only when both are times: a start of 25:99 is wrong itself, not the end after it.
  .refine((b) => !CLOCK.test(b.hoursStart) || !CLOCK.test(b.hoursEnd) || b.hoursStart < b.hoursEnd, {
    error: 'help.hoursOrder',
    path: ['hoursEnd'],
  });
export type ContactSettingsBody = z.infer<typeof contactSettingsBody>;

/** `GET /help/contact`: what the contact dialog shows (empty handles are not set yet). */
export const contactSettings = z.object({
  ...fieldsNamed(CONTACT_KEYS, () => z.string()),
  hoursStart: z.string(),
  hoursEnd: z.string(),
  updateTime: z.string().nullable(),
});
export type ContactSettings = z.infer<typeof contactSettings>;
