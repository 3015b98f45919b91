import { loginPasswordField, usernameField } from '@reelfleet/contract';
import type { RuleObject } from 'antd/es/form';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/request';
import { optionalZodRule, serverFieldErrors, stripNonAscii, zodRule } from './formRules';

const check = (rule: unknown, value: unknown) =>
  (rule as RuleObject).validator?.({} as RuleObject, value, () => undefined) as Promise<void>;

describe('zodRule', () => {
  it('answers with the contract message in the console language', async () => {
    await expect(check(zodRule('username', usernameField, 'en'), 'abc')).rejects.toThrow(
      'Username must be at least 5 characters',
    );
    await expect(check(zodRule('username', usernameField, 'zh'), 'abc')).rejects.toThrow(
      '用户名至少 5 个字符',
    );
    await expect(check(zodRule('password', loginPasswordField, 'en'), '')).rejects.toThrow(
      'Password is required',
    );
    await expect(check(zodRule('username', usernameField, 'en'), 'alice01')).resolves.toBeUndefined();
  });

  it("names the form's field in zod's own messages, as the server names the body's", async () => {
    const long = 'a'.repeat(33);
    await expect(check(zodRule('login', usernameField, 'en'), long)).rejects.toThrow(
      'login must be at most 32 characters',
    );
    await expect(check(optionalZodRule('login', usernameField, 'en'), ` ${long} `)).rejects.toThrow(
      'login must be at most 32 characters',
    );
    await expect(check(optionalZodRule('login', usernameField, 'en'), '  ')).resolves.toBeUndefined();
  });
});

describe('stripNonAscii', () => {
  it('drops what the username may not contain as it is typed', () => {
    expect(stripNonAscii('ab中文c d')).toBe('abcd');
    expect(stripNonAscii('user_01!')).toBe('user_01!');
    expect(stripNonAscii(undefined)).toBe('');
  });
});

describe('serverFieldErrors', () => {
  const apiError = (data: unknown, message = 'bad') =>
    new ApiError({ message, code: 400, status: 400, data, kind: 'business' });

  it('reads the validation list and the single field of a rule the server checked', () => {
    expect(
      serverFieldErrors(apiError({ errors: [{ field: 'email', message: 'Email is required' }] })),
    ).toEqual([{ field: 'email', message: 'Email is required' }]);
    expect(
      serverFieldErrors(apiError({ field: 'invitationCode' }, 'This invitation code is not valid')),
    ).toEqual([{ field: 'invitationCode', message: 'This invitation code is not valid' }]);
  });

  it('finds nothing in other failures', () => {
    expect(serverFieldErrors(apiError(null))).toEqual([]);
    expect(serverFieldErrors(new Error('network'))).toEqual([]);
  });
});
