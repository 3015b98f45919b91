import { randomBytes } from 'node:crypto';
import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { SESSION_COOKIE, TOKEN_COOKIE } from '@reelfleet/contract';
import { E2E_ADMIN_PASSWORD } from '../playwright.config';
import { watchI18n } from './i18n-misses';

/** Helpers of the console-pages e2e specs: API set-up through the real server, never through the UI under test. */

export const ADMIN = { username: 'admin', password: E2E_ADMIN_PASSWORD };

interface Envelope<T> {
  code: number | string;
  message: string;
  data: T;
}

export async function api<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: { token?: string; body?: unknown; lang?: 'en' | 'zh' } = {},
): Promise<T> {
  const response = await request.fetch(`/api${path}`, {
    method,
    headers: {
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      'Accept-Language': options.lang ?? 'en',
    },
    data: options.body,
  });
  const body = (await response.json()) as Envelope<T>;
  expect(body.code, `${method} ${path}: ${body.message}`).toBe(200);
  return body.data;
}

export async function apiLogin(
  request: APIRequestContext,
  username: string,
  password: string,
): Promise<string> {
  const data = await api<{ token: string }>(request, 'POST', '/user/login', { body: { username, password } });
  return data.token;
}

/** A name no other test run used: the e2e database lives for the whole run. */
export function uniqueName(prefix: string): string {
  return `${prefix}${randomBytes(4).toString('hex')}`;
}

export interface CreatedUser {
  id: number;
  username: string;
  password: string;
  inviteCode: string | null;
}

/** An owner made by the admin; level > 0 makes an agent with an invitation code. */
export async function createOwner(
  request: APIRequestContext,
  adminToken: string,
  options: { prefix?: string; level?: number } = {},
): Promise<CreatedUser> {
  const username = uniqueName(options.prefix ?? 'e2eu');
  const password = 'Secret123x';
  const created = await api<{ id: number; inviteCode: string | null }>(request, 'POST', '/admin/user/add', {
    token: adminToken,
    body: { username, password, email: `${username}@example.com`, level: options.level ?? 0 },
  });
  return { id: created.id, username, password, inviteCode: created.inviteCode };
}

export async function recharge(
  request: APIRequestContext,
  adminToken: string,
  userId: number,
  amount: number,
) {
  await api(request, 'POST', '/admin/user/recharge', {
    token: adminToken,
    body: { userId, amount, idemKey: uniqueName('e2e-'), remark: 'e2e recharge' },
  });
}

export interface NotificationBody {
  userId: number;
  type: 'task' | 'system' | 'finance';
  message: string;
  mark?: string;
}

export async function sendNotification(
  request: APIRequestContext,
  adminToken: string,
  body: NotificationBody,
) {
  return api<{ id: number }>(request, 'POST', '/system/message/send', { token: adminToken, body });
}

/**
 * The cookies of a console session for an API token, as the server sets them at a console login:
 * the HttpOnly token cookie for /api and the readable Admin-Token mark (no secret in it).
 */
export function sessionCookies(token: string, baseURL: string | undefined) {
  const url = new URL(baseURL ?? 'http://127.0.0.1:8181');
  const common = { domain: url.hostname, sameSite: 'Strict' as const, secure: false };
  return [
    { name: SESSION_COOKIE, value: token, path: '/api', httpOnly: true, ...common },
    { name: TOKEN_COOKIE, value: uniqueName('mark'), path: '/', httpOnly: false, ...common },
  ];
}

/** The console's session token (its HttpOnly cookie) in a browser context, or undefined. */
export async function sessionToken(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((c) => c.name === SESSION_COOKIE)?.value;
}

/** Opens the console already logged in (the session cookies), in a language and theme. */
export async function useSession(
  context: BrowserContext,
  baseURL: string | undefined,
  token: string,
  options: { lang?: 'en' | 'zh'; dark?: boolean } = {},
) {
  await context.addCookies(sessionCookies(token, baseURL));
  await usePreferences(context, options);
}

/** Language (SYS_LANG) and dark theme (SYS_SETTINGS) before the console starts. */
export async function usePreferences(
  context: BrowserContext,
  { lang = 'en', dark = false }: { lang?: 'en' | 'zh'; dark?: boolean },
) {
  await watchI18n(context);
  await context.addInitScript(
    ([l, d]) => {
      if (!sessionStorage.getItem('e2e-prefs')) {
        localStorage.setItem('SYS_LANG', l as string);
        localStorage.setItem('SYS_SETTINGS', JSON.stringify({ darkMode: d }));
        sessionStorage.setItem('e2e-prefs', '1');
      }
    },
    [lang, dark] as const,
  );
}

