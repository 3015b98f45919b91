import type { DashboardTaskCount } from '@reelfleet/contract';
import { Card, Descriptions, Empty, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettingsStore } from '../../stores/settings';
import { toThousands } from '../../utils/number';

const TaskStatusChart = lazy(() => import('./TaskStatusChart'));

const STATUSES = ['queue', 'running', 'success', 'failed'] as const;

/** Tasks by status; the chart (ECharts) is fetched only when there is something to draw. */
export default function TaskStatusCard({
  counts,
  loading,
}: {
  counts?: DashboardTaskCount;
  loading: boolean;
}) {
  const { t } = useTranslation();
  const dark = useSettingsStore((s) => s.darkMode);
  let body: React.ReactNode;
  if (loading) body = <Skeleton active paragraph={{ rows: 3 }} />;
  else if (!counts)
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.loadFailed')} />;
  else if (!counts.available)
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.tasksNotAvailable')} />;
  else if (counts.total === 0)
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.noTasks')} />;
  else {
    body = (
      <>
        <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 220 }} />}>
          <TaskStatusChart counts={counts} dark={dark} />
        </Suspense>
        <Descriptions
          size="small"
          column={2}
          items={[
            { key: 'total', label: t('dashboard.taskStatus.total'), children: toThousands(counts.total) },
            ...STATUSES.map((status) => ({
              key: status,
              label: t(`dashboard.taskStatus.${status}`),
              children: toThousands(counts[status]),
            })),
          ]}
        />
      </>
    );
  }
  return (
    <Card size="small" title={t('dashboard.tasks')} style={{ height: '100%' }} data-testid="card-tasks">
      {body}
    </Card>
  );
}
