import {
  type LoginBody,
  type LoginResult,
  type SessionInfo,
  STORAGE_KEYS,
  type UserInfo,
} from '@reelfleet/contract';
import { create } from 'zustand';
import { currentLang } from '../i18n';
import { QUERY_USER_FIELDS, type QueryUser } from '../router/query';
import { getToken, removeToken } from '../utils/auth';
import { clearUserData, readJson, writeJson } from '../utils/storage';
import { usePermissionStore } from './permission';
import { useTagsViewStore } from './tagsView';

/** The user as stored locally (SYS_USER, spec 3). */
export type StoredUser = Partial<
  Pick<
    UserInfo,
    | 'id'
    | 'name'
    | 'alias'
    | 'email'
    | 'balance'
    | 'levelName'
    | 'intervalTime'
    | 'avatarPath'
    | 'level'
    | 'username'
  >
> & { gender?: string };

const STORED_FIELDS = ['username', 'level', ...QUERY_USER_FIELDS] as const;

export function toStoredUser(user: Partial<UserInfo> | QueryUser): StoredUser {
  const out: Record<string, unknown> = {};
  for (const field of STORED_FIELDS) {
    const value = (user as Record<string, unknown>)[field];
    if (value !== undefined) out[field] = value;
  }
  return out as StoredUser;
}

interface UserState {
  token: string;
  name: string;
  avatar: string;
  introduction: string;
  /** Empty until the session info is loaded. */
  roles: string[];
  user: StoredUser | null;
  login: (body: LoginBody) => Promise<LoginResult>;
  /** Loads roles, name, avatar and introduction; rejects with the spec's messages. */
  getInfo: () => Promise<SessionInfo>;
  /** Ends the session on the server and forgets everything local (token, roles, routes, data, views). */
  logout: () => Promise<void>;
  /** Clears the token and the roles. */
  resetToken: () => void;
  /**
   * A token that came in a link: traded for this browser's own session (the server sets the cookies
   * and ends the link's token); what was kept of the previous user goes. Rejects when the link is dead.
   */
  adoptSession: (token: string) => Promise<void>;
  /** Ends every session of the user on the server, this one too, then forgets everything local. */
  logoutAll: () => Promise<void>;
  setUser: (user: Partial<UserInfo>) => void;
}

const userCalls = () => import('./userCalls');

function saveUser(user: StoredUser | null): void {
  if (user) writeJson(STORAGE_KEYS.user, user);
}

export const useUserStore = create<UserState>()((set, get) => {
  /** Forgets everything kept of the user (roles, routes, data, views). */
  const forgetUser = () => {
    set({ roles: [] });
    clearUserData();
    usePermissionStore.getState().reset();
    useTagsViewStore.getState().clear();
    set({ user: null, name: '', avatar: '', introduction: '' });
  };
  /** Forgets the session and everything kept of its user. */
  const forget = () => {
    get().resetToken();
    forgetUser();
  };
  return {
    token: getToken(),
    name: '',
    avatar: '',
    introduction: '',
    roles: [],
    user: readJson<StoredUser>(STORAGE_KEYS.user) ?? null,

    login: async (body) => {
      const { userApi } = await userCalls();
      const result = await userApi.login(body);
      // The server set the session's HttpOnly cookie and the Admin-Token mark; the token itself is not kept.
      const user = toStoredUser(result.user);
      saveUser(user);
      set({ token: getToken(), roles: [], user });
      return result;
    },

    getInfo: async () => {
      const lang = currentLang();
      const { translate, userApi } = await userCalls();
      const info = await userApi.sessionInfo();
      if (!info) throw new Error(translate('auth.verificationFailed', lang));
      if (!Array.isArray(info.roles) || info.roles.length === 0)
        throw new Error(translate('auth.rolesEmpty', lang));
      const user = info.user ? toStoredUser(info.user) : get().user;
      saveUser(user);
      set({ roles: info.roles, name: info.name, avatar: info.avatar, introduction: info.introduction, user });
      return info;
    },

    logout: async () => {
      if (getToken()) {
        await userCalls()
          .then(({ userApi }) => userApi.logout())
          .catch(() => undefined);
      }
      forget();
    },

    logoutAll: async () => {
      const { userApi } = await userCalls();
      await userApi.logoutAll();
      forget();
    },

    resetToken: () => {
      removeToken();
      set({ token: '', roles: [] });
    },

    adoptSession: async (token) => {
      const { userApi } = await userCalls();
      const info = await userApi.exchangeToken(token);
      forgetUser();
      const user = toStoredUser(info);
      saveUser(user);
      set({ token: getToken(), user });
    },

    setUser: (partial) => {
      const user = { ...get().user, ...toStoredUser(partial) };
      saveUser(user);
      set({ user, ...(partial.name ? { name: partial.name } : {}) });
    },
  };
});
