import { describe, expect, it } from 'vitest';
import { decideAccess } from './guard';
import { appRoutes } from './routes';

const decide = (url: string, hasToken: boolean) => {
  const [pathname, search = ''] = url.split('?');
  return decideAccess({
    pathname: pathname!,
    search: search ? `?${search}` : '',
    hasToken,
    routes: appRoutes,
  });
};

const redirect = (to: string) => ({ type: 'redirect', to });
const invite = (to: string) => ({ type: 'invite', to });

describe('decideAccess without a token', () => {
  it('opens /login and /auth-redirect', () => {
    expect(decide('/login', false)).toEqual({ type: 'allow' });
    expect(decide('/auth-redirect?x=1', false)).toEqual({ type: 'allow' });
  });

  it('sends any other path to /login with the wanted path (and query) as redirect', () => {
    expect(decide('/devices/list', false)).toEqual(redirect('/login?redirect=%2Fdevices%2Flist'));
    expect(decide('/account/list?tag=3', false)).toEqual(
      redirect('/login?redirect=%2Faccount%2Flist%3Ftag%3D3'),
    );
    expect(decide('/404', false)).toEqual(redirect('/login?redirect=%2F404'));
    expect(decide('/no/such/page', false)).toEqual(redirect('/login?redirect=%2Fno%2Fsuch%2Fpage'));
  });

  it('follows the table redirect first (/ -> /dashboard, /devices -> /devices/list)', () => {
    expect(decide('/', false)).toEqual(redirect('/dashboard'));
    expect(decide('/devices?a=1', false)).toEqual(redirect('/devices/list?a=1'));
  });

  it('passes account and password on to the login form, out of the redirect', () => {
    expect(decide('/dashboard?account=demo-user&password=pw123456', false)).toEqual(
      redirect('/login?redirect=%2Fdashboard&account=demo-user&password=pw123456'),
    );
    expect(decide('/login?account=demo-user', false)).toEqual({ type: 'allow' });
  });
});

describe('decideAccess with a token', () => {
  it('sends /login straight to where the login leads', () => {
    expect(decide('/login', true)).toEqual(redirect('/dashboard'));
    expect(decide('/login?redirect=%2Fvideo%2Flist', true)).toEqual(redirect('/video/list'));
  });

  it('asks for the session on every console route', () => {
    expect(decide('/dashboard', true)).toEqual({ type: 'session' });
    expect(decide('/redirect/devices/list', true)).toEqual({ type: 'session' });
    expect(decide('/nowhere', true)).toEqual({ type: 'session' });
  });

  it('keeps /auth-redirect open', () => {
    expect(decide('/auth-redirect', true)).toEqual({ type: 'allow' });
  });
});

describe('decideAccess with an invitation code', () => {
  it('logs a logged-in user out and opens /login with the code', () => {
    expect(decide('/dashboard?invitationCode=29HRQLNJ', true)).toEqual(
      invite('/login?invitationCode=29HRQLNJ'),
    );
    expect(decide('/login?code=29HRQLNJ', true)).toEqual(invite('/login?invitationCode=29HRQLNJ'));
  });

  it('without a token, goes to /login carrying the code (alias code= included)', () => {
    expect(decide('/?code=ABCD1234', false)).toEqual(redirect('/dashboard?code=ABCD1234'));
    expect(decide('/dashboard?code=ABCD1234', false)).toEqual(redirect('/login?invitationCode=ABCD1234'));
    expect(decide('/login?code=ABCD1234', false)).toEqual(redirect('/login?invitationCode=ABCD1234'));
    expect(decide('/login?invitationCode=ABCD1234', false)).toEqual({ type: 'allow' });
  });
});

describe('decideAccess with a token that came in the address', () => {
  const withLink = (url: string, hasToken: boolean) => {
    const [pathname, search = ''] = url.split('?');
    return decideAccess({ pathname: pathname!, search, hasToken, linkToken: true, routes: appRoutes });
  };

  it('trades it and goes to /dashboard, with or without a session open', () => {
    expect(withLink('/account/list', false)).toEqual({ type: 'adopt', to: '/dashboard' });
    expect(withLink('/account/list', true)).toEqual({ type: 'adopt', to: '/dashboard' });
  });

  it('leaves /auth-redirect to its page', () => {
    expect(withLink('/auth-redirect', true)).toEqual({ type: 'allow' });
  });
});
