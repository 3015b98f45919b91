import type { Lang } from '@reelfleet/contract';
import { act, renderHook } from '@testing-library/react';
import { createInstance } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from './en.json';
import { fixedT, i18n, type TOptions } from './translate';
import { useTranslation } from './useTranslation';
import zh from './zh.json';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const bundles = { en, zh } as const;

/** Every key of a bundle with its text, plural suffixes folded into the base key. */
function leaves(bundle: object, prefix = '', into = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(bundle)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object' && !Array.isArray(value)) leaves(value, path, into);
    else
      into.set(path.replace(PLURAL_SUFFIX, ''), `${into.get(path.replace(PLURAL_SUFFIX, '')) ?? ''}${value}`);
  }
  return into;
}

// i18next, as the console ran it before (docs/decisions.md "The console's own translator").
const reference = createInstance();

beforeAll(async () => {
  await reference.init({
    lng: 'en',
    fallbackLng: false,
    resources: { en: { translation: en }, zh: { translation: zh } },
    interpolation: { escapeValue: false },
  });
  i18n.addTexts('en', en);
  i18n.addTexts('zh', zh);
});

describe('the console translator', () => {
  it('says what i18next said for every key of both languages, with and without counts and values', () => {
    for (const lang of ['en', 'zh'] as Lang[]) {
      const t = fixedT(lang);
      const theirs = reference.getFixedT(lang);
      for (const [key, text] of leaves(bundles[lang])) {
        const names = [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]!);
        const all = Object.fromEntries(names.map((n, i) => [n, `v${i}`]));
        const optionSets: (TOptions | undefined)[] = [
          undefined,
          all,
          { ...all, count: 0 },
          { ...all, count: 1 },
          { ...all, count: 2 },
          { ...all, count: 25 },
          // A value left out stays as its placeholder; one given as undefined reads as nothing.
          names.length ? { [names[0]!]: undefined } : { unused: 1 },
        ];
        for (const options of optionSets) {
          expect(t(key, options), `${lang} ${key} ${JSON.stringify(options)}`).toBe(
            theirs(key, options as never),
          );
        }
      }
    }
  });

  it('hands a list back with returnObjects, another language with lng, and a missing key as itself', () => {
    const t = fixedT('en');
    expect(t('register.agreement.sections', { returnObjects: true })).toEqual(en.register.agreement.sections);
    expect(t('register.agreement.sections')).toBe('register.agreement.sections');
    expect(t('common.cancel', { lng: 'zh' })).toBe(zh.common.cancel);
    expect(t('no.such.key')).toBe('no.such.key');
  });

  it('reports a key with no text to the e2e hook (__rfI18nMiss) when a page has one, a found key never', () => {
    const seen: string[] = [];
    const global = globalThis as { __rfI18nMiss?: (lang: Lang, key: string) => void };
    global.__rfI18nMiss = (lang, key) => seen.push(`${lang}: ${key}`);
    try {
      fixedT('en')('common.confirm');
      fixedT('zh')('devices.noSuchKey', { count: 2 });
      expect(seen).toEqual(['zh: devices.noSuchKey']);
    } finally {
      delete global.__rfI18nMiss;
    }
    expect(fixedT('en')('devices.noSuchKey')).toBe('devices.noSuchKey');
  });

  it('renders useTranslation again in the new language on a change, with a t that is stable otherwise', () => {
    i18n.changeLanguage('en');
    const { result, rerender } = renderHook(() => useTranslation());
    const first = result.current.t;
    rerender();
    expect(result.current.t).toBe(first);
    expect(result.current.t('common.cancel')).toBe(en.common.cancel);
    act(() => i18n.changeLanguage('zh'));
    expect(result.current.t('common.cancel')).toBe(zh.common.cancel);
    expect(result.current.i18n.language).toBe('zh');
    act(() => i18n.changeLanguage('en'));
  });
});

describe('numbers in console texts', () => {
  it('carry thousands separators in the shown language (ids stay bare: contract formatParam)', () => {
    const en = fixedT('en');
    expect(en('price.perMany', { per: 12000, unit: 'fans' })).toContain('12,000');
    expect(en('resources.fans.deleteMany', { count: 12000 })).toBe('Delete 12,000 fans from the library?');
    expect(fixedT('zh')('resources.fans.deleteMany', { count: 12000 })).toContain('12,000');
  });
});
