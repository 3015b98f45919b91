import type { Lang } from './constants.ts';

/** Parameters whose number names a thing (an id, a line, a pixel size, a code, a version): written bare, never 1,234. */
const IDENTIFIER = /(?:^id|Id|^line|^width|^height|^year|^account|^task|^user|^code|^v|^version|^port)$/;
const numberFormats = new Map<Lang, Intl.NumberFormat>();

/** A count or an amount in the reader's language: 99999 → "99,999". */
export function formatNumber(value: number, lang: Lang): string {
  let format = numberFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(lang === 'zh' ? 'zh-CN' : 'en-US', { maximumFractionDigits: 2 });
    numberFormats.set(lang, format);
  }
  return format.format(value);
}

/** A parameter of a message as written in it: a count or amount with separators, an id bare. */
export function formatParam(name: string, value: number, lang: Lang): string {
  return Number.isFinite(value) && !IDENTIFIER.test(name) ? formatNumber(value, lang) : String(value);
}
