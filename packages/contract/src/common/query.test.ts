import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatIssues, PARSE_REPORTING_INPUT } from './issues.ts';
import { requiredName } from './query.ts';

const messageOf = (schema: z.ZodType, name: unknown) => {
  const result = z.object({ name: schema }).safeParse({ name }, PARSE_REPORTING_INPUT);
  return result.success ? null : formatIssues(result.error.issues, 'en')[0]?.message;
};

describe('requiredName', () => {
  it('says a missing or blank name is empty, and a long one too long', () => {
    const name = requiredName(5);
    expect(messageOf(name, undefined)).toBe('Name cannot be empty');
    expect(messageOf(name, '   ')).toBe('Name cannot be empty');
    expect(messageOf(name, 'abcdef')).toBe('name must be at most 5 characters');
    const tag = requiredName(5, 'validation.tagEmpty');
    expect(messageOf(tag, '')).toBe('Tag cannot be empty');
    expect(messageOf(tag, 'abcdef')).toBe('name must be at most 5 characters');
    expect(messageOf(name, ' abc ')).toBeNull();
  });
});
