import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';
import LoginForm from './LoginForm';

beforeAll(async () => {
  await initI18n('en');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('LoginForm', () => {
  it('asks for the verification code when the server wants one, and sends it with the next try', {
    timeout: 20_000,
  }, async () => {
    const fetchMock = vi.fn(async (url: string) => {
      if (String(url).includes('/user/code')) {
        return reply(200, {
          code: 200,
          message: 'ok',
          data: { id: 'cap-1', image: 'data:image/svg+xml,x', expiresInSeconds: 120 },
        });
      }
      return reply(400, {
        code: 400,
        message: 'Too many failed logins: enter the verification code',
        data: {
          captchaRequired: true,
          field: 'code',
          errors: [{ field: 'code', message: 'Verification code is required' }],
        },
      });
    });
    vi.stubGlobal('fetch', fetchMock);
    render(
      <App>
        <MemoryRouter>
          <LoginForm initial={{ username: 'owner_one', password: 'secret1' }} />
        </MemoryRouter>
      </App>,
    );
    expect(screen.queryByLabelText('Verification code')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /log in|login|sign in/i }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled(), { timeout: 8000 });
    const input = await screen.findByLabelText('Verification code', undefined, { timeout: 8000 });
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/user/code'))).toBe(true),
    );
    fireEvent.change(input, { target: { value: 'ab12' } });
    fireEvent.click(screen.getByRole('button', { name: /log in|login|sign in/i }));
    await waitFor(() => {
      const logins = fetchMock.mock.calls.filter(([u]) => String(u).endsWith('/user/login'));
      expect(logins.length).toBe(2);
      expect(JSON.parse(String((logins[1] as unknown as [string, RequestInit])[1].body))).toMatchObject({
        username: 'owner_one',
        captchaId: 'cap-1',
        code: 'AB12',
      });
    });
  });
});
