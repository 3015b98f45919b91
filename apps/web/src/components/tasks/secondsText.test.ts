import { describe, expect, it } from 'vitest';
import { loadTextsFirst } from '../../i18n/testTexts';
import { fixedT } from '../../i18n/translate';
import { secondsText } from './secondsText';

describe('secondsText', () => {
  loadTextsFirst();

  it('says a range, or one number when both ends agree (not "0–0 s")', () => {
    const t = fixedT('en');
    expect(secondsText(t, 3, 8)).toBe('3–8 s');
    expect(secondsText(t, 0, 0)).toBe('0 s');
    expect(secondsText(t, 5, 5)).toBe('5 s');
    expect(secondsText(t, undefined, undefined)).toBe('—');
    expect(secondsText(fixedT('zh'), 0, 0)).toBe('0 秒');
  });
});
