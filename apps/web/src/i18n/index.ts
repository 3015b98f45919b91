import { LANGUAGES, type Lang, STORAGE_KEYS } from '@reelfleet/contract';
import { readText, writeText } from '../utils/storage';
import { loadCatalogue } from './contractMessages';
import { i18n } from './translate';

export const DEFAULT_LANG: Lang = 'en';

/** Each language's strings load on demand: the first screen carries only the chosen one. */
const BUNDLES: Record<Lang, () => Promise<{ default: Parameters<typeof i18n.addTexts>[1] }>> = {
  en: () => import('./en.json'),
  zh: () => import('./zh.json'),
};

/** The chosen language (SYS_LANG); before a choice, the browser's first of zh and en; else 'en'. */
export function storedLang(): Lang {
  const value = readText(STORAGE_KEYS.lang);
  return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Lang) : browserLang();
}

/** The first language of the browser's list that the console speaks (zh-CN, zh-TW → zh; en-GB → en). */
function browserLang(): Lang {
  const wanted = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of wanted) {
    const base = tag?.toLowerCase().split('-')[0];
    if ((LANGUAGES as readonly string[]).includes(base ?? '')) return base as Lang;
  }
  return DEFAULT_LANG;
}

export function currentLang(): Lang {
  return i18n.language === 'zh' ? 'zh' : 'en';
}

/** The console's strings and the contract's messages (contractMessages.ts) in the language. */
async function ensureBundle(lang: Lang): Promise<void> {
  if (i18n.hasTexts(lang)) return;
  const [bundle] = await Promise.all([BUNDLES[lang](), loadCatalogue(lang)]);
  i18n.addTexts(lang, bundle.default);
}

function applyDocumentLang(lang: string): void {
  document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
}

/** Starts i18n in the stored language; main.tsx awaits it before the first render. */
export async function initI18n(lang: Lang = storedLang()): Promise<void> {
  await ensureBundle(lang);
  i18n.changeLanguage(lang);
  applyDocumentLang(lang);
}

i18n.subscribe(applyDocumentLang);

/** Switches the language (and remembers it as SYS_LANG); title and texts follow. */
export async function setLang(lang: Lang): Promise<void> {
  await ensureBundle(lang);
  writeText(STORAGE_KEYS.lang, lang);
  i18n.changeLanguage(lang);
}

export default i18n;
