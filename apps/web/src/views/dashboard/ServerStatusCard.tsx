import { CloudServerOutlined } from '@ant-design/icons';
import {
  type DashboardStatus,
  SERVER_STATUS_LABELS,
  type ServerStatus,
  translate,
} from '@reelfleet/contract';
import { Badge, Card, Flex, Skeleton, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../i18n';

const STATUS_BADGE: Record<ServerStatus, 'success' | 'processing' | 'warning' | 'error'> = {
  smooth: 'success',
  normal: 'processing',
  congested: 'warning',
  failure: 'error',
};

/** Server status (spec 2: failure, congested, normal, smooth) and the figures it was judged from. */
export default function ServerStatusCard({
  status,
  loading,
}: {
  status?: DashboardStatus;
  loading: boolean;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const lang = currentLang();
  const ms = (value: number | null) => (value === null ? '—' : `${value.toFixed(1)} ms`);
  return (
    <Card
      size="small"
      style={{ height: '100%' }}
      styles={{ body: { padding: 16 } }}
      data-testid="card-server-status"
    >
      <Flex gap={12} align="flex-start">
        <Flex
          align="center"
          justify="center"
          style={{
            width: 40,
            height: 40,
            borderRadius: 8,
            fontSize: 20,
            flex: 'none',
            color: token.colorPrimary,
            background: token.colorFillQuaternary,
          }}
          aria-hidden
        >
          <CloudServerOutlined />
        </Flex>
        <Flex vertical style={{ minWidth: 0, flex: 1 }}>
          <Typography.Text type="secondary">{t('dashboard.serverStatus')}</Typography.Text>
          {loading ? (
            <Skeleton.Input active size="small" style={{ marginTop: 6 }} />
          ) : status ? (
            <>
              <Badge
                status={STATUS_BADGE[status.status]}
                text={
                  <Typography.Text strong style={{ fontSize: 20 }} data-testid="card-server-status-value">
                    {translate(SERVER_STATUS_LABELS[status.status], lang)}
                  </Typography.Text>
                }
              />
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('dashboard.statusFigures', {
                  loop: ms(status.eventLoop.delayP99Ms),
                  db: ms(status.database.roundTripMs),
                })}
              </Typography.Text>
            </>
          ) : (
            <>
              <Typography.Text strong style={{ fontSize: 24 }}>
                —
              </Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('dashboard.loadFailed')}
              </Typography.Text>
            </>
          )}
        </Flex>
      </Flex>
    </Card>
  );
}
