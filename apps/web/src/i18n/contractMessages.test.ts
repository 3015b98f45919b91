import { LANGUAGES, messages } from '@reelfleet/contract';
import { describe, expect, it } from 'vitest';
import catalogue, { loadCatalogue } from './contractMessages';

/** contract.<lang>.json: the contract's messages (common/messages.json) in one language, key to text. */
const oneLanguage = (lang: (typeof LANGUAGES)[number]) =>
  `${JSON.stringify(Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, text[lang]])), null, 2)}\n`;

describe("the contract's messages, one language a file (the console loads only the language shown)", () => {
  it.each(LANGUAGES)('contract.%s.json is what the contract says', async (lang) => {
    await expect(oneLanguage(lang)).toMatchFileSnapshot(`./contract.${lang}.json`);
  });

  it('stand in for the whole catalogue once a language is loaded, the other after its switch', async () => {
    await loadCatalogue('en');
    expect(catalogue['validation.required']).toEqual({
      en: messages['validation.required'].en,
      zh: messages['validation.required'].en,
    });
    await loadCatalogue('zh');
    expect(catalogue['validation.required']).toEqual(messages['validation.required']);
    expect(Object.keys(catalogue)).toEqual(Object.keys(messages));
  });
});
