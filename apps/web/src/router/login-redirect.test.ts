import { describe, expect, it } from 'vitest';
import { loginPathFor, redirectAfterLogin } from './login-redirect';

describe('redirectAfterLogin', () => {
  it('returns the wanted console path with its query', () => {
    expect(redirectAfterLogin('?redirect=%2Fdevices%2Flist')).toBe('/devices/list');
    expect(redirectAfterLogin('?redirect=%2Faccount%2Flist%3Ftag%3D3')).toBe('/account/list?tag=3');
  });

  it('never leaves the console or loops to /login: the dashboard instead', () => {
    expect(redirectAfterLogin('?redirect=https%3A%2F%2Fevil.example')).toBe('/dashboard');
    expect(redirectAfterLogin('?redirect=%2F%2Fevil.example')).toBe('/dashboard');
    expect(redirectAfterLogin('?redirect=%2F%5Cevil.example')).toBe('/dashboard');
    expect(redirectAfterLogin('?redirect=%2Flogin%3Fredirect%3D%2Fx')).toBe('/dashboard');
    expect(redirectAfterLogin('')).toBe('/dashboard');
  });

  it('goes to the dashboard itself, not through /', () => {
    expect(redirectAfterLogin('?redirect=%2F')).toBe('/dashboard');
  });
});

describe('loginPathFor', () => {
  it('round-trips with redirectAfterLogin', () => {
    const login = loginPathFor('/video/list?page=2');
    expect(login).toBe('/login?redirect=%2Fvideo%2Flist%3Fpage%3D2');
    expect(redirectAfterLogin(login.slice(login.indexOf('?')))).toBe('/video/list?page=2');
  });
  it('adds extra fields and leaves out /login itself', () => {
    expect(loginPathFor('/login', { account: 'a' })).toBe('/login?account=a');
  });
});
