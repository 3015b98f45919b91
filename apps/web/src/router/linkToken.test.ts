import { describe, expect, it, vi } from 'vitest';
import { takeLinkToken } from './linkToken';

const at = (href: string) => {
  const history = { state: { idx: 3 }, replaceState: vi.fn() };
  const token = takeLinkToken({ href } as Location, history as unknown as History);
  return { token, history };
};

describe('a token in the address', () => {
  it('is taken out of it with the user fields, keeping the rest, before anything else reads it', () => {
    const { token, history } = at(
      'http://c.test/auth-redirect?token=abc&name=Ann&id=7&redirect=%2Fuser%2Fprofile#top',
    );
    expect(token).toBe('abc');
    expect(history.replaceState).toHaveBeenCalledWith(
      { idx: 3 },
      '',
      '/auth-redirect?redirect=%2Fuser%2Fprofile#top',
    );
  });

  it('leaves an address without one alone', () => {
    const { token, history } = at('http://c.test/dashboard?name=Ann');
    expect(token).toBeNull();
    expect(history.replaceState).not.toHaveBeenCalled();
  });

  it('drops an empty one from the address but brings no token', () => {
    const { token, history } = at('http://c.test/dashboard?token=');
    expect(token).toBeNull();
    expect(history.replaceState).toHaveBeenCalledWith({ idx: 3 }, '', '/dashboard');
  });
});
