import { describe, expect, it } from 'vitest';
import { controlCharIssues, nestedDeeperThan } from './input.ts';
import { formatIssues } from './issues.ts';

describe('nestedDeeperThan', () => {
  it('counts objects and arrays, without recursion, however deep', () => {
    expect(nestedDeeperThan({ a: [{ b: 1 }] }, 3)).toBe(false);
    expect(nestedDeeperThan({ a: [{ b: 1 }] }, 2)).toBe(true);
    expect(nestedDeeperThan('text', 0)).toBe(false);
    expect(nestedDeeperThan(JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`), 32)).toBe(true);
  });
});

describe('controlCharIssues', () => {
  it('names every string, nested or in a list, that carries NUL or another C0 character', () => {
    const issues = controlCharIssues({
      name: 'a\u0000b',
      ok: 'x',
      list: [1, 'y', 'z\u0007'],
      deep: { remark: '\u001b' },
    });
    expect(formatIssues(issues, 'en').map((e) => e.field)).toEqual(['name', 'list.2', 'deep.remark']);
    expect(formatIssues(issues, 'zh')[0]?.message).toBe('name包含不允许的字符');
  });

  it('lets tab, line feed and carriage return through (multi-line texts), and other characters', () => {
    expect(controlCharIssues({ text: 'a\tb\r\nc', name: '货架 A', emoji: '👨‍👩‍👧' })).toEqual([]);
  });

  it('names a key that carries one escaped, and a part that is a bare string', () => {
    expect(controlCharIssues({ 'a\u0000': 1 })[0]?.path).toEqual(['a\\u0000']);
    expect(controlCharIssues('\u0000')).toHaveLength(1);
  });
});
