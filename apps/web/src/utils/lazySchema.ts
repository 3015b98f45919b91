import type { z } from 'zod';
import type * as Schemas from './schemas';

let schemas: Promise<typeof Schemas> | undefined;
const load = () => {
  // A fetch that failed (offline) is not kept: the next check fetches again.
  schemas ??= import('./schemas').catch((error: unknown) => {
    schemas = undefined;
    throw error;
  });
  return schemas;
};

/** One of the contract's schemas (schemas.ts), fetched the first time it is asked for. */
export const lazySchema =
  (pick: (s: typeof Schemas) => z.ZodType): (() => Promise<z.ZodType>) =>
  () =>
    load().then(pick);

/** The fields of a body's shape, each fetched (with zod) the first time a rule asks for it. */
export function lazyShape<K extends string>(pick: (s: typeof Schemas) => Record<K, z.ZodType>) {
  return (name: K) => lazySchema((s) => pick(s)[name]);
}
