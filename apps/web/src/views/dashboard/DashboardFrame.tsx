import { ReloadOutlined } from '@ant-design/icons';
import type { DashboardStatus } from '@reelfleet/contract';
import { Button } from 'antd';
import { lazy, type ReactNode, Suspense } from 'react';
import PageContainer from '../../components/PageContainer';
import { useTranslation } from '../../i18n/useTranslation';
import ServerStatusCard from './ServerStatusCard';
import StatCard, { type CardState, type StatCardProps } from './StatCard';
import './dashboard.css';

// The charts' button and, on demand, the charts: outside the dashboard's first load.
const ChartsPanel = lazy(() => import('./ChartsPanel'));

/** One figure of a dashboard (its test id follows from its id). */
export type StatCardSpec = Omit<StatCardProps, 'testId'> & { id: string };

type Query<T> = { data?: T; isPending: boolean; isError: boolean };

/** The card state of one figure: loading, failed, not built yet, or the number. */
export function stateOf<T>(
  query: Query<T>,
  pick: (data: T) => { value: number; footer?: ReactNode },
  available: (data: T) => boolean = () => true,
): CardState {
  if (query.isPending) return { kind: 'loading' };
  if (query.isError || !query.data) return { kind: 'error' };
  if (!available(query.data)) return { kind: 'unavailable' };
  return { kind: 'ready', ...pick(query.data) };
}

interface Props {
  title: string;
  onRefresh: () => void;
  /** Prefix of each card's test id (`<prefix>-<card id>`). */
  testPrefix: string;
  cards: StatCardSpec[];
  status: { data?: DashboardStatus; isPending: boolean };
  /** Shown above the cards. */
  notice?: ReactNode;
  /** Cards of their own after the figures and the server status (a wide one with `rf-dash-wide`). */
  more?: ReactNode;
}

/** A dashboard: the figures as cards, the server status, then the charts on demand. */
export default function DashboardFrame({ title, onRefresh, testPrefix, cards, status, notice, more }: Props) {
  const { t } = useTranslation();
  return (
    <PageContainer
      title={title}
      extra={
        <Button icon={<ReloadOutlined />} onClick={onRefresh}>
          {t('dashboard.refresh')}
        </Button>
      }
    >
      {notice}
      <div className="rf-dash-grid rf-dash-cards">
        {cards.map((card) => (
          <StatCard key={card.id} testId={`${testPrefix}-${card.id}`} {...card} />
        ))}
        <ServerStatusCard status={status.data} loading={status.isPending} />
        {more}
      </div>
      <Suspense fallback={null}>
        <ChartsPanel />
      </Suspense>
    </PageContainer>
  );
}
