import { Card, Flex, theme } from 'antd';
import type { ReactNode } from 'react';

/** The frame of a screen: its title, optional actions on the right, and the content in a card. */
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
    <Card variant="borderless">
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
    </Card>
  );
}
