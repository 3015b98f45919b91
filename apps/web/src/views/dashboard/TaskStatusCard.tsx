import type { DashboardTaskCount } from '@reelfleet/contract';
import { Empty, Flex, Skeleton, theme } from 'antd';
import Panel from '../../components/Panel';
import { useTranslation } from '../../i18n/useTranslation';
import { toThousands } from '../../utils/number';

const STATUSES = ['queue', 'running', 'success', 'failed'] as const;
type Status = (typeof STATUSES)[number];

/**
 * Tasks by status: one stacked bar and the four numbers. Four figures do not
 * need the charts' library (Chart.js, ~63 KB gzip, fetched only on "Show charts").
 */
export default function TaskStatusCard({
  counts,
  loading,
}: {
  counts?: DashboardTaskCount;
  loading: boolean;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const colors: Record<Status, string> = {
    queue: token.colorWarning,
    running: token.colorPrimary,
    success: token.colorSuccess,
    failed: token.colorError,
  };
  let body: React.ReactNode;
  if (loading) body = <Skeleton active paragraph={{ rows: 2 }} />;
  else if (!counts)
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.loadFailed')} />;
  else if (!counts.available)
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.tasksNotAvailable')} />;
  else if (counts.total === 0)
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.noTasks')} />;
  else {
    const summary = STATUSES.map((s) => `${t(`dashboard.taskStatus.${s}`)} ${counts[s]}`).join(', ');
    body = (
      <Flex vertical gap={12}>
        <div
          role="img"
          aria-label={`${t('dashboard.taskChartLabel')}: ${summary}`}
          style={{
            display: 'flex',
            height: 12,
            borderRadius: 6,
            overflow: 'hidden',
            background: token.colorFillSecondary,
          }}
        >
          {STATUSES.map((s) =>
            counts[s] > 0 ? (
              <div key={s} style={{ width: `${(counts[s] / counts.total) * 100}%`, background: colors[s] }} />
            ) : null,
          )}
        </div>
        <Flex gap={24} wrap>
          <span>
            {t('dashboard.taskStatus.total')}: <strong>{toThousands(counts.total)}</strong>
          </span>
          {STATUSES.map((s) => (
            <span key={s}>
              <span
                aria-hidden
                style={{
                  display: 'inline-block',
                  width: 8,
                  height: 8,
                  borderRadius: 4,
                  background: colors[s],
                  marginInlineEnd: 6,
                }}
              />
              {t(`dashboard.taskStatus.${s}`)}: <strong>{toThousands(counts[s])}</strong>
            </span>
          ))}
        </Flex>
      </Flex>
    );
  }
  return (
    <Panel title={t('dashboard.tasks')} data-testid="card-tasks">
      <div className="rf-dash-tasks-body">{body}</div>
    </Panel>
  );
}
