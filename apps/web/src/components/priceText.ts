import type { PriceItem } from '@reelfleet/contract';
import type { TFunction } from 'i18next';
import { toThousands } from '../utils/number';

/** One line of the price table in the console's language: "25 points per account", "1 point per 100 fans". */
export function priceText(
  t: TFunction,
  { points, per, unit }: Pick<PriceItem, 'points' | 'per' | 'unit'>,
): string {
  const perText =
    per === 1
      ? t('price.perOne', { unit: t(`price.unit.${unit}`, { count: 1 }) })
      : t('price.perMany', { per: toThousands(per), unit: t(`price.unit.${unit}`, { count: per }) });
  return t('price.pointsPer', {
    points: t('price.points', { count: points, n: toThousands(points) }),
    perText,
  });
}
