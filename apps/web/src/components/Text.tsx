import { type GlobalToken, theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

const ELLIPSIS: CSSProperties = {
  display: 'inline-block',
  maxWidth: '100%',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  verticalAlign: 'bottom',
};

const TYPE_COLOURS = {
  secondary: (t: GlobalToken) => t.colorTextDescription,
  warning: (t: GlobalToken) => t.colorWarningText,
  danger: (t: GlobalToken) => t.colorErrorText,
};

/**
 * antd's Typography.Text as the console uses it (a type's colour, strong, code, deleted, a
 * single-line ellipsis), drawn with the same theme tokens and markup: Typography brings its copy button,
 * ellipsis measuring and tooltip (7.5 KB gzip) to a screen's first load for text styling only.
 */
export default function Text({
  type,
  strong,
  code,
  deleted,
  ellipsis,
  title,
  style,
  children,
  ...rest
}: {
  /** antd's text types: secondary (description grey), warning, danger. */
  type?: 'secondary' | 'warning' | 'danger';
  strong?: boolean;
  /** Inline code, in antd's code box. */
  code?: boolean;
  /** Struck through (antd's `delete`). */
  deleted?: boolean;
  /** One line, cut with an ellipsis where it overflows (antd's single-line `ellipsis`). */
  ellipsis?: boolean;
  title?: string;
  style?: CSSProperties;
  children?: ReactNode;
  id?: string;
  className?: string;
  'data-testid'?: string;
}) {
  const { token } = theme.useToken();
  let content = children;
  if (code)
    content = (
      <code
        style={{
          margin: '0 0.2em',
          paddingInline: '0.4em',
          paddingBlock: '0.2em 0.1em',
          fontSize: '85%',
          fontFamily: token.fontFamilyCode,
          background: 'rgba(150, 150, 150, 0.1)',
          border: `${token.lineWidth}px ${token.lineType} rgba(100, 100, 100, 0.2)`,
          borderRadius: 3,
        }}
      >
        {content}
      </code>
    );
  if (deleted) content = <del>{content}</del>;
  if (strong) content = <strong style={{ fontWeight: token.fontWeightStrong }}>{content}</strong>;
  return (
    <span
      {...rest}
      title={title}
      style={{
        color: type ? TYPE_COLOURS[type](token) : token.colorText,
        wordBreak: 'break-word',
        lineHeight: token.lineHeight,
        ...(ellipsis && ELLIPSIS),
        ...style,
      }}
    >
      {content}
    </span>
  );
}
