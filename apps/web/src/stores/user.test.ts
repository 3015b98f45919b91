import { TOKEN_COOKIE } from '@reelfleet/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appRoutes } from '../router/routes';
import { getCookie, setCookie } from '../utils/cookie';
import { usePermissionStore } from './permission';
import { useTagsViewStore } from './tagsView';
import { useUserStore } from './user';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const fetchMock = vi.fn();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  setCookie(TOKEN_COOKIE, 'tok-1');
  useUserStore.setState({ token: 'tok-1', roles: [] });
});
afterEach(() => vi.unstubAllGlobals());

describe('user store', () => {
  it('loads roles, name, avatar and introduction from the session info, keeping the user as SYS_USER', async () => {
    fetchMock.mockResolvedValue(
      json({
        code: 200,
        message: 'ok',
        data: {
          roles: ['user'],
          name: 'Ann',
          avatar: '/a.png',
          introduction: 'hi',
          user: { id: 3, name: 'Ann', level: 0, balance: 10 },
        },
      }),
    );
    await useUserStore.getState().getInfo();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/vue-element-admin/user/info');
    // The session goes as its HttpOnly cookie: the console sends no token of its own.
    expect(fetchMock.mock.calls[0]![1].headers).not.toHaveProperty('Authorization');
    expect(fetchMock.mock.calls[0]![1].headers).toMatchObject({ 'X-Requested-With': 'ReelFleet' });
    expect(useUserStore.getState()).toMatchObject({
      roles: ['user'],
      name: 'Ann',
      avatar: '/a.png',
      introduction: 'hi',
    });
    expect(JSON.parse(localStorage.getItem('SYS_USER')!)).toEqual({
      id: 3,
      name: 'Ann',
      level: 0,
      balance: 10,
    });
  });

  it('rejects empty roles with the spec message', async () => {
    fetchMock.mockResolvedValue(
      json({ code: 200, message: 'ok', data: { roles: [], name: 'x', avatar: '', introduction: '' } }),
    );
    await expect(useUserStore.getState().getInfo()).rejects.toThrow(
      'getInfo: roles must be a non-null array!',
    );
  });

  it('rejects missing data with the spec message', async () => {
    fetchMock.mockResolvedValue(json({ code: 200, message: 'ok', data: null }));
    await expect(useUserStore.getState().getInfo()).rejects.toThrow(
      'Verification failed, please Login again.',
    );
  });

  it('logs out: ends the session, clears token, roles, routes, stored data and views', async () => {
    fetchMock.mockResolvedValue(json({ code: 200, message: 'ok', data: null }));
    localStorage.setItem('SYS_USER', '{"id":1}');
    localStorage.setItem('ACC_INFO', '{}');
    localStorage.setItem('SYS_LANG', 'zh');
    useUserStore.setState({ roles: ['user'] });
    usePermissionStore.getState().generateRoutes(appRoutes, ['user']);
    useTagsViewStore
      .getState()
      .addView({ path: '/dashboard', fullPath: '/dashboard', title: 't', affix: true });

    await useUserStore.getState().logout();

    expect(fetchMock.mock.calls[0]![0]).toBe('/api/vue-element-admin/user/logout');
    expect(getCookie(TOKEN_COOKIE)).toBeUndefined();
    expect(useUserStore.getState()).toMatchObject({ token: '', roles: [], user: null });
    expect(usePermissionStore.getState()).toMatchObject({ routes: [], generated: false });
    expect(useTagsViewStore.getState().visitedViews).toEqual([]);
    expect(localStorage.getItem('SYS_USER')).toBeNull();
    expect(localStorage.getItem('ACC_INFO')).toBeNull();
    // The language is the browser's choice, not user data.
    expect(localStorage.getItem('SYS_LANG')).toBe('zh');
  });

  it("trades a token that came in a link for its own session and keeps the server's user", async () => {
    localStorage.setItem('ACC_INFO', 'previous user');
    fetchMock.mockImplementation(async () => {
      setCookie(TOKEN_COOKIE, 'new-mark'); // the server's Set-Cookie
      return json({ code: 200, message: 'ok', data: { id: 9, name: 'Q', username: 'qq', balance: 5 } });
    });
    await useUserStore.getState().adoptSession('from-link');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/user/session/exchange');
    expect(JSON.parse(init.body)).toEqual({ token: 'from-link' });
    expect(getCookie(TOKEN_COOKIE)).toBe('new-mark');
    expect(useUserStore.getState()).toMatchObject({
      token: 'new-mark',
      roles: [],
      user: { id: 9, name: 'Q', username: 'qq', balance: 5 },
    });
    expect(localStorage.getItem('ACC_INFO')).toBeNull();
  });
});
