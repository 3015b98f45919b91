import { LANGUAGES } from '../common/constants.ts';
import { labelsOf } from '../common/messages.ts';

/** Help-centre articles: documents (/help/document), the update log (/help/log), announcements (/help/notice). */
export const HELP_KINDS = ['document', 'log', 'notice'] as const;
export type HelpKind = (typeof HELP_KINDS)[number];
export const HELP_KIND_LABELS = labelsOf('help.kind', HELP_KINDS);

export const HELP_TITLE_MAX = 120;
export const HELP_BODY_MAX = 50_000;

/** `POST /admin/help/add`: a new article; a new announcement notifies every user (type system). */
/** Who reads an article: '' everyone, or only readers of one language. */
export const HELP_LANGS = ['', ...LANGUAGES] as const;
/** The contact dialog (spec 1): four messaging-app handles and the support hours, set by the admin. */
export const CONTACT_KEYS = ['officialSupport', 'business', 'technical', 'channel'] as const;
export type ContactKey = (typeof CONTACT_KEYS)[number];
export const CONTACT_HANDLE_MAX = 100;
