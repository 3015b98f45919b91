import type { ImplementedSubtype, JobInfo } from '@reelfleet/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Popconfirm, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { jobsApi } from '../../api/jobs';
import { useTranslation } from '../../i18n/useTranslation';
import { useFeedback } from '../../utils/feedback';
import { formatWithZone } from '../../utils/time';
import { formatDateTime } from '../fleet/format';
import Table from '../list/LazyTable';
import Text from '../Text';
import { jobsKey } from './queryKeys';

/**
 * The scheduled (recurring) tasks of one kind (spec 7 `/job/*`): each with its
 * period, next run, last run and why it made no task, paused or resumed here.
 */
export default function ScheduledJobs({ subtype }: { subtype: ImplementedSubtype }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const client = useQueryClient();
  const jobs = useQuery({
    queryKey: jobsKey(subtype),
    queryFn: () => jobsApi.list(subtype),
    refetchInterval: 10_000,
  });
  const act = useMutation({
    mutationFn: async ({
      job,
      what,
    }: {
      job: JobInfo;
      what: 'pause' | 'resume' | 'remove';
    }): Promise<void> => {
      await jobsApi[what](job.id);
    },
    onSuccess: (_data, { what }) => {
      void message.success(t(`tasks.jobs.done.${what}`));
      void client.invalidateQueries({ queryKey: jobsKey(subtype) });
    },
  });
  const columns: ColumnsType<JobInfo> = [
    { key: 'name', title: t('tasks.jobs.name'), dataIndex: 'name' },
    {
      key: 'every',
      title: t('tasks.jobs.every'),
      render: (_v, j) => t('tasks.minutes', { count: j.everyMinutes }),
    },
    {
      key: 'status',
      title: t('tasks.jobs.status'),
      render: (_v, j) => (
        <Tag color={j.status === 'active' ? 'processing' : 'default'}>
          {t(`tasks.jobs.statusOf.${j.status}`)}
        </Tag>
      ),
    },
    {
      key: 'next',
      title: t('tasks.jobs.nextRun'),
      render: (_v, j) => (j.status === 'active' && j.nextRunTime ? formatWithZone(j.nextRunTime) : '—'),
    },
    {
      key: 'last',
      title: t('tasks.jobs.lastRun'),
      render: (_v, j) => (
        <>
          {j.lastRunTime ? formatDateTime(j.lastRunTime) : '—'} · {t('tasks.jobs.runs', { count: j.runs })}
          {j.lastError && (
            <div>
              <Text type="danger">{j.lastError}</Text>
            </div>
          )}
        </>
      ),
    },
    {
      key: 'actions',
      title: t('tasks.jobs.actions'),
      render: (_v, job) => (
        <Space size={4} wrap>
          {job.status === 'active' ? (
            <Button size="small" onClick={() => act.mutate({ job, what: 'pause' })}>
              {t('tasks.jobs.pause')}
            </Button>
          ) : (
            <Button size="small" type="primary" ghost onClick={() => act.mutate({ job, what: 'resume' })}>
              {t('tasks.jobs.resume')}
            </Button>
          )}
          <Popconfirm
            title={t('tasks.jobs.removeConfirm', { name: job.name })}
            onConfirm={() => act.mutate({ job, what: 'remove' })}
          >
            <Button size="small" danger>
              {t('tasks.jobs.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <Card size="small" title={t('tasks.jobs.title')} style={{ marginTop: 16 }} data-testid="scheduled-jobs">
      <div style={{ overflowX: 'auto' }}>
        <Table<JobInfo>
          size="small"
          rowKey="id"
          loading={jobs.isLoading}
          dataSource={jobs.data ?? []}
          columns={columns}
          pagination={false}
          locale={{
            emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('tasks.jobs.empty')} />,
          }}
        />
      </div>
    </Card>
  );
}
