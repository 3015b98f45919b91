import type { AccountFans } from '@reelfleet/contract';
import { theme } from 'antd';
import { Chart } from '../../components/charts/Chart';
import { useTranslation } from '../../i18n/useTranslation';

/** Followers (left axis) and following (right axis) of one account over time, in the console's theme. */
export default function FansChart({ history }: { history: AccountFans['history'] }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const followers = t('lifecycle.fans.followers');
  const following = t('lifecycle.fans.following');
  return (
    <Chart
      testId="fans-chart"
      label={t('lifecycle.fans.overTime')}
      height={300}
      data={{
        categories: history.map((p) => p.at.slice(5, 10)),
        left: { title: followers },
        right: { title: following },
        series: [
          {
            name: followers,
            type: 'line',
            smooth: true,
            data: history.map((p) => p.followers),
            color: token.colorPrimary,
          },
          {
            name: following,
            type: 'line',
            smooth: true,
            right: true,
            data: history.map((p) => p.following),
            color: token.colorWarning,
          },
        ],
      }}
    />
  );
}
