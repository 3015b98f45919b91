import { describe, expect, it } from 'vitest';
import { CAPTCHA_LENGTH, INVITATION_CODE_LENGTH } from '../common/constants.ts';
import { formatIssues } from '../common/issues.ts';
import { translate } from '../common/messages.ts';
import { EMAIL_PATTERN } from './constants.ts';
import { changePasswordBody, loginBody, registerBody } from './index.ts';

describe('auth schemas', () => {
  it('state the lengths the constants set', () => {
    expect(translate('auth.captchaLength', 'en')).toContain(String(CAPTCHA_LENGTH));
    expect(translate('auth.invitationLength', 'zh')).toContain(String(INVITATION_CODE_LENGTH));
  });

  it('take emails that start with a letter or digit and have a domain', () => {
    for (const ok of ['a@b.co', 'first.last+tag@mail.example.com', '9x_y@sub-domain.io']) {
      expect(EMAIL_PATTERN.test(ok), ok).toBe(true);
    }
    for (const bad of ['.a@b.co', '_a@b.co', 'a@b', 'a@.co', 'a b@c.co', 'a@b.c', '@b.co']) {
      expect(EMAIL_PATTERN.test(bad), bad).toBe(false);
    }
  });

  it('report every broken register rule at once, one message per field', () => {
    const result = registerBody.safeParse({
      username: '',
      password: '12',
      confirmPassword: 'x',
      ageConfirmed: false,
    });
    expect(result.success).toBe(false);
    const errors = formatIssues(result.error!.issues, 'en');
    const fields = errors.map((e) => e.field);
    expect(new Set(fields).size).toBe(fields.length);
    expect(fields.sort()).toEqual(
      [
        'ageConfirmed',
        'captchaId',
        'code',
        'confirmPassword',
        'email',
        'invitationCode',
        'password',
        'username',
      ].sort(),
    );
  });

  it('normalise what people type: trimmed username, upper-case codes', () => {
    const parsed = registerBody.parse({
      username: '  someone ',
      password: 'secret123',
      confirmPassword: 'secret123',
      email: ' someone@example.com ',
      captchaId: 'abc',
      code: 'ab2c',
      invitationCode: 'abcd2345',
      ageConfirmed: true,
    });
    expect(parsed).toMatchObject({
      username: 'someone',
      email: 'someone@example.com',
      code: 'AB2C',
      invitationCode: 'ABCD2345',
    });
    expect(loginBody.safeParse({ username: 'someone', password: 'secret1', captcha: 'x' }).success).toBe(
      false,
    );
  });

  it('want a new password of letters and digits longer than 8', () => {
    const ok = (newPassword: string) =>
      changePasswordBody.safeParse({ oldPassword: 'x', newPassword }).success;
    expect(ok('abcd12345')).toBe(true);
    expect(ok('abcd1234')).toBe(false);
    expect(ok('abcdefghij')).toBe(false);
    expect(ok('1234567890')).toBe(false);
  });

  it('hold registration to the same rule, and login to 6 only (older passwords still log in)', () => {
    const register = (password: string) =>
      registerBody.safeParse({
        username: 'someone',
        password,
        confirmPassword: password,
        email: 'someone@example.com',
        captchaId: 'abc',
        code: 'AB2C',
        invitationCode: 'ABCD2345',
        ageConfirmed: true,
      }).success;
    expect(register('abcd12345')).toBe(true);
    expect(register('secret1')).toBe(false);
    expect(register('abcdefghij')).toBe(false);
    const login = (password: string) => loginBody.safeParse({ username: 'someone', password }).success;
    expect(login('secret')).toBe(true);
    expect(login('short')).toBe(false);
  });
});
