import { expect, test } from './fixtures';
import { openDialog } from './fleet-helpers';
import { useSession } from './pages-helpers';

test.describe('layout', () => {
  test('below 992 px the sidebar is a drawer opened from the navbar', async ({ page, user, openAs }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await openAs(user, '/dashboard');
    await expect(page.getByRole('menuitem', { name: 'Device Management' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await page.getByRole('menuitem', { name: 'Device Management' }).click();
    await page.getByRole('menuitem', { name: 'Group Management' }).click();
    await expect(page).toHaveURL(/\/devices\/group$/);
    await expect(page.getByRole('heading', { name: 'Group Management' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Device Management' })).toBeHidden();
  });

  test('on a touch screen the first tap on a navbar menu opens it, in Chinese too', async ({
    browser,
    baseURL,
    admin,
  }) => {
    // The navbar's menus mount on first use (layout/firstUse.tsx): a tap comes with no hover first.
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 800, height: 900 },
      hasTouch: true,
      isMobile: true,
    });
    await useSession(context, baseURL, admin, { lang: 'zh' });
    const page = await context.newPage();
    await page.goto('/dashboard');
    const open = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
    await page.getByRole('button', { name: '用户菜单' }).tap();
    await expect(open.getByRole('menuitem', { name: '个人中心' })).toBeVisible();
    await page.locator('.rf-main').tap({ position: { x: 200, y: 400 } });
    await expect(open).toHaveCount(0);
    await page.getByRole('button', { name: '语言' }).tap();
    await open.getByRole('menuitem', { name: 'English' }).tap();
    await expect(page.getByRole('button', { name: 'Language' })).toBeVisible();
    await context.close();
  });

  test('the sidebar opens one submenu at a time, on the desktop and in the drawer, and fits its column', async ({
    page,
    user,
    openAs,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openAs(user, '/account/list');
    const submenu = (name: string) => page.getByRole('menuitem', { name });
    const expanded = () =>
      page.locator('.rf-sidebar [role="menuitem"][aria-expanded="true"]').allTextContents();
    // The active route's parent is open.
    await expect.poll(expanded).toEqual(['Account Management']);
    await submenu('Device Management').click();
    await expect.poll(expanded).toEqual(['Device Management']);
    await submenu('Task Management').click();
    await expect.poll(expanded).toEqual(['Task Management']);
    const sider = page.locator('.rf-sider');
    expect(await sider.evaluate((e) => e.scrollHeight <= e.clientHeight)).toBe(true);
    await submenu('Task Management').click();
    await expect.poll(expanded).toEqual([]);
    // Going to a route opens its parent and only that.
    await submenu('Proxy Management').click();
    await page.getByRole('menuitem', { name: 'Proxy List' }).click();
    await expect(page).toHaveURL(/\/proxy\/agentmanage$/);
    await page.goto('/devices/group');
    await expect.poll(expanded).toEqual(['Device Management']);

    await page.setViewportSize({ width: 800, height: 900 });
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect.poll(expanded).toEqual(['Device Management']);
    await submenu('Account Management').click();
    await expect.poll(expanded).toEqual(['Account Management']);
    await submenu('Help Center').click();
    await expect.poll(expanded).toEqual(['Help Center']);
  });

  test('at desktop width the sidebar is 260 px and folds to icons', async ({ page, admin, openAs }) => {
    await openAs(admin, '/dashboard');
    const sider = page.locator('.rf-sider');
    await expect.poll(async () => (await sider.boundingBox())?.width).toBe(260);
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect.poll(async () => (await sider.boundingBox())?.width).toBe(64);
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
  });

  test('fixed buttons open the help centre, the contact dialog and the workbench with the message box', async ({
    page,
    user,
    openAs,
  }) => {
    // An owner: the admin has no workbench (shell-access, the admin's menu).
    await openAs(user, '/dashboard');

    const contact = await openDialog(page, 'Contact us');
    await expect(contact.getByText('Our staff will never ask for your account password.')).toBeVisible();
    await expect(contact.getByText('09:00-23:00')).toBeVisible();
    await contact.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Help centre' }).click();
    await page.getByRole('dialog', { name: 'Help centre' }).getByText('Product Pricing').click();
    await expect(page).toHaveURL(/\/help\/price$/);

    const workbenchButton = page.getByRole('button', { name: 'Customer-service workbench' });
    expect((await workbenchButton.boundingBox())?.y).toBe(250);
    await workbenchButton.click();
    await page
      .getByRole('dialog', { name: 'Customer-service workbench' })
      .getByRole('button', { name: /Message box/ })
      .click();
    // The workspace's auto-reply switches.
    const box = page.getByRole('dialog', { name: /Message box/ });
    await expect(box.getByRole('switch').first()).toBeVisible();
  });

  test('logout asks first, then clears the cookie and stored data and opens /login', async ({
    page,
    context,
    request,
    admin: token,
    openAs,
  }) => {
    await openAs(token, '/devices/list', { heading: 'Device List' });
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    const confirm = page.getByRole('dialog', { name: 'Log out' });
    await expect(confirm.getByText('Are you sure you want to log out?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/devices\/list$/);

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await page.getByRole('dialog', { name: 'Log out' }).getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect((await context.cookies()).find((c) => c.name === 'Admin-Token')).toBeUndefined();
    expect(await page.evaluate(() => localStorage.getItem('SYS_USER'))).toBeNull();
    // The server ended the session too.
    const info = await request.get('/api/user/info/get', { headers: { Authorization: `Bearer ${token}` } });
    expect(info.status()).toBe(401);
  });
});

test.describe('parts fetched on first use', () => {
  test('offline, a confirm or the settings drawer says the server could not be reached; the page stays and the next click fetches them', async ({
    page,
    admin,
    openAs,
  }) => {
    await page.route(/\/assets\/(DialogHolders|SettingsDrawer)-[^/]*\.js$/, (route) =>
      route.abort('internetdisconnected'),
    );
    await openAs(admin, '/devices/list', { heading: 'Device List' });
    const unreachable = page.getByText('Network error: the server could not be reached');

    await page.getByRole('button', { name: 'Page settings' }).click();
    await expect(unreachable).toBeVisible();
    // The toast goes after 3 s; the next failure shows its own.
    await expect(unreachable).toBeHidden();
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await expect(unreachable).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Device List' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Page settings' })).not.toHaveClass(/ant-btn-loading/);

    await page.unroute(/\/assets\/(DialogHolders|SettingsDrawer)-[^/]*\.js$/);
    await page.getByRole('button', { name: 'Page settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Page settings' });
    await expect(settings.getByRole('switch', { name: 'Dark theme' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(settings).toBeHidden();
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    const confirm = page.getByRole('dialog', { name: 'Log out' });
    await expect(confirm.getByText('Are you sure you want to log out?')).toBeVisible();
    await expect(confirm).toHaveCount(1);
  });
});
