import {
  type DashboardCharts as Charts,
  DEVICE_STATUS_LABELS,
  type DeviceStatus,
  TASK_SUBTYPE_LABELS,
  translate,
} from '@reelfleet/contract';
import { Empty, type GlobalToken, Skeleton, theme } from 'antd';
import { Link } from 'react-router';
import { dashboardApi } from '../../api/dashboard';
import { Chart, type ChartData } from '../../components/charts/Chart';
import Panel from '../../components/Panel';
import Text from '../../components/Text';
import { currentLang } from '../../i18n';
import { useTranslation } from '../../i18n/useTranslation';
import { useFigure } from './useDashboard';
import './dashboard.css';

/**
 * The control panel's charts (Chart.js, a chunk of its own, fetched only when the user asks for
 * them on the dashboard): points per day, the fans trend, task outcomes, devices by status.
 */
export default function DashboardCharts() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const charts = useFigure('charts', dashboardApi.charts, { staleTime: 30_000 });
  const lang = currentLang();
  const frame = (id: string, title: string, to: string | null, body: React.ReactNode) => (
    <div className={id === 'points' || id === 'fans' ? 'rf-dash-wide' : undefined}>
      <Panel title={to ? <Link to={to}>{title}</Link> : title} data-testid={`chart-${id}`}>
        {charts.isPending ? (
          <Skeleton active />
        ) : charts.isError ? (
          <Empty description={t('dashboard.loadFailed')} />
        ) : (
          body
        )}
      </Panel>
    </div>
  );
  const data: Charts | undefined = charts.data;
  const days = data?.days.map((d) => d.date.slice(5)) ?? [];

  const points: ChartData | undefined = data && {
    categories: days,
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
  const outcomes: ChartData | undefined = data && {
    categories: data.taskOutcomes.map((o) => translate(TASK_SUBTYPE_LABELS[o.subtype], lang)),
    series: (['success', 'failed', 'abnormal'] as const).map((k) => ({
      name: t(`dashboard.charts.${k}`),
      type: 'bar',
      stack: 'outcomes',
      data: data.taskOutcomes.map((o) => o[k]),
      color: { success: token.colorSuccess, failed: token.colorError, abnormal: token.colorWarning }[k],
    })),
  };
  const fans: ChartData | undefined = data && {
    categories: days,
    legend: false,
    // The axis fits the counts: a slowly growing fans count would be a flat line from 0.
    left: { fromZero: false },
    series: [
      {
        name: t('dashboard.charts.fans'),
        type: 'line',
        // A day without a record stays a gap: no figure is made up.
        data: data.days.map((d) => d.fans),
        color: token.colorPrimary,
      },
    ],
  };
  const devices: ChartData | undefined = data && {
    slices: data.deviceStatus.map((d) => ({
      name: translate(DEVICE_STATUS_LABELS[d.status], lang),
      value: d.count,
      color: statusColour(d.status, token),
    })),
  };
  return (
    <div className="rf-dash-grid rf-dash-charts">
      {frame(
        'points',
        t('dashboard.charts.points'),
        '/user/consume',
        points && <Chart data={points} label={t('dashboard.charts.points')} />,
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
              <Chart data={fans} label={t('dashboard.charts.fans')} height={240} />
              <Text type="secondary" data-testid="fans-since">
                {t('dashboard.charts.fansSince', { date: data?.fansSince })}
              </Text>
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
          outcomes && <Chart data={outcomes} label={t('dashboard.charts.outcomes')} />
        ),
      )}
      {frame(
        'devices',
        t('dashboard.charts.devices'),
        '/devices/list',
        data && data.deviceStatus.length === 0 ? (
          <Empty description={t('dashboard.charts.noDevices')} />
        ) : (
          devices && <Chart data={devices} label={t('dashboard.charts.devices')} />
        ),
      )}
    </div>
  );
}

/** The device statuses in the colours of their tags on the device list (DeviceStatusTag). */
const STATUS_TOKENS: Record<DeviceStatus, keyof GlobalToken> = {
  online: 'colorSuccess',
  offline: 'colorTextTertiary',
  disconnected: 'colorWarning',
  arrears: 'purple',
  banned: 'colorError',
};
const statusColour = (status: DeviceStatus, token: GlobalToken) => String(token[STATUS_TOKENS[status]]);
