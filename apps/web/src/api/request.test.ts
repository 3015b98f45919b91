import { authEndpoints, TOKEN_COOKIE } from '@reelfleet/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCookie } from '../utils/cookie';
import { type Feedback, setFeedback } from '../utils/feedback';
import { call, upload } from './call';
import { deviceEndpoints, groupEndpoints } from './endpoints';
import { ApiError, configureRequest, type RequestOptions, request } from './request';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const get = <T>(path: string, query?: RequestOptions['query'], options?: RequestOptions) =>
  request<T>(path, { ...options, method: 'GET', query });
const post = (path: string, body: unknown) => request(path, { method: 'POST', body });

let fetchMock: ReturnType<typeof vi.fn>;
const feedback = { message: { error: vi.fn() }, modal: { confirm: vi.fn() } };
const hooks = {
  resetToken: vi.fn(),
  navigate: vi.fn(),
  currentPath: vi.fn(() => '/devices/list?x=1'),
  reload: vi.fn(),
};

beforeEach(() => {
  vi.clearAllMocks();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  setFeedback(feedback as unknown as Feedback);
  configureRequest(hooks);
  setCookie(TOKEN_COOKIE, 'tok-123');
});

afterEach(() => {
  vi.unstubAllGlobals();
  setFeedback(null);
});

const sentHeaders = (call = 0) =>
  (fetchMock.mock.calls[call]![1] as RequestInit).headers as Record<string, string>;

