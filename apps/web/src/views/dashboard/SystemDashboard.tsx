import {
  AccountBookOutlined,
  MobileOutlined,
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
import { Alert, theme } from 'antd';
import type { ReactNode } from 'react';
import { adminApi } from '../../api/admin';
import { useTranslation } from '../../i18n/useTranslation';
import { toThousands } from '../../utils/number';
import DashboardFrame, { type StatCardSpec, stateOf } from './DashboardFrame';
import { useFigure, useServerStatus } from './useDashboard';

/** The admin's control panel: figures across every workspace, each card opening the list behind it. */
export default function SystemDashboard() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const summary = useFigure('system', adminApi.summary, { retry: false });
  const status = useServerStatus();
  const state = (pick: (d: AdminSummary) => number, footer?: (d: AdminSummary) => ReactNode) =>
    stateOf(summary, (d) => ({ value: pick(d), footer: footer?.(d) }));
  const points = (count: number) => t('dashboard.points', { count });
  const cards: StatCardSpec[] = [
    {
      id: 'owners',
      title: t('dashboard.system.owners'),
      icon: <UserOutlined />,
      color: token.colorPrimary,
      to: '/admin/users?userType=owner',
      state: state((d) => d.owners),
    },
    {
      id: 'agents',
      title: t('dashboard.system.agents'),
      icon: <ShopOutlined />,
      color: token.colorSuccess,
      to: '/admin/users?role=agent',
      state: state((d) => d.agents),
    },
    {
      id: 'staff',
      title: t('dashboard.system.staff'),
      icon: <TeamOutlined />,
      color: token.colorInfo,
      to: '/admin/users?userType=staff',
      state: state((d) => d.staff),
    },
    {
      id: 'disabled',
      title: t('dashboard.system.disabled'),
      icon: <StopOutlined />,
      color: token.colorError,
      to: '/admin/users?status=disabled',
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
    <DashboardFrame
      title={t('dashboard.system.title')}
      onRefresh={() => void summary.refetch()}
      testPrefix="system"
      cards={cards}
      status={status}
      notice={<Alert type="info" showIcon title={t('admin.noWorkspace')} style={{ marginBottom: 16 }} />}
    />
  );
}
