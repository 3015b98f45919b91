import { z } from 'zod';
import {
  CAPTCHA_LENGTH,
  INVITATION_CODE_LENGTH,
  PASSWORD_MIN,
  PASSWORD_MIN_LOGIN,
  USERNAME_MIN,
} from '../common/constants.ts';
import type { MessageKey } from '../common/messages.ts';
import { nameText } from '../common/query.ts';
import { ROLE_NAMES } from '../common/roles.ts';
import { GENDERS } from '../user/constants.ts';
import { userInfo } from '../user/index.ts';
import {
  EMAIL_MAX,
  EMAIL_PATTERN,
  INTERVAL_TIME_MAX,
  INTRODUCTION_MAX,
  NAME_MAX,
  PASSWORD_MAX,
  USERNAME_MAX,
} from './constants.ts';

/**
 * Requests and responses of the account area (spec 5 and 7): captcha,
 * register, login, user info, profile, password, avatar. The console's forms
 * validate with these same schemas.
 */

/** Printable ASCII without spaces. */
const USERNAME_PATTERN = /^[!-~]+$/;
const MULTI_LINE = /^(?:[\t\n\r]|\P{Cc})*$/u;

/** A string whose absence or emptiness answers `key`; a wrong type keeps zod's own issue. */
function required(key: MessageKey) {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? key : undefined) })
    .min(1, { error: key, abort: true });
}

export const usernameField = required('auth.usernameRequired')
  .trim()
  .min(USERNAME_MIN, { error: 'auth.usernameMin', abort: true })
  .max(USERNAME_MAX, { abort: true })
  .regex(USERNAME_PATTERN, { error: 'auth.usernameAscii' });

/** A password typed at login: at least 6, whatever it holds (accounts older than the rule below). */
export const loginPasswordField = required('auth.passwordRequired')
  .min(PASSWORD_MIN_LOGIN, { error: 'auth.passwordMin', abort: true })
  .max(PASSWORD_MAX);

/** The one rule of every new password: letters and digits, longer than 8; the keys word it for its form. */
function newPassword(requiredKey: MessageKey, ruleKey: MessageKey) {
  return required(requiredKey)
    .max(PASSWORD_MAX, { abort: true })
    .refine((s) => s.length >= PASSWORD_MIN && /[A-Za-z]/.test(s) && /\d/.test(s), { error: ruleKey });
}

/** A password set for a new login (registration, the admin's and an owner's new users, the admin's reset). */
export const passwordField = newPassword('auth.passwordRequired', 'auth.passwordRule');

export const emailField = required('auth.emailRequired')
  .trim()
  .max(EMAIL_MAX, { abort: true })
  .regex(EMAIL_PATTERN, { error: 'auth.emailInvalid' });

/** The new password of a change (spec 5): the same rule, worded for that form. */
export const newPasswordField = newPassword('auth.newPasswordRule', 'auth.newPasswordRule');

export const captchaIdField = required('auth.captchaRequired').regex(/^[\w-]{1,64}$/, {
  error: 'auth.captchaWrong',
});

export const captchaCodeField = required('auth.captchaRequired')
  .trim()
  .toUpperCase()
  .length(CAPTCHA_LENGTH, { error: 'auth.captchaLength', abort: true })
  .regex(/^[A-Z0-9]+$/, { error: 'auth.captchaWrong' });

export const invitationCodeField = required('auth.invitationRequired')
  .trim()
  .toUpperCase()
  .length(INVITATION_CODE_LENGTH, { error: 'auth.invitationLength', abort: true })
  .regex(/^[A-Z0-9]+$/, { error: 'auth.invitationInvalid' });

/** GET /user/code */
export const captchaResult = z.object({
  id: z.string(),
  /** An SVG image as a data URL, for an <img src>. */
  image: z.string(),
  expiresInSeconds: z.number().int(),
});
export type CaptchaResult = z.infer<typeof captchaResult>;

const registerFields = z.strictObject({
  username: usernameField,
  password: passwordField,
  confirmPassword: required('auth.confirmRequired'),
  email: emailField,
  captchaId: captchaIdField,
  code: captchaCodeField,
  invitationCode: invitationCodeField,
  /** Spec: age 18 required. */
  ageConfirmed: z.literal(true, { error: 'auth.ageRequired' }),
});

/**
 * The confirmation is compared on its own, beside the field rules, so a form
 * shows every broken rule at once (an object-level refine would be skipped
 * after a field's first failure).
 */
const confirmMatches = z
  .strictObject({ password: z.unknown(), confirmPassword: z.unknown() })
  .refine(
    (v) =>
      typeof v.password !== 'string' ||
      typeof v.confirmPassword !== 'string' ||
      v.confirmPassword === '' ||
      v.password === v.confirmPassword,
    { path: ['confirmPassword'], error: 'auth.confirmMismatch' },
  );

/** POST /user/add */
export const registerBody = z.intersection(registerFields, confirmMatches);
export type RegisterBody = z.infer<typeof registerBody>;

/**
 * POST /user/login. After repeated failures (of the account or from the
 * address) the server answers `data.captchaRequired`; the next attempt then
 * carries a captcha, and a right password with it always passes.
 */
export const loginBody = z.strictObject({
  username: usernameField,
  password: loginPasswordField,
  captchaId: captchaIdField.optional(),
  code: captchaCodeField.optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

export const loginResult = z.object({ token: z.string(), user: userInfo });
export type LoginResult = z.infer<typeof loginResult>;

/** GET /vue-element-admin/user/info: the token may come in the query (spec 7) or the header. */
export const sessionInfoQuery = z.object({ token: z.string().max(512).optional() });

/** A token that came in a link (/auth-redirect, ?token=), traded by the console for a session of its own. */
export const tokenExchangeBody = z.object({ token: z.string().min(1).max(512) });
export type TokenExchangeBody = z.infer<typeof tokenExchangeBody>;

export const sessionInfo = z.object({
  roles: z.array(z.enum(ROLE_NAMES)).min(1, { error: 'auth.rolesEmpty' }),
  name: z.string(),
  /** The avatar's public path, or '' when none was uploaded. */
  avatar: z.string(),
  introduction: z.string(),
  user: userInfo,
});
export type SessionInfo = z.infer<typeof sessionInfo>;

/** POST /user/info/update: only these fields; role, level, balance and the like are unknown fields. */
export const updateInfoBody = z.strictObject({
  name: nameText(NAME_MAX).min(1, { error: 'validation.nameEmpty' }).optional(),
  alias: nameText(NAME_MAX).optional(),
  email: emailField.optional(),
  gender: z.enum(GENDERS).optional(),
  introduction: z
    .string()
    .max(INTRODUCTION_MAX, { abort: true })
    .regex(MULTI_LINE, { error: 'validation.controlChars' })
    .optional(),
  intervalTime: z.number().int().min(0).max(INTERVAL_TIME_MAX).optional(),
});
export type UpdateInfoBody = z.infer<typeof updateInfoBody>;

/** POST /user/info/password */
export const changePasswordBody = z.strictObject({
  oldPassword: required('auth.oldPasswordRequired').max(PASSWORD_MAX),
  newPassword: newPasswordField,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/** POST /user/info/avatar (multipart, one image file) */
export const avatarResult = z.object({ avatarPath: z.string() });
export type AvatarResult = z.infer<typeof avatarResult>;

/** GET /user/avatar/{name}: an uploaded avatar by its stored name. */
export const avatarParams = z.object({ name: z.string() });
