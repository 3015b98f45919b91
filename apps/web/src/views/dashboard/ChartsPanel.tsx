import { Button, Flex, Skeleton } from 'antd';
import { lazy, Suspense, useState } from 'react';
import Panel from '../../components/Panel';
import Text from '../../components/Text';
import { useTranslation } from '../../i18n/useTranslation';

// The charts (Chart.js, docs/decisions.md) are a chunk of their own: fetched on the dashboard only,
// and only when asked for; the dashboard's first screen does not wait for them.
const DashboardCharts = lazy(() => import('./DashboardCharts'));

/** The charts of the control panel, behind one button. */
export default function ChartsPanel() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  if (shown)
    return (
      <div style={{ marginTop: 16 }}>
        <Suspense fallback={<Skeleton active />}>
          <DashboardCharts />
        </Suspense>
      </div>
    );
  return (
    <Panel style={{ marginTop: 16 }}>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Text type="secondary">{t('dashboard.charts.hint')}</Text>
        <Button onClick={() => setShown(true)} data-testid="show-charts">
          {t('dashboard.charts.show')}
        </Button>
      </Flex>
    </Panel>
  );
}
