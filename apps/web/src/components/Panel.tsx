import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

interface Props {
  /** A heading bar above the content, as a small antd Card's. */
  title?: ReactNode;
  style?: CSSProperties;
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * A bordered panel that looks like a small antd Card, in plain markup on theme
 * tokens: antd's Card brings Tabs, Menu and Dropdown along (about 20 KB gzip)
 * for its tab list, which a first screen such as the dashboard never shows.
 */
export default function Panel({ title, style, children, 'data-testid': testId }: Props) {
  const { token } = theme.useToken();
  const border = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;
  return (
    <section
      data-testid={testId}
      style={{ background: token.colorBgContainer, border, borderRadius: token.borderRadiusLG, ...style }}
    >
      {title !== undefined && (
        <h3
          style={{
            margin: 0,
            padding: `0 ${token.paddingSM}px`,
            minHeight: 38,
            display: 'flex',
            alignItems: 'center',
            borderBottom: border,
            fontSize: token.fontSize,
            fontWeight: token.fontWeightStrong,
            color: token.colorTextHeading,
          }}
        >
          {title}
        </h3>
      )}
      <div style={{ padding: token.paddingSM }}>{children}</div>
    </section>
  );
}
