import { PRODUCT_TITLE } from '@reelfleet/contract';

/** "<route title> - ReelFleet", or the product title alone. */
export function pageTitle(routeTitle: string): string {
  return routeTitle ? `${routeTitle} - ${PRODUCT_TITLE}` : PRODUCT_TITLE;
}
