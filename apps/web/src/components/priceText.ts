import { PRICE_LABELS, type PriceItem, translate } from '@reelfleet/contract';
import { currentLang } from '../i18n';
import type { TFunction } from '../i18n/translate';
import { toThousands } from '../utils/number';

/** The query key of the price table (a price change invalidates it). */
export const PRICES_KEY = ['finance', 'prices'] as const;

/** A price's name in the console's language. */
export const priceName = (p: PriceItem) => translate(PRICE_LABELS[p.name] ?? p.name, currentLang());

/** What a price is paid for, in the console's language: "per account", "per 100 fans". */
export function perText(t: TFunction, { per, unit }: Pick<PriceItem, 'per' | 'unit'>): string {
  return per === 1
    ? t('price.perOne', { unit: t(`price.unit.${unit}`, { count: 1 }) })
    : t('price.perMany', { per: toThousands(per), unit: t(`price.unit.${unit}`, { count: per }) });
}

/** One line of the price table in the console's language: "25 points per account", "1 point per 100 fans". */
export function priceText(t: TFunction, price: Pick<PriceItem, 'points' | 'per' | 'unit'>): string {
  return t('price.pointsPer', {
    points: t('price.points', { count: price.points, n: toThousands(price.points) }),
    perText: perText(t, price),
  });
}
