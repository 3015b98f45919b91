import {
  AccountBookOutlined,
  ClockCircleOutlined,
  CloudDownloadOutlined,
  MobileOutlined,
  RiseOutlined,
  ShoppingOutlined,
  TeamOutlined,
  UserAddOutlined,
  UsergroupAddOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { theme } from 'antd';
import { useTranslation } from '../../i18n/useTranslation';

import { useUserStore } from '../../stores/user';
import { toThousands } from '../../utils/number';
import DashboardFrame, { type StatCardSpec, stateOf } from './DashboardFrame';
import FirstRun from './FirstRun';
import SystemDashboard from './SystemDashboard';
import TaskStatusCard from './TaskStatusCard';
import { dashboardKey, useDashboard } from './useDashboard';

/** The control panel: the admin (no workspace) sees system-wide figures, everyone else their workspace's. */
export default function DashboardPage() {
  const isAdmin = useUserStore((s) => s.roles.includes('admin'));
  // The admin's one is in this file's code, not fetched apart: a few KB for the others, and as a lazy
  // part it held the admin's first screen back by React's Suspense throttling (components/preloadable.tsx).
  return isAdmin ? <SystemDashboard /> : <WorkspaceDashboard />;
}

/** The control panel (spec 2 "Dashboard cards"): real figures, or an honest "—" where an area is not built. */
function WorkspaceDashboard() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const queryClient = useQueryClient();
  const { finance, devices, accounts, fans, tasks, status } = useDashboard();
  const points = (count: number) => t('dashboard.points', { count });
  const isAvailable = (d: { available: boolean }) => d.available;

  const cards: StatCardSpec[] = [
    {
      id: 'balance',
      to: '/user/finance',
      title: t('dashboard.balance'),
      icon: <WalletOutlined />,
      color: token.colorPrimary,
      unit: points,
      state: stateOf(finance, (d) => ({
        value: d.balance,
        footer: t('dashboard.held', { n: toThousands(d.held), count: d.held }),
      })),
    },
    {
      id: 'consumption',
      to: '/user/consume',
      title: t('dashboard.totalConsumption'),
      icon: <ShoppingOutlined />,
      color: token.colorWarning,
      unit: points,
      state: stateOf(finance, (d) => ({
        value: d.totalConsumption,
        footer: t('dashboard.thisMonth', { n: toThousands(d.consumptionThisMonth) }),
      })),
    },
    {
      id: 'devices-created',
      to: '/devices/list',
      title: t('dashboard.createdDevices'),
      icon: <MobileOutlined />,
      color: token.colorInfo,
      state: stateOf(devices, (d) => ({ value: d.created }), isAvailable),
    },
    {
      id: 'devices-expiring',
      to: '/devices/list',
      title: t('dashboard.expiringDevices'),
      icon: <ClockCircleOutlined />,
      color: token.colorError,
      state: stateOf(
        devices,
        (d) => ({
          value: d.expiring,
          footer: t('dashboard.expiringWithin', {
            days: d.expiringWithinDays,
            count: d.expiringWithinDays,
          }),
        }),
        isAvailable,
      ),
    },
    {
      id: 'recharge',
      to: '/user/finance',
      title: t('dashboard.totalRecharge'),
      icon: <AccountBookOutlined />,
      color: token.colorSuccess,
      unit: points,
      state: stateOf(finance, (d) => ({ value: d.totalRecharge })),
    },
    {
      id: 'recharge-month',
      to: '/user/finance',
      title: t('dashboard.newThisMonth'),
      icon: <RiseOutlined />,
      color: token.colorSuccess,
      unit: points,
      state: stateOf(finance, (d) => ({
        value: d.rechargeThisMonth,
        footer: t('dashboard.rechargedSinceFirst'),
      })),
    },
    {
      id: 'fans',
      to: '/resource/people',
      title: t('dashboard.fans'),
      icon: <TeamOutlined />,
      color: token.colorPrimary,
      state: stateOf(
        fans,
        (d) => ({ value: d.total, footer: t('dashboard.thisMonthNew', { n: toThousands(d.newThisMonth) }) }),
        isAvailable,
      ),
    },
    {
      id: 'accounts',
      to: '/account/list',
      title: t('dashboard.accounts'),
      icon: <UsergroupAddOutlined />,
      color: token.colorInfo,
      state: stateOf(
        accounts,
        (d) => ({
          value: d.accounts,
          footer: t('dashboard.followers', { n: toThousands(d.fans), count: d.fans }),
        }),
        isAvailable,
      ),
    },
    {
      id: 'collected-month',
      to: '/resource/people',
      title: t('dashboard.collectedThisMonth'),
      icon: <CloudDownloadOutlined />,
      color: token.colorWarning,
      state: stateOf(
        accounts,
        (d) => ({ value: d.collectedThisMonth }),
        (d) => d.available && d.collectedAvailable,
      ),
    },
    {
      id: 'registered-month',
      to: '/resource/regaccount',
      title: t('dashboard.registeredThisMonth'),
      icon: <UserAddOutlined />,
      color: token.colorSuccess,
      state: stateOf(accounts, (d) => ({ value: d.registeredThisMonth }), isAvailable),
    },
  ];

  return (
    <DashboardFrame
      title={t('dashboard.title')}
      onRefresh={() => void queryClient.invalidateQueries({ queryKey: dashboardKey })}
      testPrefix="card"
      notice={<FirstRun />}
      cards={cards}
      status={status}
      more={
        <div className="rf-dash-wide">
          <TaskStatusCard counts={tasks.data} loading={tasks.isPending} />
        </div>
      }
    />
  );
}
