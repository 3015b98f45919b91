import {
  AccountBookOutlined,
  MobileOutlined,
  ReloadOutlined,
  RocketOutlined,
  ShopOutlined,
  ShoppingOutlined,
  StopOutlined,
  TeamOutlined,
  UsergroupAddOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { AdminSummary } from '@reelfleet/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Col, Row, theme } from 'antd';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { adminApi } from '../../api/admin';
import PageContainer from '../../components/PageContainer';
import { toThousands } from '../../utils/number';
import ServerStatusCard from './ServerStatusCard';
import StatCard, { type CardState } from './StatCard';
import { dashboardKey, useServerStatus } from './useDashboard';

// The charts' button and, on demand, ECharts: outside the dashboard's first load.
const ChartsPanel = lazy(() => import('./ChartsPanel'));

/** The admin's control panel: figures across every workspace, each card opening the list behind it. */
export default function SystemDashboard() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const summary = useQuery({
    queryKey: [...dashboardKey, 'system'],
    queryFn: adminApi.summary,
    retry: false,
  });
  const status = useServerStatus();
  const state = (pick: (d: AdminSummary) => number, footer?: (d: AdminSummary) => ReactNode): CardState =>
    summary.isPending
      ? { kind: 'loading' }
      : summary.isError || !summary.data
        ? { kind: 'error' }
        : { kind: 'ready', value: pick(summary.data), footer: footer?.(summary.data) };
  const points = (count: number) => t('dashboard.points', { count });
  const cards: {
    id: string;
    title: string;
    icon: ReactNode;
    color: string;
    /** The list behind the figure; none for rows that only exist inside workspaces. */
    to?: string;
    unit?: (n: number) => string;
    state: CardState;
  }[] = [
    {
      id: 'owners',
      title: t('dashboard.system.owners'),
      icon: <UserOutlined />,
      color: token.colorPrimary,
      to: '/admin/users',
      state: state((d) => d.owners),
    },
    {
      id: 'agents',
      title: t('dashboard.system.agents'),
      icon: <ShopOutlined />,
      color: token.colorSuccess,
      to: '/admin/users',
      state: state((d) => d.agents),
    },
    {
      id: 'staff',
      title: t('dashboard.system.staff'),
      icon: <TeamOutlined />,
      color: token.colorInfo,
      to: '/admin/users',
      state: state((d) => d.staff),
    },
    {
      id: 'disabled',
      title: t('dashboard.system.disabled'),
      icon: <StopOutlined />,
      color: token.colorError,
      to: '/admin/users',
      state: state((d) => d.disabledUsers),
    },
    {
      id: 'balance',
      title: t('dashboard.system.balance'),
      icon: <WalletOutlined />,
      color: token.colorPrimary,
      to: '/user/finance',
      unit: points,
      state: state(
        (d) => d.pointsBalance,
        (d) => t('dashboard.held', { n: toThousands(d.pointsHeld), count: d.pointsHeld }),
      ),
    },
    {
      id: 'recharge-month',
      title: t('dashboard.system.rechargeMonth'),
      icon: <AccountBookOutlined />,
      color: token.colorSuccess,
      to: '/user/finance',
      unit: points,
      state: state((d) => d.rechargeThisMonth),
    },
    {
      id: 'consumption-month',
      title: t('dashboard.system.consumptionMonth'),
      icon: <ShoppingOutlined />,
      color: token.colorWarning,
      to: '/user/consume',
      unit: points,
      state: state((d) => d.consumptionThisMonth),
    },
    {
      id: 'devices',
      title: t('dashboard.system.devices'),
      icon: <MobileOutlined />,
      color: token.colorInfo,
      state: state((d) => d.devices),
    },
    {
      id: 'accounts',
      title: t('dashboard.system.accounts'),
      icon: <UsergroupAddOutlined />,
      color: token.colorInfo,
      state: state((d) => d.accounts),
    },
    {
      id: 'tasks',
      title: t('dashboard.system.tasks'),
      icon: <RocketOutlined />,
      color: token.colorWarning,
      state: state(
        (d) => d.tasksRunning,
        (d) => t('dashboard.system.tasksTotal', { n: toThousands(d.tasksTotal), count: d.tasksTotal }),
      ),
    },
  ];
  return (
    <PageContainer
      title={t('dashboard.system.title')}
      extra={
        <Button icon={<ReloadOutlined />} onClick={() => void summary.refetch()}>
          {t('dashboard.refresh')}
        </Button>
      }
    >
      <Alert type="info" showIcon title={t('admin.noWorkspace')} style={{ marginBottom: 16 }} />
      <Row gutter={[16, 16]}>
        {cards.map((card) => (
          <Col key={card.id} xs={24} sm={12} lg={8} xxl={6}>
            <StatCard testId={`system-${card.id}`} {...card} />
          </Col>
        ))}
        <Col xs={24} sm={12} lg={8} xxl={6}>
          <ServerStatusCard status={status.data} loading={status.isPending} />
        </Col>
      </Row>
      <Suspense fallback={null}>
        <ChartsPanel />
      </Suspense>
    </PageContainer>
  );
}
