import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

/**
 * antd's Typography.Text as the dashboard uses it (secondary, strong), drawn with the same theme
 * tokens and markup: Typography brings its editable and copyable parts (Input, TextArea) to the
 * dashboard's first screen for text styling only.
 */
export default function Text({
  secondary,
  strong,
  style,
  children,
  ...rest
}: {
  secondary?: boolean;
  strong?: boolean;
  style?: CSSProperties;
  children?: ReactNode;
  'data-testid'?: string;
}) {
  const { token } = theme.useToken();
  return (
    <span
      {...rest}
      style={{
        color: secondary ? token.colorTextDescription : token.colorText,
        wordBreak: 'break-word',
        lineHeight: token.lineHeight,
        ...style,
      }}
    >
      {strong ? <strong style={{ fontWeight: token.fontWeightStrong }}>{children}</strong> : children}
    </span>
  );
}
