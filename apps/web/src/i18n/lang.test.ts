import { STORAGE_KEYS } from '@reelfleet/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storedLang } from './index';

const browser = (languages: string[]) => vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('the first language', () => {
  it('is the browser’s first of Chinese and English before any choice', () => {
    browser(['zh-CN', 'en-US']);
    expect(storedLang()).toBe('zh');
    browser(['fr-FR', 'zh-TW', 'en']);
    expect(storedLang()).toBe('zh');
    browser(['en-GB', 'zh-CN']);
    expect(storedLang()).toBe('en');
    browser(['fr-FR']);
    expect(storedLang()).toBe('en');
  });

  it('is the language chosen before, whatever the browser says', () => {
    browser(['zh-CN']);
    localStorage.setItem(STORAGE_KEYS.lang, 'en');
    expect(storedLang()).toBe('en');
  });
});
