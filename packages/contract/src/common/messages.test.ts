import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { KIND_MESSAGES } from '../tasks/kinds.ts';
import { formatIssues, PARSE_REPORTING_INPUT } from './issues.ts';
import { langFromHeader, type MessageKey, messages, translate } from './messages.ts';
import { formatNumber, formatParam } from './numbers.ts';

const PLURAL_FORMS = /\{\w+, plural, one \{[^{}]*\} other \{[^{}]*\}\}/g;

describe('message catalogue', () => {
  it('has both languages for every key, and nothing else', () => {
    for (const [key, value] of Object.entries(messages)) {
      expect(Object.keys(value).sort(), key).toEqual(['en', 'zh']);
      expect(typeof value.en === 'string' && value.en.trim(), key).toBeTruthy();
      expect(typeof value.zh === 'string' && value.zh.trim(), key).toBeTruthy();
    }
  });

  it("takes the task kinds' texts from their entries, none also written in messages.json", () => {
    expect(messages['task.subtype.like']).toEqual({ en: 'Like', zh: '点赞' });
    expect(messages['task.menu.batch_login'].en).toBe('Batch Login');
    // The file as written (the imported object has the kinds' texts put in it).
    const written = JSON.parse(readFileSync(new URL('./messages.json', import.meta.url), 'utf8'));
    expect(Object.keys(KIND_MESSAGES).filter((key) => Object.hasOwn(written, key))).toEqual([]);
  });

  it('keeps its keys typed (the JSON file is read as a literal type)', () => {
    const known: MessageKey = 'validation.required';
    // @ts-expect-error not a catalogue key
    const unknown: MessageKey = 'no.such.key';
    expect(messages[known].en).toBe('{field} is required');
    expect(Object.hasOwn(messages, unknown)).toBe(false);
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(translate('validation.tooShort', 'en', { field: 'name', min: 3 })).toBe(
      'name must be at least 3 characters',
    );
    expect(translate('validation.tooShort', 'zh', { field: 'name' })).toBe('name至少{min}个字符');
    expect(translate('not.a.key', 'en')).toBe('not.a.key');
  });

  it('writes counts and points with thousands separators in the reader language, ids bare', () => {
    const params = { needed: 99999, balance: 1234567 };
    expect(translate('finance.insufficientPoints', 'en', params)).toBe(
      'Not enough points: 99,999 needed, 1,234,567 available',
    );
    expect(translate('finance.insufficientPoints', 'zh', params)).toBe(
      '点数不足：需要 99,999，可用 1,234,567',
    );
    expect(translate('device.rentSuccess', 'en', { count: 12000 })).toBe('12,000 devices rented');
    expect(translate('{id} at line {line}', 'en', { id: 123456, line: 1024 })).toBe('123456 at line 1024');
    expect(translate('{logId} {videoId} {width}', 'en', { logId: 10000, videoId: 10000, width: 1920 })).toBe(
      '10000 10000 1920',
    );
    expect(formatNumber(0.5, 'en')).toBe('0.5');
    expect(formatParam('code', 50008, 'en')).toBe('50008');
    expect(formatParam('points', 50008, 'zh')).toBe('50,008');
  });

  it('agrees a count with its noun', () => {
    expect(translate('device.rentSuccess', 'en', { count: 1 })).toBe('1 device rented');
    expect(translate('device.rentSuccess', 'en', { count: 3 })).toBe('3 devices rented');
    expect(translate('account.uploadSuccess', 'en', { accepted: 0, duplicates: 1, rejected: 1 })).toBe(
      'Upload success: 0 accounts imported, 1 duplicate, 1 line rejected',
    );
    expect(translate('log.task.submitted', 'en', { steps: 1, accounts: 1, points: 1 })).toBe(
      'Task submitted: 1 action for 1 account, 1 point held',
    );
    expect(translate('device.rentSuccess', 'zh', { count: 1 })).toBe('已租用 1 台设备');
  });

  it('writes no English count before a plural noun without its plural form', () => {
    for (const [key, value] of Object.entries(messages)) {
      expect(value.en.replace(PLURAL_FORMS, ''), key).not.toMatch(
        /\} (points|accounts|actions|devices|duplicates|lines|proxies|seconds|characters|days|months|minutes)\b/,
      );
    }
  });

  it('reads the language from Accept-Language', () => {
    expect(langFromHeader('zh-CN,zh;q=0.9,en;q=0.8')).toBe('zh');
    expect(langFromHeader('en-US,zh;q=0.5')).toBe('en');
    expect(langFromHeader(undefined)).toBe('en');
  });
});

describe('formatIssues', () => {
  const schema = z.strictObject({
    username: z.string().min(5, { error: 'auth.usernameMin' }),
    age: z.number().int().min(18),
    kind: z.enum(['a', 'b']),
  });

  it('tells a missing field from a wrong value and from a fraction', () => {
    const result = schema.safeParse({ username: 'abcdef', kind: 'a' }, PARSE_REPORTING_INPUT);
    expect(formatIssues(result.error!.issues, 'en')).toEqual([{ field: 'age', message: 'age is required' }]);
    const wrong = schema.safeParse({ username: 'abcdef', age: 'x', kind: 'a' }, PARSE_REPORTING_INPUT);
    expect(formatIssues(wrong.error!.issues, 'en')).toEqual([
      { field: 'age', message: 'age has the wrong type' },
    ]);
    const fraction = schema.safeParse({ username: 'abcdef', age: 18.5, kind: 'a' }, PARSE_REPORTING_INPUT);
    expect(formatIssues(fraction.error!.issues, 'en')).toEqual([
      { field: 'age', message: 'age must be a whole number' },
    ]);
    expect(formatIssues(fraction.error!.issues, 'zh')[0]?.message).toBe('age必须是整数');
  });

  it('names every field and says why, in the caller language', () => {
    const result = schema.safeParse({ username: 'abc', age: 3, kind: 'c', extra: 1 });
    expect(result.success).toBe(false);
    const en = formatIssues(result.error!.issues, 'en');
    expect(en).toEqual(
      expect.arrayContaining([
        { field: 'username', message: 'Username must be at least 5 characters' },
        { field: 'age', message: 'age must be at least 18' },
        { field: 'kind', message: 'kind must be one of: a, b' },
        { field: 'extra', message: 'Unknown field: extra' },
      ]),
    );
    const zh = formatIssues(result.error!.issues, 'zh');
    expect(zh.find((e) => e.field === 'username')?.message).toBe('用户名至少 5 个字符');
  });

  it('calls a missing field required', () => {
    const result = schema.safeParse({ age: 20, kind: 'a' });
    expect(formatIssues(result.error!.issues, 'en')).toEqual([
      { field: 'username', message: 'username is required' },
    ]);
  });
});
