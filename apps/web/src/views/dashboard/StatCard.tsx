import type { ReactNode } from 'react';
import { Link } from 'react-router';
import Text from '../../components/Text';
import { useTranslation } from '../../i18n/useTranslation';
import { toThousands } from '../../utils/number';
import CardFrame from './CardFrame';

export type CardState =
  | { kind: 'loading' }
  /** The request failed (the request layer showed why). */
  | { kind: 'error' }
  /** The area behind the figure is not built yet: nothing is measured. */
  | { kind: 'unavailable' }
  | { kind: 'ready'; value: number; footer?: ReactNode };

export interface StatCardProps {
  testId: string;
  title: string;
  icon: ReactNode;
  color: string;
  /** The unit after the figure, in the figure's plural form. */
  unit?: (value: number) => string;
  state: CardState;
  /** The list behind the figure: the figure links there. */
  to?: string;
}

/** One dashboard figure; shows "—" with the reason instead of a number it does not have. */
export default function StatCard({ testId, title, icon, color, unit, state, to }: StatCardProps) {
  const { t } = useTranslation();
  const ready = state.kind === 'ready';
  return (
    <CardFrame testId={testId} title={title} icon={icon} color={color} loading={state.kind === 'loading'}>
      <Text strong style={{ fontSize: 24, lineHeight: '32px' }} data-testid={`${testId}-value`}>
        {ready ? toThousands(state.value) : '—'}
        {ready && unit ? (
          <Text type="secondary" style={{ fontSize: 13, fontWeight: 'normal', marginInlineStart: 4 }}>
            {unit(state.value)}
          </Text>
        ) : null}
      </Text>
      {to && (
        <Link to={to} data-testid={`${testId}-link`} style={{ fontSize: 12 }}>
          {t('dashboard.viewList')}
        </Link>
      )}
      <Text type="secondary" style={{ fontSize: 12, minHeight: 20 }}>
        {state.kind === 'ready' && state.footer}
        {state.kind === 'unavailable' && t('dashboard.notAvailable')}
        {state.kind === 'error' && t('dashboard.loadFailed')}
      </Text>
    </CardFrame>
  );
}
