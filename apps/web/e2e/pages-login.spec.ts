import { expect, test } from './fixtures';
import { apiLogin, chooseFromNavbarMenu, logInWithForm, sessionToken } from './pages-helpers';

test.describe('login screen', () => {
  test('a wrong password shows the server message and stays on the login page', async ({ page, user }) => {
    await page.goto('/login');
    await logInWithForm(page, user.username, 'not-the-password');
    await expect(page.getByText('Wrong username or password')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
    expect((await page.context().cookies()).find((c) => c.name === 'Admin-Token')).toBeUndefined();
  });

  test('a second wrong password replaces the error toast instead of stacking a second one', async ({
    page,
    user,
  }) => {
    await page.goto('/login');
    await logInWithForm(page, user.username, 'not-the-password');
    const toasts = page.locator('.ant-message-notice');
    await expect(toasts.filter({ hasText: 'Wrong username or password' })).toHaveCount(1);
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/user/login'));
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await answered;
    // The first toast lasts 5 s: without its key the second one would stand under it for a while.
    const counts: number[] = [];
    for (let i = 0; i < 6; i++) {
      counts.push(await toasts.count());
      await page.waitForTimeout(200);
    }
    expect(Math.max(...counts)).toBe(1);
    await expect(toasts).toHaveText('Wrong username or password');
  });

  test('the verification code, when the server asks for it, says why it appeared', async ({ page }) => {
    // The e2e server runs with CAPTCHA=off, so the server's answer after repeated failures is played here.
    await page.route('**/api/user/login', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          code: 400,
          message: 'Wrong username or password',
          data: { captchaRequired: true },
        }),
      }),
    );
    await page.goto('/login');
    await expect(page.getByText('Several failed attempts')).toHaveCount(0);
    await logInWithForm(page, 'someone_else', 'not-the-password');
    await expect(
      page.getByRole('status').filter({ hasText: 'Several failed attempts: type the code to go on.' }),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Verification code' })).toBeVisible();
    await page.getByRole('button', { name: '中文' }).click();
    await expect(page.getByText('多次登录失败：请输入验证码后继续。')).toBeVisible();
    await page.screenshot({ path: '/tmp/ux-rules-shots/login-captcha-why-zh.png' });
  });

  test('the form checks the spec rules before asking the server', async ({ page }) => {
    await page.goto('/login');
    const username = page.getByLabel('Username');
    // Non-ASCII is dropped as it is typed.
    await username.pressSequentially('ab中文c');
    await expect(username).toHaveValue('abc');
    await page.getByLabel('Password').fill('12345');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByText('Username must be at least 5 characters')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  });

  test('the right password stores the token and opens the redirect path', async ({ page, user }) => {
    await page.goto('/user/finance');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fuser%2Ffinance/);
    await logInWithForm(page, user.username, user.password);
    await expect(page).toHaveURL(/\/user\/finance$/);
    await expect(page.getByRole('heading', { name: 'Recharge details' })).toBeVisible();
    // The token is in an HttpOnly cookie no page script reads; Admin-Token only marks the session.
    const cookies = await page.context().cookies();
    const session = cookies.find((c) => c.name === 'RF-Session');
    expect(session?.value.length).toBeGreaterThan(30);
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api' });
    const mark = cookies.find((c) => c.name === 'Admin-Token');
    expect(mark?.value).toBeTruthy();
    expect(mark?.value).not.toBe(session?.value);
    expect(await page.evaluate(() => document.cookie)).not.toContain(session?.value ?? '-');
  });

  test('a login with a redirect goes straight there: no stop at / or the dashboard, none of its requests', async ({
    page,
    user,
  }) => {
    await page.goto('/login?redirect=%2Fproxy%2Fagentmanage');
    const dashboardCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/dashboard/')) dashboardCalls.push(r.url());
    });
    const paths: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) paths.push(new URL(frame.url()).pathname);
    });
    await logInWithForm(page, user.username, user.password);
    await expect(page.getByRole('heading', { name: 'Proxy List' })).toBeVisible();
    await expect(page).toHaveURL(/\/proxy\/agentmanage$/);
    await page.waitForLoadState('networkidle');
    expect(paths.filter((p) => p !== '/login')).toEqual(['/proxy/agentmanage']);
    expect(dashboardCalls).toEqual([]);
  });

  test('account and password in the query prefill the form; login then goes to the dashboard', async ({
    page,
    user,
  }) => {
    await page.goto(`/login?account=${user.username}&password=${user.password}`);
    await expect(page.getByLabel('Username')).toHaveValue(user.username);
    await expect(page.getByLabel('Password')).toHaveValue(user.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('the language switch changes the login page', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: '中文' }).click();
    await expect(page.getByRole('heading', { name: '登录', exact: true })).toBeVisible();
    await expect(page.getByLabel('用户名')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: '登录', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { name: 'Log in', exact: true })).toBeVisible();
  });

  test('a Chinese browser opens the login page in Chinese before any choice', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'zh-CN' });
    const page = await context.newPage();
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: '登录', exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await context.close();
  });

  test('logout asks first, ends the session and guards the console again', async ({
    page,
    request,
    user,
  }) => {
    await page.goto('/login');
    await logInWithForm(page, user.username, user.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    const token = (await sessionToken(page.context())) ?? '';

    // Chosen once the menu has finished opening (a click during its motion was lost in CI).
    await chooseFromNavbarMenu(page, /user menu/i, /log out/i);
    // The console leaves once the server has answered the logout (slow under a full suite's load).
    const loggedOut = page.waitForResponse((r) => r.url().includes('/user/logout'), { timeout: 30_000 });
    await page.getByRole('button', { name: 'Confirm' }).click();
    expect((await loggedOut).status()).toBe(200);
    await expect(page).toHaveURL(/\/login$/, { timeout: 30_000 });
    expect((await page.context().cookies()).find((c) => c.name === 'Admin-Token')).toBeUndefined();
    // The token died on the server too.
    const info = await request.get('/api/user/info/get', { headers: { Authorization: `Bearer ${token}` } });
    expect(info.status()).toBe(401);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard/);
  });

  test('/auth-redirect keeps a handed-over session and opens its redirect path; without a token, login', async ({
    page,
    request,
    user,
  }) => {
    const token = await apiLogin(request, user.username, user.password);
    await page.goto('/auth-redirect');
    await expect(page).toHaveURL(/\/login$/);

    await page.goto(`/auth-redirect?token=${token}&name=Handed%20over&redirect=%2Fuser%2Fprofile`);
    await expect(page).toHaveURL(/\/user\/profile$/);
    await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible();
    // Traded once for the browser's own session: the link's token is dead, and left no trace in the history.
    const session = await sessionToken(page.context());
    expect(session).toBeTruthy();
    expect(session).not.toBe(token);
    const old = await request.get('/api/user/info/get', { headers: { Authorization: `Bearer ${token}` } });
    expect(old.status()).toBe(401);
    await page.goBack();
    expect(page.url()).not.toContain(token);
  });
});
