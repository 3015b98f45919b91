import { describe, expect, it } from 'vitest';
import { CONTACT_KEYS } from './constants.ts';
import { contactSettingsBody } from './index.ts';

const body = (hoursStart: string, hoursEnd: string) => ({
  ...Object.fromEntries(CONTACT_KEYS.map((key) => [key, ''])),
  hoursStart,
  hoursEnd,
});

/** The fields each error names, with its message key. */
function errors(hoursStart: string, hoursEnd: string) {
  const parsed = contactSettingsBody.safeParse(body(hoursStart, hoursEnd));
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('contact settings: support hours', () => {
  it('takes a start before the end', () => {
    expect(errors('09:00', '23:00')).toEqual([]);
  });

  it('says the end must come after the start when both are times', () => {
    expect(errors('23:00', '09:00')).toEqual(['hoursEnd: help.hoursOrder']);
  });

  it('names only the field that is not a time', () => {
    expect(errors('25:99', '23:00')).toEqual(['hoursStart: help.hoursFormat']);
    expect(errors('09:00', '9 pm')).toEqual(['hoursEnd: help.hoursFormat']);
  });
});
