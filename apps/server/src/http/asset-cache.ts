import { sep } from 'node:path';

const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * Cache policy of a console file: Vite names everything under `assets/` by its content hash, so those never
 * change and are kept a year; anything else (index.html, public files) is revalidated on each load so a
 * new release shows at once.
 */
export function assetCacheControl(path: string): string {
  const normalized = path.split(sep).join('/');
  return normalized.includes('/assets/') || normalized.startsWith('assets/') ? YEAR_IMMUTABLE : REVALIDATE;
}
