import type { Lang } from '@reelfleet/contract';

type Catalogue = Record<string, { en: string; zh: string }>;

/**
 * Stands in for the contract's messages.json (both languages, ~15 KB gzip) in the console's build
 * (vite.config.ts aliases it here): the contract's `translate` reads this object, which holds the
 * texts of the languages loaded so far (contract.<lang>.json, written from the contract by
 * `npm run gen`). Loaded with the console's own strings (index.ts), before the first render
 * and before a switch of language; until the other language is loaded its texts are the first one's.
 */
const catalogue: Catalogue = {};

const FILES: Record<Lang, () => Promise<{ default: Record<string, string> }>> = {
  en: () => import('./contract.en.json'),
  zh: () => import('./contract.zh.json'),
};
const loaded = new Set<Lang>();

export async function loadCatalogue(lang: Lang): Promise<void> {
  if (loaded.has(lang)) return;
  const texts = (await FILES[lang]()).default;
  for (const [key, text] of Object.entries(texts)) {
    const entry = catalogue[key] ?? { en: text, zh: text };
    entry[lang] = text;
    catalogue[key] = entry;
  }
  loaded.add(lang);
}

export default catalogue;