/** Logs in through the login form on screen. */
export async function logInWithForm(page: Page, username: string, password: string) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

export interface ScreenVariant {
  name: string;
  width: number;
  height: number;
  dark: boolean;
  lang: 'en' | 'zh';
}

/** The screenshot specs' variants: desktop and 800 px, light and dark, English and Chinese. */
export function screenVariants(height: { desktop: number; narrow: number }): ScreenVariant[] {
  return [
    { name: 'desktop-light-en', width: 1280, height: height.desktop, dark: false, lang: 'en' },
    { name: 'desktop-dark-zh', width: 1280, height: height.desktop, dark: true, lang: 'zh' },
    { name: '800-light-zh', width: 800, height: height.narrow, dark: false, lang: 'zh' },
    { name: '800-dark-en', width: 800, height: height.narrow, dark: true, lang: 'en' },
  ];
}

/** Opens a screen from the sidebar (the console stays loaded, so visited views stay kept). */
export async function openFromMenu(page: Page, menu: string, item: string) {
  // Submenus animate open; on a loaded machine a click can land mid-animation,
  // so open the submenu again when its item is not showing, as a user would.
  await expect(async () => {
    const link = page.getByRole('menuitem', { name: item, exact: true });
    if (!(await link.isVisible())) await page.getByRole('menuitem', { name: menu }).click();
    await link.click({ timeout: 3_000 });
    await expect(page.getByRole('heading', { name: item })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * Answers `popup` (a dialog, a dropdown menu, a Select's list) once it shows and its opening motion
 * has ended. antd first draws it in place but transparent (Playwright counts it visible, and it is
 * still), then shrinks it to nothing and grows it back. A click aimed at the first stage is pressed
 * there, the press lets the motion start, and the release lands beside it: no click (a dialog's OK
 * or Next "did nothing"). A look at its options in the second stage (a count, `.all()`) finds none.
 * Until its motion ends a menu may not be aligned under its button yet either. It may take a while
 * to show: a dialog's code is fetched when it first opens (on a loaded machine).
 */
export async function opened(popup: Locator, timeout = 30_000): Promise<Locator> {
  await expect(popup).toBeVisible({ timeout });
  await expect(popup).not.toHaveClass(/-(appear|enter)(-|\s|$)/);
  return popup;
}

/**
 * Opens one of the navbar's dropdown menus (`button`: its accessible name) and clicks `item` once the
 * menu has finished opening (`opened`): a click aimed earlier (a loaded machine) scrolled the page,
 * landed on the settings button beside it, and its hint then covered the menu's first item for good.
 */
export async function chooseFromNavbarMenu(page: Page, button: string | RegExp, item: string | RegExp) {
  await page.getByRole('button', { name: button }).click();
  const choice = page.getByRole('menuitem', { name: item });
  await opened(page.locator('.ant-dropdown').filter({ has: choice }));
  await choice.click();
}

/** A view's tag in the open-views bar. */
export const viewTag = (page: Page, path: string) =>
  page.getByRole('navigation', { name: 'Open views' }).locator(`[data-path="${path}"]`);

/** Another language or theme in the same tab (the fixture sets them once per tab), then a reload. */
export async function switchPrefs(page: Page, lang: 'en' | 'zh', dark = false) {
  await page.evaluate(
    ([l, d]) => {
      localStorage.setItem('SYS_LANG', l as string);
      localStorage.setItem('SYS_SETTINGS', JSON.stringify({ darkMode: d }));
    },
    [lang, dark] as const,
  );
  await page.reload();
}

export async function shot(page: Page, name: string) {
  await page.screenshot({ path: `/tmp/shots/pages-${name}.png`, fullPage: false });
}

/** Holds the answers to requests for `url` until the function it answers is called (a late answer). */
export async function holdRoute(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Types `typed` (out of range) into the number field `label` of `form` and sends it with the button
 * `submit`: the field's rule says so by its label (`<label> <rule>`), and the value stays as typed
 * (not changed into one in range).
 */
export async function expectRefusedAsTyped(
  form: Locator,
  label: string,
  typed: string,
  submit: string,
  rule: string,
) {
  await form.getByLabel(label).fill(typed);
  await form.getByRole('button', { name: submit }).click();
  await expect(form.getByText(`${label} ${rule}`)).toBeVisible();
  await expect(form.getByLabel(label)).toHaveValue(typed);
}
