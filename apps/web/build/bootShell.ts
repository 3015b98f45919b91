import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { ThemeConfig } from 'antd';
import type { Plugin } from 'vite';
import {
  DEFAULT_THEME,
  MOBILE_BREAKPOINT,
  PRODUCT_TITLE,
  SIDEBAR_WIDTH,
  TOKEN_COOKIE,
} from '../../../packages/contract/src/common/constants.ts';
import { SIDER_BG, SIDER_COLLAPSED_WIDTH } from '../src/layout/theme.ts';
import { BOOT_SHELL_ID } from '../src/router/bootShell.ts';
import { WEB_STORAGE_KEYS } from '../src/utils/storage.ts';
import { scriptTag } from './scriptFile.ts';

/** antd's theme helpers from its CommonJS build (its ES build is not loadable by Node as it is). */
const antdTheme = (createRequire(import.meta.url)('antd/lib/theme') as { default: AntdTheme }).default;
interface AntdTheme {
  getDesignToken(
    config?: ThemeConfig,
  ): Record<'colorBgLayout' | 'colorBgContainer' | 'colorBorderSecondary' | 'colorText', string>;
  darkAlgorithm: NonNullable<ThemeConfig['algorithm']>;
}

/**
 * Paints the layout's outline (src/router/bootShell.ts) with the HTML, so a logged-in screen shows
 * its frame at once instead of a white page until the code, the strings and the session info have
 * come and the layout has rendered (about a second on the 2-core machine). Drawn only where a
 * logged-in screen will follow: a token cookie, and a path that is not an open screen (the route
 * table's `standalone` ones). It sits behind the page (z-index -1), so the spinner shows over it
 * and the layout covers it; colours follow the stored settings (dark, sidebar theme, collapsed,
 * logo, tags bar), and below MOBILE_BREAKPOINT there is no sidebar, as in the layout.
 */
export function bootShell(options: { routes: string; layoutCss: string }): Plugin {
  // The layout's own colours: the page (colorBgLayout), the bars (colorBgContainer) and their borders.
  const light = antdTheme.getDesignToken();
  const dark = antdTheme.getDesignToken({ algorithm: antdTheme.darkAlgorithm });
  const layoutCss = readFileSync(options.layoutCss, 'utf8');
  /** A bar's height as layout.css sets it. */
  const heightOf = (selector: string) => {
    const px = new RegExp(`${selector.replace('.', '\\.')} \\{[^}]*?\\bheight: (\\d+)px`).exec(
      layoutCss,
    )?.[1];
    if (!px) throw new Error(`bootShell: no height for ${selector} in ${options.layoutCss}`);
    return Number(px);
  };
  const NAVBAR_HEIGHT = heightOf('.rf-navbar');
  const TAGS_HEIGHT = heightOf('.rf-tags');
  const open = [
    ...readFileSync(options.routes, 'utf8').matchAll(/path: '([^']+)',\s*meta: \{[^}]*standalone: true/g),
  ].map((m) => m[1]);
  const css =
    `#${BOOT_SHELL_ID}{position:fixed;inset:0;z-index:-1;display:flex;background:${light.colorBgLayout};font-family:system-ui,sans-serif}` +
    `#${BOOT_SHELL_ID} .b-side{flex:none;width:${SIDEBAR_WIDTH}px;background:${SIDER_BG.navy};color:#fff}` +
    `#${BOOT_SHELL_ID}.b-light .b-side{background:${light.colorBgContainer};color:${light.colorText};border-inline-end:1px solid ${light.colorBorderSecondary}}` +
    `#${BOOT_SHELL_ID}.b-collapsed .b-side{width:${SIDER_COLLAPSED_WIDTH}px}` +
    `#${BOOT_SHELL_ID}.b-collapsed .b-logo span{display:none}` +
    `#${BOOT_SHELL_ID} .b-logo{display:flex;align-items:center;gap:10px;height:56px;padding:0 18px;font-size:18px;font-weight:600;white-space:nowrap;overflow:hidden}` +
    `#${BOOT_SHELL_ID} .b-logo i{flex:none;width:18px;height:28px;margin:0 5px;border-radius:4px}` +
    `#${BOOT_SHELL_ID} .b-main{flex:1;min-width:0}` +
    `#${BOOT_SHELL_ID} .b-nav{height:${NAVBAR_HEIGHT - 1}px}` +
    `#${BOOT_SHELL_ID} .b-tags{height:${TAGS_HEIGHT - 1}px}` +
    `#${BOOT_SHELL_ID} .b-nav,#${BOOT_SHELL_ID} .b-tags{background:${light.colorBgContainer};border-bottom:1px solid ${light.colorBorderSecondary}}` +
    `#${BOOT_SHELL_ID}.b-notags .b-tags{display:none}` +
    `#${BOOT_SHELL_ID}.b-dark{background:${dark.colorBgLayout}}` +
    `#${BOOT_SHELL_ID}.b-dark .b-side{background:${SIDER_BG.dark}}` +
    `#${BOOT_SHELL_ID}.b-dark .b-nav,#${BOOT_SHELL_ID}.b-dark .b-tags{background:${dark.colorBgContainer};border-color:${dark.colorBorderSecondary}}` +
    `@media (max-width:${MOBILE_BREAKPOINT - 0.02}px){#${BOOT_SHELL_ID} .b-side{display:none}}`;
  const script =
    `(function(){if(${JSON.stringify(open)}.indexOf(location.pathname)>=0)return;` +
    `if(document.cookie.indexOf(${JSON.stringify(`${encodeURIComponent(TOKEN_COOKIE)}=`)})<0)return;` +
    `var s;try{s=JSON.parse(localStorage.getItem(${JSON.stringify(WEB_STORAGE_KEYS.settings)}))}catch(e){}s=s||{};` +
    `var d=document.createElement('div');d.id=${JSON.stringify(BOOT_SHELL_ID)};d.setAttribute('aria-hidden','true');` +
    `d.className=(s.darkMode?'b-dark':s.sidebarTheme==='light'?'b-light':'')+(s.sidebarCollapsed?' b-collapsed':'')+(s.tagsView===false?' b-notags':'');` +
    `var c=/^#[0-9a-f]{6}$/i.test(s.theme)?s.theme:${JSON.stringify(DEFAULT_THEME)};` +
    `d.innerHTML='<div class="b-side">'+(s.sidebarLogo===false?'':'<div class="b-logo"><i style="background:'+c+'"></i><span>${PRODUCT_TITLE}</span></div>')+'</div><div class="b-main"><div class="b-nav"></div><div class="b-tags"></div></div>';` +
    `document.body.insertBefore(d,document.body.firstChild)})()`;
  return {
    name: 'reelfleet-boot-shell',
    transformIndexHtml(_html, ctx) {
      return [
        { tag: 'style', children: css, injectTo: 'head' },
        scriptTag(this, ctx, 'boot-shell', script, 'body-prepend'),
      ];
    },
  };
}
