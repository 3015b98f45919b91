import { PRICE_LABELS, type PriceItem, translate } from '@reelfleet/contract';
import { currentLang } from '../i18n';
import type { TFunction } from '../i18n/translate';
import { toThousands } from '../utils/number';

/** The query key of the price table (a price change invalidates it). */
export const PRICES_KEY = ['finance', 'prices'] as const;

/** A price's name in the console's language. */
export const priceName = (p: PriceItem) => translate(PRICE_LABELS[p.name] ?? p.name, currentLang());

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
