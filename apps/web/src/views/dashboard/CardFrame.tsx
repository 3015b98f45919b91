import { Flex, Skeleton, theme } from 'antd';
import type { ReactNode } from 'react';
import Panel from '../../components/Panel';
import Text from '../../components/Text';

interface Props {
  testId: string;
  title: string;
  icon: ReactNode;
  /** The icon's colour (the theme's primary colour by default). */
  color?: string;
  /** A skeleton in place of the content. */
  loading: boolean;
  children: ReactNode;
}

/** A dashboard card: its icon, its title, and what it says below the title. */
export default function CardFrame({ testId, title, icon, color, loading, children }: Props) {
  const { token } = theme.useToken();
  return (
    <Panel style={{ height: '100%' }} data-testid={testId}>
      <Flex gap={12} align="flex-start" style={{ padding: 4 }}>
        <Flex
          align="center"
          justify="center"
          style={{
            width: 40,
            height: 40,
            borderRadius: 8,
            fontSize: 20,
            flex: 'none',
            color: color ?? token.colorPrimary,
            background: token.colorFillQuaternary,
          }}
          aria-hidden
        >
          {icon}
        </Flex>
        <Flex vertical style={{ minWidth: 0, flex: 1 }}>
          <Text type="secondary">{title}</Text>
          {loading ? (
            // As tall as what replaces it (figure, link, a footer line), so nothing moves when it lands.
            <div style={{ minHeight: 72 }}>
              <Skeleton.Input active size="small" style={{ marginTop: 6 }} />
            </div>
          ) : (
            children
          )}
        </Flex>
      </Flex>
    </Panel>
  );
}
