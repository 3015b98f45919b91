import { DownOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import './panel.css';

interface Props {
  /** A heading bar above the content, as a small antd Card's. */
  title?: ReactNode;
  /** Folded and unfolded by its heading (the browser's details and summary), unfolded at first. */
  foldable?: boolean;
  style?: CSSProperties;
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * A bordered panel that looks like a small antd Card, in plain markup on theme
 * tokens: antd's Card brings Tabs, Menu and Dropdown along (about 20 KB gzip)
 * for its tab list, which a first screen such as the dashboard never shows.
 * Foldable, it stands for antd's Collapse with one panel (3.6 KB gzip more).
 */
export default function Panel({ title, foldable, style, children, 'data-testid': testId }: Props) {
  const { token } = theme.useToken();
  const border = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;
  const heading: CSSProperties = {
    margin: 0,
    padding: `0 ${token.paddingSM}px`,
    minHeight: 38,
    display: 'flex',
    alignItems: 'center',
    gap: token.marginXS,
    borderBottom: border,
    fontSize: token.fontSize,
    fontWeight: token.fontWeightStrong,
    color: token.colorTextHeading,
  };
  const frame: CSSProperties = {
    background: token.colorBgContainer,
    border,
    borderRadius: token.borderRadiusLG,
    ...style,
  };
  const content = <div style={{ padding: token.paddingSM }}>{children}</div>;
  if (foldable)
    return (
      <details open data-testid={testId} className="rf-panel" style={frame}>
        <summary style={heading}>
          <DownOutlined className="rf-panel-caret" aria-hidden />
          {title}
        </summary>
        {content}
      </details>
    );
  return (
    <section data-testid={testId} style={frame}>
      {title !== undefined && <h3 style={heading}>{title}</h3>}
      {content}
    </section>
  );
}
