import type { ServiceStats } from '@reelfleet/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Empty, Form, Radio, Row, Select, Skeleton, Statistic, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SERVICE_KEY, serviceApi } from '../../api/service';
import { AccountSelect } from '../../components/fleet/pickers';
import PageContainer from '../../components/PageContainer';
import { Chart } from '../dashboard/DashboardCharts';
import { useServiceStaff } from './queries';

type Figures = ServiceStats['totals'];

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
 * response time per day, per account and per staff member, drawn with ECharts
 * (loaded only on this route and the dashboard).
 */
export default function ServiceStatisticsPage() {
  const { t } = useTranslation();
  const [days, setDays] = useState(7);
  const [accountId, setAccountId] = useState<number | undefined>();
  const [staffId, setStaffId] = useState<number | undefined>();
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
      <Form layout="inline" style={{ marginBottom: 12, rowGap: 8 }}>
        <Form.Item label={t('service.period')}>
          <Radio.Group
            optionType="button"
            value={days}
            onChange={(e) => setDays(e.target.value)}
            options={[7, 30, 90].map((d) => ({ value: d, label: t('service.lastDays', { count: d }) }))}
          />
        </Form.Item>
        <Form.Item>
          <AccountSelect
            placeholder={t('service.account')}
            aria-label={t('service.account')}
            allowClear
            style={{ width: 200 }}
            value={accountId}
            onChange={(v) => setAccountId(v as number | undefined)}
          />
        </Form.Item>
        <Form.Item>
          <Select
            placeholder={t('service.staff')}
            aria-label={t('service.staff')}
            allowClear
            style={{ width: 160 }}
            value={staffId}
            onChange={setStaffId}
            options={(staff.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
          />
        </Form.Item>
      </Form>
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
              <Chart
                label={t('service.perDay')}
                option={{
                  tooltip: { trigger: 'axis' },
                  legend: { top: 0 },
                  grid: { left: 48, right: 56, top: 36, bottom: 28 },
                  xAxis: { type: 'category', data: data.days.map((d) => d.date.slice(5)) },
                  yAxis: [
                    { type: 'value', minInterval: 1 },
                    { type: 'value', name: t('service.minutes'), splitLine: { show: false } },
                  ],
                  series: [
                    { name: t('service.received'), type: 'bar', data: data.days.map((d) => d.received) },
                    { name: t('service.replied'), type: 'bar', data: data.days.map((d) => d.replied) },
                    {
                      name: t('service.avgResponse'),
                      type: 'line',
                      yAxisIndex: 1,
                      connectNulls: true,
                      data: data.days.map((d) =>
                        d.avgResponseMs === null ? null : Math.round(d.avgResponseMs / 6_000) / 10,
                      ),
                    },
                  ],
                }}
              />
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
