import { describe, expect, it } from 'vitest';
import { EMOJI_GROUP_KEYS, EMOJI_GROUPS } from './emoji.ts';

describe('emoji table', () => {
  it('has the groups in the spec order, each item an emoji with its Chinese description', () => {
    expect(EMOJI_GROUPS.map((group) => group.key)).toEqual([...EMOJI_GROUP_KEYS]);
    for (const group of EMOJI_GROUPS) {
      expect(group.items.length, group.key).toBeGreaterThan(0);
      for (const item of group.items) {
        expect(item.emoji, group.key).not.toBe('');
        expect(item.zh, item.emoji).not.toBe('');
      }
    }
  });
});
