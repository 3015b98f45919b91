import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { PRICE_UNITS, Role } from '@reelfleet/contract';
import { describe, expect, it } from 'vitest';
import { tagEndpoints } from '../api/endpoints';
import { priceText } from '../components/priceText';
import en from './en.json';
import { loadTextsFirst } from './testTexts';
import { fixedT } from './translate';
import zh from './zh.json';

/** Plural nouns that follow a number somewhere in the console. */
const NOUNS =
  'points|accounts|devices|actions|duplicates|lines|days|seconds|minutes|hours|months|proxies|tasks|videos|keywords|followers|fans|tags|groups|items';
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every key of a bundle (objects too, for `returnObjects`), plural suffixes folded into the base key. */
function keysOf(bundle: object, prefix = '', into = new Set<string>()): Set<string> {
  for (const [key, value] of Object.entries(bundle)) {
    const path = prefix ? `${prefix}.${key}` : key;
    into.add(path.replace(PLURAL_SUFFIX, ''));
    if (typeof value === 'object' && value) keysOf(value, path, into);
  }
  return into;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.includes('.test.') ? [path] : [];
  });
}

const enKeys = keysOf(en);
const zhKeys = keysOf(zh);

describe('string catalogues', () => {
  it('hold the same keys in zh and en', () => {
    expect([...enKeys].filter((k) => !zhKeys.has(k))).toEqual([]);
    expect([...zhKeys].filter((k) => !enKeys.has(k))).toEqual([]);
  });

  it('hold every key the console names literally, so no raw key reaches the screen', () => {
    const missing = sourceFiles(join(__dirname, '..')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([\w.]+)'/g)]
        .map((m) => m[1] as string)
        .filter((key) => !enKeys.has(key) || !zhKeys.has(key))
        .map((key) => `${file}: ${key}`),
    );
    expect(missing).toEqual([]);
  });

  it('pass a count wherever English has only plural forms of the key (else the raw key shows)', () => {
    const pluralOnly = (key: string) => {
      const leaf = key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], en);
      const parent = key
        .split('.')
        .slice(0, -1)
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], en) as
        | Record<string, unknown>
        | undefined;
      return leaf === undefined && parent?.[`${key.split('.').pop()}_other`] !== undefined;
    };
    const countless = sourceFiles(join(__dirname, '..')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([\w.]+)'\s*(,\s*\{[^}]*\})?/g)]
        .filter((m) => pluralOnly(m[1]!) && !/\bcount\b/.test(m[2] ?? ''))
        .map((m) => `${file}: ${m[1]}`),
    );
    expect(countless).toEqual([]);
  });

  it('name every price unit', () => {
    for (const unit of PRICE_UNITS) {
      expect(enKeys.has(`price.unit.${unit}`), unit).toBe(true);
      expect(zhKeys.has(`price.unit.${unit}`), unit).toBe(true);
    }
  });

  // Keys built from a value (`tags.count.${kind}`, `admin.role.${r}`) escape the literal check above.
  it('name the count column of every kind of tag, and every role', () => {
    const keys = [
      ...Object.keys(tagEndpoints).map((kind) => `tags.count.${kind}`),
      ...Object.values(Role).map((role) => `admin.role.${role}`),
    ];
    expect(keys.filter((key) => !enKeys.has(key) || !zhKeys.has(key))).toEqual([]);
  });

  it('give English counts one and other forms: nothing reads "1 points"', () => {
    const countThenNoun = new RegExp(`\\}\\} (${NOUNS})\\b`);
    for (const [key, value] of Object.entries(flatten(en))) {
      if (!key.endsWith('_other')) expect(value, key).not.toMatch(countThenNoun);
    }
  });
});

function flatten(bundle: object, prefix = '', into: Record<string, string> = {}): Record<string, string> {
  for (const [key, value] of Object.entries(bundle)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value) flatten(value, path, into);
    else into[path] = String(value);
  }
  return into;
}

describe('priceText', () => {
  loadTextsFirst();

  it('agrees the noun with the count in English', () => {
    const t = fixedT('en');
    expect(priceText(t, { points: 1, per: 1, unit: 'action' })).toBe('1 point per action');
    expect(priceText(t, { points: 25, per: 1, unit: 'account' })).toBe('25 points per account');
    expect(priceText(t, { points: 1, per: 100, unit: 'fan' })).toBe('1 point per 100 fans');
    expect(priceText(t, { points: 300, per: 1, unit: 'month' })).toBe('300 points per month');
  });

  it('reads naturally in Chinese', () => {
    const t = fixedT('zh');
    expect(priceText(t, { points: 2, per: 1, unit: 'action' })).toBe('每次操作 2 点');
    expect(priceText(t, { points: 1, per: 100, unit: 'fan' })).toBe('每 100 个粉丝 1 点');
  });
});
