import type { z } from 'zod';
import type { Lang } from './constants.ts';
import type { FieldError } from './envelope.ts';
import { isMessageKey, translate } from './messages.ts';

/** safeParse's options for issues that go through formatIssues. */
export const PARSE_REPORTING_INPUT = { reportInput: true } as const;

function fieldOf(path: readonly PropertyKey[]): string {
  return path.length ? path.map(String).join('.') : 'body';
}

/**
 * Turns zod issues into field errors in the caller's language. A schema's own
 * message is a key of the catalogue; zod's defaults are mapped by issue code so
 * that every answer names the field and says why. Parse with PARSE_REPORTING_INPUT:
 * without the input, a missing field and a wrong value cannot be told apart.
 */
export function formatIssues(issues: readonly z.core.$ZodIssue[], lang: Lang): FieldError[] {
  return issues.flatMap((issue): FieldError[] => {
    const field = fieldOf(issue.path);
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => {
        const name = fieldOf([...issue.path, key]);
        return { field: name, message: translate('validation.unknownField', lang, { field: name }) };
      });
    }
    if (isMessageKey(issue.message)) {
      return [{ field, message: translate(issue.message, lang, { ...issue, field }) }];
    }
    return [{ field, message: translate(defaultKey(issue), lang, paramsOf(issue, field)) }];
  });
}

function defaultKey(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return 'validation.required';
      return issue.expected === 'int' ? 'validation.integer' : 'validation.invalidType';
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return 'validation.required';
      return issue.origin === 'string' ? 'validation.tooShort' : 'validation.tooSmall';
    case 'too_big':
      return issue.origin === 'string' ? 'validation.tooLong' : 'validation.tooBig';
    case 'invalid_value':
      return 'validation.invalidOption';
    default:
      return 'validation.invalid';
  }
}

function paramsOf(issue: z.core.$ZodIssue, field: string): Record<string, unknown> {
  switch (issue.code) {
    case 'too_small':
      return { field, min: issue.minimum };
    case 'too_big':
      return { field, max: issue.maximum };
    case 'invalid_value':
      return { field, options: issue.values.map(String).join(', ') };
    default:
      return { field };
  }
}
