import { theme } from 'antd';
import { useMemo } from 'react';
import { useSettingsStore } from '../../stores/settings';
import { readableOn } from '../../utils/contrast';

export type Tone = 'success' | 'error' | 'warning' | 'info' | 'link';

/**
 * Success, failure, abnormal and info colours for text, each the nearest
 * shade of the theme's colour that keeps AA contrast on the surfaces it sits
 * on (the page, the dialogs and the log box), in the light and the dark theme.
 */
export function useToneColours(): Record<Tone, string> {
  const { token } = theme.useToken();
  const dark = useSettingsStore((s) => s.darkMode);
  return useMemo(() => {
    const surfaces = [token.colorBgContainer, token.colorBgElevated, token.colorBgLayout].filter((c) =>
      c.startsWith('#'),
    );
    const toward = dark ? '#ffffff' : '#000000';
    const readable = (color: string) => surfaces.reduce((c, bg) => readableOn(c, bg, toward), color);
    return {
      success: readable(token.colorSuccess),
      error: readable(token.colorError),
      warning: readable(token.colorWarning),
      info: readable(token.colorInfo),
      link: readable(token.colorLink),
    };
  }, [token, dark]);
}
