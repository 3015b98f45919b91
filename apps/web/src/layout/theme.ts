import type { ThemeConfig } from 'antd';
import { readableOn } from '../utils/contrast';

/** Sidebar background: antd's dark navy by default, the dark theme's own grey when the whole console is dark. */
export const SIDER_BG = { navy: '#001529', dark: '#141414' } as const;

/** The sidebar's width when collapsed (icons only). */
export const SIDER_COLLAPSED_WIDTH = 64;

/** Component tokens of the dark theme, so the sidebar matches the dark page instead of staying navy. */
export const DARK_COMPONENTS: ThemeConfig['components'] = {
  Layout: { siderBg: SIDER_BG.dark },
  Menu: { darkItemBg: SIDER_BG.dark, darkSubMenuItemBg: '#0a0a0a', darkPopupBg: '#1f1f1f' },
};

/** The sidebar's hot and new badges: antd's red and green, shaded until their white text reads at AA. */
export const MENU_BADGE_COLOURS = {
  hot: readableOn('#f5222d', '#ffffff', '#000000'),
  new: readableOn('#52c41a', '#ffffff', '#000000'),
} as const;
