import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiLogin, logInWithForm, sessionToken } from './pages-helpers';

/** Issue 39: the console under its CSP, never framed; a link cannot swap a session; log out everywhere. */

/** Collects CSP violations (the page's own events) and the browser's CSP console errors. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  const console: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) console.push(m.text());
  });
  return async () => [
    ...(await page.evaluate(() => (window as unknown as { __violations?: string[] }).__violations ?? [])),
    ...console,
  ];
}

test.describe('browser security', () => {
  test('the console works under its CSP: logging in as the demo user and opening screens reports no violation', async ({
    page,
  }) => {
    const violations = await watchViolations(page);
    const html = await page.goto('/login');
    const csp = html?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(html?.headers()['x-frame-options']).toBe('DENY');
    await logInWithForm(page, 'demo-user', 'DemoUser123');
    await expect(page).toHaveURL(/\/dashboard$/);
    const screens: [string, string][] = [
      ['/devices/list', 'Device List'],
      ['/account/list', 'Account List'],
      ['/material/image', 'Image Materials'],
      ['/user/profile', 'Account settings'],
      ['/help/price', 'Product Pricing'],
    ];
    for (const [path, heading] of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading })).toBeVisible({ timeout: 30_000 });
      expect(await violations(), path).toEqual([]);
    }
    // A form that loads the contract's schemas (zod, which must not try `new Function`).
    await page.goto('/user/profile');
    await page.getByRole('tab', { name: 'Change password' }).click();
    await page.getByLabel('Current password').fill('x');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText(/required|at least|longer/i).first()).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test('the API documentation (swagger-ui) works under the CSP', async ({ page }) => {
    const violations = await watchViolations(page);
    const docs = await page.goto('/api/docs');
    expect(docs?.headers()['content-security-policy'] ?? '').toContain("frame-ancestors 'none'");
    await expect(page.getByRole('heading', { name: /ReelFleet API/ })).toBeVisible({ timeout: 30_000 });
    // Its operations are drawn (swagger-ui's own script ran).
    await expect(page.locator('.opblock-summary-path').first()).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test('another site cannot frame the console', async ({ page, baseURL }) => {
    // A page of another origin that frames the console's login page.
    await page.route('http://elsewhere.test/', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><iframe src="${baseURL}/login" width="800" height="600"></iframe>`,
      }),
    );
    await page.goto('http://elsewhere.test/');
    // The browser refuses the frame (frame-ancestors 'none', X-Frame-Options DENY): an error page in its place.
    await expect.poll(() => page.frames()[1]?.url(), { timeout: 15_000 }).toMatch(/^chrome-error:/);
    await expect(page.frameLocator('iframe').getByLabel('Username')).toHaveCount(0);
  });

  test('a link with a token asks before replacing an open session, naming both users; the token leaves the address', async ({
    page,
    request,
    user,
    agent,
    openAs,
  }) => {
    await openAs(user, '/user/profile', { heading: 'Account settings' });
    const mine = await sessionToken(page.context());
    const theirs = await apiLogin(request, agent.username, agent.password);

    await page.goto(`/auth-redirect?token=${theirs}&name=Someone&redirect=%2Fuser%2Fprofile`);
    const ask = page.getByRole('dialog', { name: 'Switch account?' });
    await expect(ask).toBeVisible();
    await expect(ask).toContainText(`You are signed in as ${user.username}.`);
    await expect(ask).toContainText(`This link signs in as ${agent.username}.`);
    // Out of the address bar (and so of the history) before anything else.
    expect(page.url()).not.toContain(theirs);
    expect(page.url()).not.toContain('token=');

    await ask.getByRole('button', { name: `Stay as ${user.username}` }).click();
    await expect(page).toHaveURL(/\/user\/profile$/);
    await expect(page.locator('main')).toContainText(user.username);
    expect(await sessionToken(page.context())).toBe(mine);

    // Asked again, the visitor switches: the link's user, in a session of this browser's own.
    await page.goto(`/dashboard?token=${theirs}`);
    const again = page.getByRole('dialog', { name: 'Switch account?' });
    await again.getByRole('button', { name: 'Switch' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/user/profile');
    await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible();
    await expect(page.locator('main')).toContainText(agent.username);
    const switched = await sessionToken(page.context());
    expect(switched).not.toBe(mine);
    expect(switched).not.toBe(theirs);
    // The link's token was good for that one use.
    const old = await request.get('/api/user/info/get', { headers: { Authorization: `Bearer ${theirs}` } });
    expect(old.status()).toBe(401);
  });

  test('log out everywhere in the user centre ends every session of the account, this one too', async ({
    page,
    request,
    user,
  }) => {
    const elsewhere = await apiLogin(request, user.username, user.password);
    await page.goto('/login?redirect=%2Fuser%2Fprofile');
    await logInWithForm(page, user.username, user.password);
    await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible();
    await page.getByRole('tab', { name: 'Sessions' }).click();
    await page.getByRole('button', { name: 'Log out everywhere' }).click();
    const ask = page.getByRole('dialog', { name: 'Log out everywhere' });
    await expect(ask).toContainText('Log out of every browser and device, this one too?');
    await ask.getByRole('button', { name: 'Log out everywhere' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const info = await request.get('/api/user/info/get', {
      headers: { Authorization: `Bearer ${elsewhere}` },
    });
    expect(info.status()).toBe(401);
    await page.goto('/user/profile');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fuser%2Fprofile/);
  });
});
