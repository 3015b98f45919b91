import { beforeAll } from 'vitest';
import en from './en.json';
import { i18n } from './translate';
import zh from './zh.json';

/** For a test file or block: the console's English and Chinese texts, loaded before its tests run. */
export function loadTextsFirst(): void {
  beforeAll(() => {
    i18n.addTexts('en', en);
    i18n.addTexts('zh', zh);
  });
}
