import { CloudServerOutlined } from '@ant-design/icons';
import {
  type DashboardStatus,
  SERVER_STATUS_LABELS,
  type ServerStatus,
  translate,
} from '@reelfleet/contract';
import Badge from 'antd/es/badge/Badge';
import Text from '../../components/Text';
import { currentLang } from '../../i18n';
import { useTranslation } from '../../i18n/useTranslation';
import CardFrame from './CardFrame';

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
  const lang = currentLang();
  const ms = (value: number | null) => (value === null ? '—' : `${value.toFixed(1)} ms`);
  return (
    <CardFrame
      testId="card-server-status"
      title={t('dashboard.serverStatus')}
      icon={<CloudServerOutlined />}
      loading={loading}
    >
      {status ? (
        <>
          <Badge
            status={STATUS_BADGE[status.status]}
            text={
              <Text strong style={{ fontSize: 20 }} data-testid="card-server-status-value">
                {translate(SERVER_STATUS_LABELS[status.status], lang)}
              </Text>
            }
          />
          <Text type="secondary" style={{ fontSize: 12 }}>
            {t('dashboard.statusFigures', {
              loop: ms(status.eventLoop.delayP99Ms),
              db: ms(status.database.roundTripMs),
            })}
          </Text>
        </>
      ) : (
        <>
          <Text strong style={{ fontSize: 24 }}>
            —
          </Text>
          <Text type="secondary" style={{ fontSize: 12 }}>
            {t('dashboard.loadFailed')}
          </Text>
        </>
      )}
    </CardFrame>
  );
}
