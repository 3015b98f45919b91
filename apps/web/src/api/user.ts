import type { ChangePasswordBody, LoginBody, RegisterBody, UpdateInfoBody } from '@reelfleet/contract';
import { call, upload } from './call';
import { authEndpoints as api } from './endpoints';
import type { RequestOptions } from './request';

/** Account and user calls of spec 7 (login, register and the verification code go without a token). */
export const userApi = {
  captcha: () => call(api.captcha),
  register: (body: RegisterBody, options?: RequestOptions) => call(api.register, { body }, options),
  login: (body: LoginBody, options?: RequestOptions) => call(api.login, { body }, options),
  /** The token goes in the Authorization header, never in the URL (URLs end up in logs). */
  sessionInfo: (token: string) => call(api.sessionInfo, {}, { silent: true, ownSession: true, token }),
  logout: () => call(api.logout, {}, { silent: true }),
  getInfo: () => call(api.getInfo),
  updateInfo: (body: UpdateInfoBody) => call(api.updateInfo, { body }),
  changePassword: (body: ChangePasswordBody) => call(api.changePassword, { body }),
  uploadAvatar: (file: Blob) => upload(api.uploadAvatar, file),
};
