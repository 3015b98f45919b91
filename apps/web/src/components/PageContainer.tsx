import { Flex, theme } from 'antd';
import type { ReactNode } from 'react';

/**
 * The frame of a screen: its title, optional actions on the right, and the content
 * on a panel. Plain markup on theme tokens (antd's Card would pull in Tabs).
 */
export default function PageContainer({
  title,
  extra,
  children,
}: {
  title: ReactNode;
  extra?: ReactNode;
  children?: ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <section
      style={{
        background: token.colorBgContainer,
        borderRadius: token.borderRadiusLG,
        padding: token.paddingLG,
      }}
    >
      <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBottom: 16 }}>
        <h2
          style={{
            margin: 0,
            fontSize: token.fontSizeHeading4,
            fontWeight: token.fontWeightStrong,
            color: token.colorTextHeading,
          }}
        >
          {title}
        </h2>
        {extra}
      </Flex>
      {children}
    </section>
  );
}
