import type { ThemeConfig } from 'antd';

/** Sidebar background: antd's dark navy by default, the dark theme's own grey when the whole console is dark. */
export const SIDER_BG = { navy: '#001529', dark: '#141414' } as const;

/** Component tokens of the dark theme, so the sidebar matches the dark page instead of staying navy. */
export const DARK_COMPONENTS: ThemeConfig['components'] = {
  Layout: { siderBg: SIDER_BG.dark },
  Menu: { darkItemBg: SIDER_BG.dark, darkSubMenuItemBg: '#0a0a0a', darkPopupBg: '#1f1f1f' },
};
