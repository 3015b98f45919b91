import { KIND_MESSAGES } from '../tasks/kinds.ts';
import type { Lang } from './constants.ts';
import catalogue from './messages.json' with { type: 'json' };
import { formatNumber, formatParam } from './numbers.ts';

type Catalogue = Record<string, { en: string; zh: string }>;

/**
 * Every message the server sends and the console shows for a rule, in both
 * languages (the data is messages.json, one `"key": { "en", "zh" }` a message,
 * grouped by area; messages.test.ts checks both languages are there), and the task kinds' names
 * and titles, which each kind's entry holds (KIND_MESSAGES, tasks/kinds.ts). Keys are
 * stable: schemas carry them as zod error messages, the
 * server translates them by Accept-Language and the console by its locale.
 * `{field}`, `{min}`, `{max}`, `{line}` and the like are filled in by `translate`;
 * a count meets its noun as `{n, plural, one {# point} other {# points}}` (ICU's form, `#` is the count).
 * A number is written in the reader's language with thousands separators (99,999), except the
 * numbers that name something (`{id}`, `{logId}`, `{line}`, `{width}`…), which stay as typed.
 * The kinds' texts are put into the catalogue object itself, not into a copy: in the console that
 * object is filled as each language loads (apps/web/src/i18n/contractMessages.ts).
 */
export const messages = Object.assign(catalogue, KIND_MESSAGES) satisfies Catalogue;

export type MessageKey = keyof typeof messages;

/**
 * `{ value: 'prefix.value' }` for each value: the catalogue keys of an enum's
 * labels. A key missing from the catalogue fails to compile.
 */
export function labelsOf<const P extends string, const V extends string>(
  prefix: P,
  values: readonly V[] & ([`${P}.${V}`] extends [MessageKey] ? unknown : 'not in the catalogue'),
): { readonly [K in V]: `${P}.${K}` } {
  return Object.fromEntries(values.map((v) => [v, `${prefix}.${v}`])) as { readonly [K in V]: `${P}.${K}` };
}

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(messages, key);
}

const PLURAL = /\{(\w+), plural, one \{([^{}]*)\} other \{([^{}]*)\}\}/g;

/** Fills `{name}` placeholders and picks plural forms by the count; unknown keys are returned as they are. */
export function translate(key: string, lang: Lang, params: Record<string, unknown> = {}): string {
  return fill(isMessageKey(key) ? messages[key][lang] : key, lang, params, 1);
}

/** The plural form of `{n, plural, one {…} other {…}}` for the count, `#` replaced by it. */
function plural(whole: string, value: unknown, lang: Lang, one: string, other: string): string {
  const count = Number(value);
  if (value === undefined || Number.isNaN(count)) return whole;
  const form = new Intl.PluralRules(lang).select(count) === 'one' ? one : other;
  return form.replaceAll('#', formatNumber(count, lang));
}

/**
 * A parameter that is itself a catalogue key (e.g. `what: 'selection.devices'`,
 * `reason: 'platform.reason.driverError'`) is translated too, and filled from
 * the same parameters (one level deep, so a key never expands itself forever).
 */
function fill(text: string, lang: Lang, params: Record<string, unknown>, depth: number): string {
  return text
    .replace(PLURAL, (whole, name: string, one: string, other: string) =>
      plural(whole, params[name], lang, one, other),
    )
    .replace(/\{(\w+)\}/g, (whole, name: string) => {
      const value = params[name];
      if (value === undefined) return whole;
      if (typeof value === 'number') return formatParam(name, value, lang);
      if (typeof value !== 'string' || !isMessageKey(value)) return String(value);
      return depth > 0 ? fill(messages[value][lang], lang, params, depth - 1) : messages[value][lang];
    });
}

/**
 * A text kept as its catalogue key and parameters, so each reader gets it in
 * their own language (notifications written by the server in the background).
 */
export interface LocalText {
  key: MessageKey;
  params?: Record<string, unknown>;
}

/** Language from an Accept-Language header: zh when Chinese comes first, else en. */
export function langFromHeader(header: string | undefined | null): Lang {
  const first = (header ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('zh') ? 'zh' : 'en';
}
