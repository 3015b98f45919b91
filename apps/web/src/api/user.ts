import type { ChangePasswordBody, LoginBody, RegisterBody, UpdateInfoBody } from '@reelfleet/contract';
import { call, upload } from './call';
import { authEndpoints as api } from './endpoints';
import type { RequestOptions } from './request';

const LOGIN_TOAST_KEY = 'login';

/** Account and user calls of spec 7 (login, register and the verification code go without a token). */
export const userApi = {
  captcha: () => call(api.captcha),
  register: (body: RegisterBody, options?: RequestOptions) => call(api.register, { body }, options),
  /** A second failure's toast replaces the first one's (issue 38: one login error at a time). */
  login: (body: LoginBody, options?: RequestOptions) =>
    call(api.login, { body }, { toastKey: LOGIN_TOAST_KEY, ...options }),
  /**
   * The session cookie's user, or with `token` the user of a token that came in a link (in the
   * Authorization header, never in the URL: URLs end up in logs).
   */
  sessionInfo: (token?: string) => call(api.sessionInfo, {}, { silent: true, ownSession: true, token }),
  /** Trades a token that came in a link for this browser's own session (the link's token ends). */
  exchangeToken: (token: string) =>
    call(api.exchangeToken, { body: { token } }, { silent: true, ownSession: true }),
  logout: () => call(api.logout, {}, { silent: true }),
  /** Ends every session of the user, this one too. */
  logoutAll: () => call(api.logoutAll, {}),
  getInfo: () => call(api.getInfo),
  updateInfo: (body: UpdateInfoBody) => call(api.updateInfo, { body }),
  changePassword: (body: ChangePasswordBody) => call(api.changePassword, { body }),
  uploadAvatar: (file: Blob) => upload(api.uploadAvatar, file),
};
