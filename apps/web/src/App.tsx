import type { UiSize } from '@reelfleet/contract';
import type { ThemeConfig } from 'antd';
// antd's own files, not its index: the entry's static imports decide what every route loads first.
import ConfigProvider from 'antd/es/config-provider';
import theme from 'antd/es/theme';
import { useEffect, useLayoutEffect, useMemo } from 'react';
import { BrowserRouter, useLocation, useNavigate } from 'react-router';
import { configureRequest } from './api/request';
import ErrorBoundary from './components/ErrorBoundary';
import { useTranslation } from './i18n/useTranslation';
import { useAntdLocale } from './layout/antdLocale';
import FeedbackProvider from './layout/FeedbackProvider';
import { DARK_COMPONENTS } from './layout/theme';
import AppRoutes from './router';
import { useSettingsStore } from './stores/settings';
import { useUserStore } from './stores/user';
import { accessibleTheme } from './utils/contrast';

/** The spec's four sizes on antd's three, `mini` with the compact algorithm. */
const SIZE_MAP: Record<UiSize, { size: 'large' | 'middle' | 'small'; compact: boolean }> = {
  default: { size: 'large', compact: false },
  medium: { size: 'middle', compact: false },
  small: { size: 'small', compact: false },
  mini: { size: 'small', compact: true },
};

/** Lets the request layer navigate (401 -> /login, 020002 -> /) and know where the user is. */
function NavigatorBridge() {
  const navigate = useNavigate();
  const location = useLocation();
  const here = location.pathname + location.search;
  useEffect(() => {
    configureRequest({
      resetToken: () => useUserStore.getState().resetToken(),
      navigate: (to) => navigate(to),
      currentPath: () => here,
    });
  }, [navigate, here]);
  return null;
}

/**
 * The page's own background follows the theme: the screens drawn without the layout (404, 401) sit
 * on it, and in the dark theme their light text was on the browser's white.
 */
function ThemedBody() {
  const { token } = theme.useToken();
  useLayoutEffect(() => {
    document.body.style.backgroundColor = token.colorBgLayout;
  }, [token.colorBgLayout]);
  return null;
}

export default function App() {
  const { i18n } = useTranslation();
  const locale = useAntdLocale(i18n.language === 'zh' ? 'zh' : 'en');
  const primary = useSettingsStore((s) => s.theme);
  const dark = useSettingsStore((s) => s.darkMode);
  const size = SIZE_MAP[useSettingsStore((s) => s.size)] ?? SIZE_MAP.medium;
  const themeConfig = useMemo<ThemeConfig>(() => {
    const a11y = accessibleTheme(primary, dark);
    return {
      // The chosen colour's hue, shaded where needed so text keeps WCAG AA contrast (utils/contrast.ts).
      token: a11y.token,
      components: dark ? { ...DARK_COMPONENTS, ...a11y.components } : a11y.components,
      algorithm: [
        dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
        ...(size.compact ? [theme.compactAlgorithm] : []),
      ],
    };
  }, [primary, dark, size.compact]);
  // `virtual` off: selects draw every option (antdLight/PlainOptionList.tsx), each with its role.
  return (
    <ConfigProvider locale={locale} componentSize={size.size} theme={themeConfig} virtual={false}>
      <ThemedBody />
      <FeedbackProvider>
        <ErrorBoundary>
          <BrowserRouter>
            <NavigatorBridge />
            <AppRoutes />
          </BrowserRouter>
        </ErrorBoundary>
      </FeedbackProvider>
    </ConfigProvider>
  );
}
