import {
  type DashboardCharts as Charts,
  DEVICE_STATUS_LABELS,
  TASK_SUBTYPE_LABELS,
  translate,
} from '@reelfleet/contract';
import { Col, Empty, Row, Skeleton, Typography, theme } from 'antd';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import * as echarts from 'echarts/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dashboardApi } from '../../api/dashboard';
import { Chart, type ChartOption as Option } from '../../components/charts/Chart';
import Panel from '../../components/Panel';
import { currentLang } from '../../i18n';
import { useFigure } from './useDashboard';

echarts.use([BarChart, LineChart, PieChart]);

/**
 * The control panel's charts, loaded with ECharts (a chunk of its own, fetched only
 * on the dashboard, after its cards): points per day, the fans trend, task outcomes, devices.
 */
export default function DashboardCharts() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const charts = useFigure('charts', dashboardApi.charts, { staleTime: 30_000 });
  const lang = currentLang();
  const frame = (id: string, title: string, to: string | null, body: React.ReactNode) => (
    <Col xs={24} xl={id === 'points' || id === 'fans' ? 24 : 12}>
      <Panel title={to ? <Link to={to}>{title}</Link> : title} data-testid={`chart-${id}`}>
        {charts.isPending ? (
          <Skeleton active />
        ) : charts.isError ? (
          <Empty description={t('dashboard.loadFailed')} />
        ) : (
          body
        )}
      </Panel>
    </Col>
  );
  const data: Charts | undefined = charts.data;
  const text = { color: token.colorTextSecondary };

  const points: Option | undefined = data && {
    tooltip: { trigger: 'axis' },
    legend: { top: 0, left: 'center', textStyle: text },
    grid: { left: 48, right: 16, top: 36, bottom: 28 },
    xAxis: { type: 'category', data: data.days.map((d) => d.date.slice(5)), axisLabel: text },
    yAxis: { type: 'value', axisLabel: text, minInterval: 1 },
    series: [
      {
        name: t('dashboard.charts.consumption'),
        type: 'line',
        smooth: true,
        data: data.days.map((d) => d.consumption),
        color: token.colorWarning,
      },
      {
        name: t('dashboard.charts.recharge'),
        type: 'bar',
        data: data.days.map((d) => d.recharge),
        color: token.colorSuccess,
      },
    ],
  };
  const outcomes: Option | undefined = data && {
    tooltip: { trigger: 'axis' },
    legend: { top: 0, left: 'center', textStyle: text },
    grid: { left: 48, right: 16, top: 36, bottom: 28 },
    xAxis: {
      type: 'category',
      data: data.taskOutcomes.map((o) => translate(TASK_SUBTYPE_LABELS[o.subtype], lang)),
      axisLabel: { ...text, interval: 0, rotate: data.taskOutcomes.length > 4 ? 30 : 0 },
    },
    yAxis: { type: 'value', axisLabel: text, minInterval: 1 },
    series: (['success', 'failed', 'abnormal'] as const).map((k) => ({
      name: t(`dashboard.charts.${k}`),
      type: 'bar',
      stack: 'outcomes',
      data: data.taskOutcomes.map((o) => o[k]),
      color: { success: token.colorSuccess, failed: token.colorError, abnormal: token.colorWarning }[k],
    })),
  };
  const fans: Option | undefined = data && {
    tooltip: { trigger: 'axis' },
    grid: { left: 56, right: 16, top: 16, bottom: 28 },
    xAxis: { type: 'category', data: data.days.map((d) => d.date.slice(5)), axisLabel: text },
    yAxis: { type: 'value', axisLabel: text, minInterval: 1, scale: true },
    series: [
      {
        name: t('dashboard.charts.fans'),
        type: 'line',
        // A day without a record stays a gap: no figure is made up.
        connectNulls: false,
        showSymbol: true,
        data: data.days.map((d) => d.fans),
        color: token.colorPrimary,
      },
    ],
  };
  const devices: Option | undefined = data && {
    tooltip: { trigger: 'item' },
    legend: { bottom: 0, textStyle: text },
    series: [
      {
        type: 'pie',
        radius: ['40%', '68%'],
        center: ['50%', '45%'],
        label: { color: token.colorText, formatter: '{b}: {c}' },
        data: data.deviceStatus.map((d) => ({
          name: translate(DEVICE_STATUS_LABELS[d.status], lang),
          value: d.count,
        })),
      },
    ],
  };
  return (
    <Row gutter={[16, 16]}>
      {frame(
        'points',
        t('dashboard.charts.points'),
        '/user/consume',
        points && <Chart option={points} label={t('dashboard.charts.points')} />,
      )}
      {frame(
        'fans',
        t('dashboard.charts.fans'),
        '/account/fans',
        data && data.fansSince === null ? (
          <Empty description={t('dashboard.charts.noFansHistory')} />
        ) : (
          fans && (
            <>
              <Chart option={fans} label={t('dashboard.charts.fans')} style={{ height: 240 }} />
              <Typography.Text type="secondary" data-testid="fans-since">
                {t('dashboard.charts.fansSince', { date: data?.fansSince })}
              </Typography.Text>
            </>
          )
        ),
      )}
      {frame(
        'outcomes',
        t('dashboard.charts.outcomes'),
        null,
        data && data.taskOutcomes.length === 0 ? (
          <Empty description={t('dashboard.charts.noTasks')} />
        ) : (
          outcomes && <Chart option={outcomes} label={t('dashboard.charts.outcomes')} />
        ),
      )}
      {frame(
        'devices',
        t('dashboard.charts.devices'),
        '/devices/list',
        data && data.deviceStatus.length === 0 ? (
          <Empty description={t('dashboard.charts.noDevices')} />
        ) : (
          devices && <Chart option={devices} label={t('dashboard.charts.devices')} />
        ),
      )}
    </Row>
  );
}
