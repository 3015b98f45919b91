/**
 * Paths of the account area's open calls, without their schemas: the console's request layer
 * needs them on every screen (they go without a token), the login screen's first load included,
 * which does without zod.
 */
export const AUTH_PATHS = {
  captcha: '/user/code',
  register: '/user/add',
  login: '/user/login',
} as const;
