import { z } from 'zod';
import { AVATAR_MAX_SIDE, UPLOAD_LIMITS } from '../common/constants.ts';
import { endpointGroup } from '../common/endpoint.ts';
import { userInfo } from '../user/index.ts';
import {
  avatarParams,
  avatarResult,
  captchaResult,
  changePasswordBody,
  loginBody,
  loginResult,
  registerBody,
  sessionInfo,
  sessionInfoQuery,
  tokenExchangeBody,
  updateInfoBody,
} from './index.ts';
import { AUTH_PATHS } from './paths.ts';

const profile = ['profile'];

/** The account area of spec 7: captcha, register, login, session info, profile. */
export const authEndpoints = endpointGroup('auth', {
  captcha: {
    method: 'GET',
    path: AUTH_PATHS.captcha,
    summary: 'A new verification code as an SVG image',
    public: true,
    response: captchaResult,
  },
  register: {
    method: 'POST',
    path: AUTH_PATHS.register,
    summary: 'Register with an agent invitation code',
    public: true,
    body: registerBody,
    response: userInfo,
  },
  login: {
    method: 'POST',
    path: AUTH_PATHS.login,
    summary: 'Log in; returns the bearer token',
    public: true,
    body: loginBody,
    response: loginResult,
  },
  /** Open, because the token may come as ?token= (spec 7): the route resolves it itself. */
  sessionInfo: {
    method: 'GET',
    path: '/vue-element-admin/user/info',
    summary: 'Roles, name, avatar and introduction of the logged-in user',
    public: true,
    query: sessionInfoQuery,
    response: sessionInfo,
  },
  logout: {
    method: 'POST',
    path: '/vue-element-admin/user/logout',
    summary: 'End this session',
    response: z.null(),
  },
  /** Not in the spec: the console's side of a link that carries a token (docs/decisions.md). */
  exchangeToken: {
    method: 'POST',
    path: '/user/session/exchange',
    summary:
      "Trade a token that came in a link for a new session of this browser (HttpOnly cookie); the link's token ends",
    public: true,
    body: tokenExchangeBody,
    response: userInfo,
  },
  logoutAll: {
    method: 'POST',
    path: '/user/session/logoutAll',
    tags: profile,
    summary: 'Log out everywhere: end every session of the caller, this one too',
    response: z.null(),
  },
  getInfo: {
    method: 'GET',
    path: '/user/info/get',
    tags: profile,
    summary: 'The logged-in user',
    response: userInfo,
  },
  updateInfo: {
    method: 'POST',
    path: '/user/info/update',
    tags: profile,
    summary: 'Edit name, alias, email, gender, introduction, interval',
    body: updateInfoBody,
    response: userInfo,
  },
  changePassword: {
    method: 'POST',
    path: '/user/info/password',
    tags: profile,
    summary: 'Change the password; every session ends',
    body: changePasswordBody,
    response: z.null(),
  },
  uploadAvatar: {
    method: 'POST',
    path: '/user/info/avatar',
    tags: profile,
    summary: `Upload an avatar image (at most ${UPLOAD_LIMITS.imageBytes} bytes)`,
    description: `The server stores and serves its own re-encoding (WebP, at most ${AVATAR_MAX_SIDE} × ${AVATAR_MAX_SIDE}, no metadata) under a new name. More than ${UPLOAD_LIMITS.imagePixels / 1_000_000} megapixels or an unreadable image answers 422, a file that is not PNG, JPEG, GIF or WebP 415.`,
    multipart: true,
    response: avatarResult,
  },
  avatar: {
    method: 'GET',
    path: '/user/avatar/:name',
    tags: profile,
    summary: 'An uploaded avatar',
    public: true,
    params: avatarParams,
  },
});