describe('request layer', () => {
  it('resolves to data under /api, with the language and the CSRF header; the session is the cookie, not a token', async () => {
    fetchMock.mockResolvedValue(json({ code: 200, message: 'ok', data: { n: 1 } }));
    await expect(get<{ n: number }>('/user/info/get', { a: 1, b: undefined })).resolves.toEqual({
      n: 1,
    });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/user/info/get?a=1');
    expect(sentHeaders()).toMatchObject({ 'Accept-Language': 'en', 'X-Requested-With': 'ReelFleet' });
    expect(sentHeaders().Authorization).toBeUndefined();
  });

  it('sends login, register and the verification code without a token', async () => {
    fetchMock.mockImplementation(async () => json({ code: 200, message: 'ok', data: null }));
    await post('/user/login', { username: 'x', password: 'y' });
    await post('/user/add', {});
    await get('/user/code');
    for (const call of [0, 1, 2]) expect(sentHeaders(call).Authorization).toBeUndefined();
    expect(sentHeaders(0)['Content-Type']).toBe('application/json');
  });

  it('on a code containing 401 resets the token and goes to /login with the page as redirect, without a toast', async () => {
    fetchMock.mockResolvedValue(json({ code: 401, message: 'Please log in', data: null }, 401));
    const error = await get('/dashboard/finance').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 401, message: 'Please log in', status: 401 });
    expect(hooks.resetToken).toHaveBeenCalledOnce();
    expect(hooks.navigate).toHaveBeenCalledWith('/login?redirect=%2Fdevices%2Flist%3Fx%3D1');
    expect(feedback.message.error).not.toHaveBeenCalled();
  });

  it('shows a rejected login instead of resetting a session', async () => {
    fetchMock.mockResolvedValue(json({ code: 401, message: 'Wrong username or password', data: null }, 401));
    await expect(post('/user/login', {})).rejects.toMatchObject({ code: 401 });
    expect(hooks.resetToken).not.toHaveBeenCalled();
    expect(feedback.message.error).toHaveBeenCalledWith({
      content: 'Wrong username or password',
      duration: 5,
    });
  });

  it.each([50008, 50012, 50014])(
    'on %i opens one Confirm logout dialog; Re-Login resets and reloads',
    async (code) => {
      fetchMock.mockImplementation(async () => json({ code, message: 'expired', data: null }, 401));
      await Promise.allSettled([get('/a'), get('/b')]);
      expect(feedback.modal.confirm).toHaveBeenCalledOnce();
      const options = feedback.modal.confirm.mock.calls[0]![0] as {
        onOk: () => void;
        afterClose: () => void;
      };
      expect(hooks.resetToken).not.toHaveBeenCalled();
      options.onOk();
      expect(hooks.resetToken).toHaveBeenCalledOnce();
      expect(hooks.reload).toHaveBeenCalledOnce();
      options.afterClose();
    },
  );

  it('opens the Confirm logout dialog once the dialogs have mounted when the session ends before', async () => {
    setFeedback(null);
    fetchMock.mockImplementation(async () => json({ code: 50014, message: 'expired', data: null }, 401));
    await Promise.allSettled([get('/a'), get('/b')]);
    expect(feedback.modal.confirm).not.toHaveBeenCalled();
    setFeedback(feedback as unknown as Feedback);
    await vi.waitFor(() => expect(feedback.modal.confirm).toHaveBeenCalledOnce());
    (feedback.modal.confirm.mock.calls[0]![0] as { afterClose: () => void }).afterClose();
  });

  it('on 020002 resets the token and goes to /', async () => {
    fetchMock.mockResolvedValue(json({ code: '020002', message: 'reset', data: null }, 401));
    await expect(get('/x')).rejects.toMatchObject({ code: '020002' });
    expect(hooks.resetToken).toHaveBeenCalledOnce();
    expect(hooks.navigate).toHaveBeenCalledWith('/');
  });

  it('toasts other failures for 5 s with the server message, or Error', async () => {
    fetchMock.mockResolvedValueOnce(
      json({ code: 400, message: 'Name cannot be empty', data: { errors: [] } }, 400),
    );
    await expect(post('/device/group/add', {})).rejects.toMatchObject({
      code: 400,
      data: { errors: [] },
    });
    expect(feedback.message.error).toHaveBeenLastCalledWith({ content: 'Name cannot be empty', duration: 5 });
    fetchMock.mockResolvedValueOnce(json({ code: 500, message: '', data: null }, 500));
    await expect(get('/y')).rejects.toMatchObject({ code: 500, message: 'Error' });
    expect(feedback.message.error).toHaveBeenLastCalledWith({ content: 'Error', duration: 5 });
  });

  it('stays quiet for silent calls and on the batch material upload path', async () => {
    fetchMock.mockImplementation(async () => json({ code: 413, message: 'too large', data: null }, 413));
    await expect(get('/z', undefined, { silent: true })).rejects.toBeInstanceOf(ApiError);
    await expect(
      request('/resource/material/upload', { method: 'POST', form: new FormData() }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(feedback.message.error).not.toHaveBeenCalled();
  });

  it('toasts transport errors with their message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(get('/x')).rejects.toMatchObject({ kind: 'transport', message: 'Failed to fetch' });
    expect(feedback.message.error).toHaveBeenCalledWith({ content: 'Failed to fetch', duration: 5 });
  });

  it('treats an answer that is not the JSON envelope as a transport error', async () => {
    fetchMock.mockResolvedValue(
      new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    await expect(get('/x')).rejects.toMatchObject({
      kind: 'transport',
      status: 502,
      message: '502 Bad Gateway',
    });
  });

  it('aborts after the timeout and reports it', async () => {
    fetchMock.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    await expect(request('/slow', { timeoutMs: 20 })).rejects.toMatchObject({ kind: 'timeout' });
    expect(feedback.message.error).toHaveBeenCalledOnce();
  });

  it('does not report a call the caller cancelled', async () => {
    fetchMock.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const controller = new AbortController();
    const pending = request('/slow', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
    expect(feedback.message.error).not.toHaveBeenCalled();
  });

  it('does not report a call cancelled while its body was read', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementation(async (_url: string, init: RequestInit) => ({
      status: 200,
      statusText: 'OK',
      headers: new Headers({ 'content-type': 'application/json' }),
      json: () =>
        new Promise((_resolve, reject) =>
          init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    }));
    const pending = request('/quote', { signal: controller.signal });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
    expect(feedback.message.error).not.toHaveBeenCalled();
  });

  it('uploads as multipart form data', async () => {
    fetchMock.mockResolvedValue(json({ code: 200, message: 'ok', data: { avatarPath: '/a.png' } }));
    await upload(authEndpoints.uploadAvatar, new Blob(['png']), { kind: 'avatar' });
    const init = fetchMock.mock.calls[0]![1] as RequestInit;
    expect(init.method).toBe('POST');
    expect(init.body).toBeInstanceOf(FormData);
    expect((init.body as FormData).get('kind')).toBe('avatar');
    expect((init.body as FormData).get('file')).toBeInstanceOf(Blob);
    expect(sentHeaders()['Content-Type']).toBeUndefined();
  });

  it('sends a creation call with one Idempotency-Key per submission: again after a failure, new after a success', async () => {
    const rent = { body: { count: 1, months: 1 } };
    fetchMock.mockResolvedValueOnce(json({ code: 500, message: 'down', data: null }, 500));
    await expect(call(deviceEndpoints.rent, rent)).rejects.toBeInstanceOf(ApiError);
    fetchMock.mockImplementation(async () => json({ code: 200, message: 'ok', data: {} }));
    await call(deviceEndpoints.rent, rent);
    await call(deviceEndpoints.rent, rent);
    await call(deviceEndpoints.rent, { body: { count: 2, months: 1 } });
    const keys = [0, 1, 2, 3].map((i) => sentHeaders(i)['Idempotency-Key']);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    // The retry of the failed submission is the same submission; the next rental is a new one.
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
    expect(new Set(keys.slice(1)).size).toBe(3);
    // Calls that create nothing carry none.
    await call(groupEndpoints.list, { body: {} });
    expect(sentHeaders(4)['Idempotency-Key']).toBeUndefined();
  });
});
