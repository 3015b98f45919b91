import { Flex, theme } from 'antd';
import type { ReactNode } from 'react';
import { useIsMobile } from '../layout/useIsMobile';

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
  // Below 992 px a narrower frame: at 390 px a list's key, status and buttons fit the box.
  const padding = useIsMobile() ? token.paddingSM : token.paddingLG;
  return (
    <section
      style={{
        background: token.colorBgContainer,
        borderRadius: token.borderRadiusLG,
        padding,
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
