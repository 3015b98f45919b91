import type {
  AvatarResult,
  CaptchaResult,
  ChangePasswordBody,
  LoginBody,
  LoginResult,
  RegisterBody,
  SessionInfo,
  UpdateInfoBody,
  UserInfo,
} from '@reelfleet/contract';
import { http, type RequestOptions } from './request';

/** Account and user calls of spec 7 (login, register and the verification code go without a token). */
export const userApi = {
  captcha: () => http.get<CaptchaResult>('/user/code'),
  register: (body: RegisterBody, options?: RequestOptions) => http.post<UserInfo>('/user/add', body, options),
  login: (body: LoginBody, options?: RequestOptions) => http.post<LoginResult>('/user/login', body, options),
  /** The token goes in the Authorization header, never in the URL (URLs end up in logs). */
  sessionInfo: (token: string) =>
    http.get<SessionInfo>('/vue-element-admin/user/info', undefined, {
      silent: true,
      ownSession: true,
      token,
    }),
  logout: () => http.post<null>('/vue-element-admin/user/logout', undefined, { silent: true }),
  getInfo: () => http.get<UserInfo>('/user/info/get'),
  updateInfo: (body: UpdateInfoBody) => http.post<UserInfo>('/user/info/update', body),
  changePassword: (body: ChangePasswordBody) => http.post<null>('/user/info/password', body),
  uploadAvatar: (file: Blob) => http.upload<AvatarResult>('/user/info/avatar', file),
};
