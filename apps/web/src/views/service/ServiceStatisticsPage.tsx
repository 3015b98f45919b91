import type { ServiceStats } from '@reelfleet/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Empty, Flex, Radio, Row, Skeleton, Statistic } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { lazy, Suspense, useId, useState } from 'react';
import { SERVICE_KEY, serviceApi } from '../../api/service';
import { pickerProps } from '../../components/fleet/filterFields';
import { AccountSelect } from '../../components/fleet/pickers';
import Table from '../../components/list/LazyTable';
import NativeSelect from '../../components/nativeSelect/NativeSelect';
import PageContainer from '../../components/PageContainer';
import { useTranslation } from '../../i18n/useTranslation';
import { useServiceStaff } from './queries';

type Figures = ServiceStats['totals'];

/** The chart (Chart.js) is a chunk of its own, fetched after the page's figures (the route's first load stays small). */
const ServiceChart = lazy(() => import('./ServiceChart'));

/** Milliseconds as the shortest readable duration (simulated time): 45 s, 12 min, 3.5 h. */
function duration(ms: number | null): string {
  if (ms === null) return '—';
  const s = ms / 1000;
  if (s < 60) return `${Math.round(s)} s`;
  if (s < 3600) return `${Math.round(s / 60)} min`;
  return `${(s / 3600).toFixed(1)} h`;
}

/**
 * /service/statistics: received, replied (auto-replies apart) and the mean
 * response time per day, per account and per staff member, drawn with Chart.js
 * (loaded only on this route and the dashboard).
 */
export default function ServiceStatisticsPage() {
  const { t } = useTranslation();
  // Applied as soon as a filter changes.
  const [filter, setFilter] = useState<{ days: number; accountId?: number; staffId?: number }>({ days: 7 });
  const { days, accountId, staffId } = filter;
  const periodLabel = useId();
  const staff = useServiceStaff();
  const stats = useQuery({
    queryKey: [SERVICE_KEY, 'statistics', days, accountId, staffId],
    queryFn: () => serviceApi.statistics({ days, accountId, staffId }),
    refetchInterval: 10_000,
  });
  const data = stats.data;
  const figures = <T extends Figures>(): ColumnsType<T> => [
    { key: 'received', title: t('service.received'), dataIndex: 'received', align: 'right' },
    { key: 'replied', title: t('service.replied'), dataIndex: 'replied', align: 'right' },
    { key: 'autoReplied', title: t('service.autoReplied'), dataIndex: 'autoReplied', align: 'right' },
    {
      key: 'avg',
      title: t('service.avgResponse'),
      dataIndex: 'avgResponseMs',
      align: 'right',
      render: duration,
    },
  ];
  const totals = data?.totals;
  return (
    <PageContainer title={t('route.serviceStatistics')}>
      {/* Applied as each one changes (no Search button): antd's Form would only lay them out. */}
      <Flex wrap gap={8} align="center" style={{ marginBottom: 12 }}>
        <span id={periodLabel}>{t('service.period')}</span>
        <Radio.Group
          aria-labelledby={periodLabel}
          optionType="button"
          value={days}
          onChange={(e) => setFilter({ ...filter, days: e.target.value })}
          options={[7, 30, 90].map((d) => ({ value: d, label: t('service.lastDays', { count: d }) }))}
        />
        <AccountSelect
          {...pickerProps(t('service.account'))}
          style={{ width: 200 }}
          value={accountId}
          onChange={(id?: number) => setFilter({ ...filter, accountId: id })}
        />
        <NativeSelect<number>
          aria-label={t('service.staff')}
          emptyLabel={t('service.staff')}
          style={{ width: 160 }}
          value={staffId}
          onChange={(id) => setFilter({ ...filter, staffId: id })}
          options={(staff.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
        />
      </Flex>
      <Row gutter={[12, 12]}>
        {(
          [
            ['received', totals?.received],
            ['replied', totals?.replied],
            ['autoReplied', totals?.autoReplied],
            ['avgResponse', totals ? duration(totals.avgResponseMs) : undefined],
          ] as const
        ).map(([key, value]) => (
          <Col key={key} xs={12} lg={6}>
            <Card size="small" data-testid={`service-total-${key}`}>
              <Statistic title={t(`service.${key}`)} value={value ?? '—'} loading={stats.isPending} />
            </Card>
          </Col>
        ))}
        <Col xs={24}>
          <Card size="small" title={t('service.perDay')} data-testid="service-chart">
            {stats.isPending ? (
              <Skeleton active />
            ) : !data || stats.isError ? (
              <Empty description={t('dashboard.loadFailed')} />
            ) : (
              <Suspense fallback={<Skeleton active />}>
                <ServiceChart days={data.days} />
              </Suspense>
            )}
          </Card>
        </Col>
        <Col xs={24} xxl={12}>
          <Card size="small" title={t('service.perAccount')}>
            <Table
              rowKey="accountId"
              size="small"
              loading={stats.isPending}
              dataSource={data?.accounts ?? []}
              pagination={{ pageSize: 10, hideOnSinglePage: true }}
              scroll={{ x: 'max-content' }}
              locale={{ emptyText: t('service.noStats') }}
              columns={[
                { key: 'account', title: t('service.account'), dataIndex: 'account' },
                ...figures<ServiceStats['accounts'][number]>(),
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} xxl={12}>
          <Card size="small" title={t('service.perStaff')}>
            <Table
              rowKey={(r) => String(r.staffId)}
              size="small"
              loading={stats.isPending}
              dataSource={data?.staff ?? []}
              pagination={false}
              scroll={{ x: 'max-content' }}
              locale={{ emptyText: t('service.noStats') }}
              columns={[
                {
                  key: 'name',
                  title: t('service.staff'),
                  dataIndex: 'name',
                  render: (v: string | null) => v ?? t('service.autoOrUnassigned'),
                },
                ...figures<ServiceStats['staff'][number]>(),
              ]}
            />
          </Card>
        </Col>
      </Row>
    </PageContainer>
  );
}
