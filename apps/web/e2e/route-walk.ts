import type { Browser, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { AuditedRoute } from './axe';
import { useSession as startSession } from './pages-helpers';

/** Walks of every screen of the route table (a11y.spec, i18n-walk.spec): one page load a screen. */

/** Waits until a screen has drawn its data: nothing spinning or shimmering. */
export async function settled(page: Page) {
  await page.waitForLoadState('load');
  // A screen that keeps something spinning (a running task's progress) is looked at as it is then.
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active'))
    .toHaveCount(0, { timeout: 5_000 })
    .catch(() => {});
}

/**
 * Opens each of `routes` in one context signed in with `token`, in `lang` and the theme, and calls
 * `look` once each screen has settled.
 */
export async function walkRoutes(
  browser: Browser,
  baseURL: string | undefined,
  token: string,
  routes: AuditedRoute[],
  options: { lang: 'en' | 'zh'; dark?: boolean; width?: number },
  look: (page: Page, path: string) => Promise<void>,
) {
  const width = options.width ?? 1440;
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
  await startSession(context, baseURL, token, options);
  const page = await context.newPage();
  try {
    for (const r of routes) {
      await page.goto(r.path);
      await settled(page);
      await look(page, r.path);
    }
  } finally {
    await context.close();
  }
}

/** The dialogs the walks open on the owner's screens: the ones that spend money or import. */
export const DIALOGS = {
  en: [
    { path: '/devices/list', button: 'Rent devices', dialog: 'Rent devices' },
    { path: '/account/list', button: 'Import TXT', dialog: 'Import accounts' },
    { path: '/proxy/agentmanage', button: 'Add proxies', dialog: 'Add proxies' },
    { path: '/toker/like', button: 'New like task', dialog: 'New like task' },
  ],
  zh: [
    { path: '/devices/list', button: '租用设备', dialog: '租用设备' },
    { path: '/account/list', button: '导入 TXT', dialog: '导入账号' },
    { path: '/proxy/agentmanage', button: '添加代理', dialog: '添加代理' },
    { path: '/toker/like', button: '新建点赞任务', dialog: '新建点赞任务' },
  ],
} as const;
