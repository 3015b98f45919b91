import { translate as contractText, formatParam, isMessageKey, type Lang } from '@reelfleet/contract';

/**
 * The console's translator: the part of i18next the console used (nested keys, `{{name}}`
 * interpolation, `_one`/`_other` plural forms chosen by `count`, `lng`, `returnObjects`) in a few
 * lines instead of 17 KB gzip on every route (docs/decisions.md "The console's own translator").
 * translate.test.ts checks it against i18next over every key of both catalogues.
 */

type Texts = { [key: string]: string | readonly string[] | Texts };

export interface TOptions {
  /** Chooses the plural form (`key_one`, `key_other`, … by Intl.PluralRules) and fills `{{count}}`. */
  count?: number;
  /** Another language than the shown one. */
  lng?: Lang;
  /** Hands back a list or a group of texts as it is (else its key). */
  returnObjects?: boolean;
  [name: string]: unknown;
}

export type TFunction = (key: string, options?: TOptions) => string;

type Listener = (lang: Lang) => void;

const bundles: Partial<Record<Lang, Texts>> = {};
const pluralRules = new Map<Lang, Intl.PluralRules>();
const listeners = new Set<Listener>();
const bound = new Map<Lang, TFunction>();
let language: Lang = 'en';

function find(lang: Lang, key: string): unknown {
  let node: unknown = bundles[lang];
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object' || Array.isArray(node)) return undefined;
    node = (node as Texts)[part];
  }
  return node;
}

function pluralForm(lang: Lang, count: number): string {
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(lang);
    pluralRules.set(lang, rules);
  }
  return rules.select(count);
}

/**
 * `{{name}}` by the option of that name; one not given at all is left as it is, as i18next does.
 * A number is written as the contract's messages write it (formatParam): 12000 → "12,000", ids bare.
 */
function interpolate(text: string, options: TOptions | undefined, lang: Lang): string {
  if (!options || !text.includes('{{')) return text;
  return text.replace(/{{\s*(\w+)\s*}}/g, (whole, name: string) => {
    if (!Object.hasOwn(options, name)) return whole;
    const value = options[name];
    return typeof value === 'number' ? formatParam(name, value, lang) : String(value ?? '');
  });
}

function translate(lang: Lang, key: string, options?: TOptions): string {
  const count = options?.count;
  let value = typeof count === 'number' ? find(lang, `${key}_${pluralForm(lang, count)}`) : undefined;
  value ??= find(lang, key);
  if (typeof value === 'string') return interpolate(value, options, lang);
  if (value !== undefined && options?.returnObjects) return value as unknown as string;
  // A key only the contract's catalogue has (a task kind's menu title and New button, derived from its
  // contract entry). A console key, plural forms included, always wins.
  if (value === undefined && isMessageKey(key) && find(lang, `${key}_other`) === undefined)
    return contractText(key, lang, options);
  reportMiss(lang, key);
  return key;
}

/**
 * A key with no text shows as itself. The e2e fixtures expose `__rfI18nMiss` on every page
 * (e2e/fixtures.ts) and fail a test whose screens or dialogs asked for one; elsewhere nothing is
 * there and a miss costs one property read.
 */
function reportMiss(lang: Lang, key: string): void {
  const hook = (globalThis as { __rfI18nMiss?: (lang: Lang, key: string) => void }).__rfI18nMiss;
  if (typeof hook === 'function') hook(lang, key);
}

/** `t` in a language: the same function each time for a language, so it can sit in hooks' dependencies. */
export function fixedT(lang: Lang): TFunction {
  let t = bound.get(lang);
  if (!t) {
    t = (key, options) => translate(options?.lng ?? lang, key, options);
    bound.set(lang, t);
  }
  return t;
}

export const i18n = {
  /** The shown language. */
  get language(): Lang {
    return language;
  },
  t: ((key, options) => fixedT(language)(key, options)) as TFunction,
  /** Whether the shown language has a text under `key`. */
  exists(key: string): boolean {
    return find(language, key) !== undefined;
  },
  hasTexts(lang: Lang): boolean {
    return bundles[lang] !== undefined;
  },
  addTexts(lang: Lang, texts: Texts): void {
    bundles[lang] = texts;
  },
  /** Shows `lang`: every subscriber (useTranslation's components, dayjs, the page's lang) follows. */
  changeLanguage(lang: Lang): void {
    if (lang === language) return;
    language = lang;
    for (const listener of listeners) listener(lang);
  },
  /** Calls `listener` on each change of language; returns what stops it. */
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
