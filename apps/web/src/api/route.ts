import type { Endpoint } from '@reelfleet/contract';

/**
 * What the console needs of a contract endpoint to call it: method, path, multipart, idempotent. Its schemas
 * stay in the contract; `E` (a type only) still types each call's params, query, body and answer
 * from them, so the console's chunks carry no zod for the calls (endpoints.ts, derived from the contract).
 */
export interface Route<E extends Endpoint = Endpoint> {
  readonly method: E['method'];
  readonly path: E['path'];
  readonly multipart?: boolean;
  /** A creation call: sent with an Idempotency-Key (call.ts). */
  readonly idempotent?: boolean;
  /** Never set: carries the endpoint's declaration for the types. */
  readonly endpoint?: E;
}

/** The routes of a group of endpoints (or of a group of groups, as tagEndpoints is). */
export type RoutesOf<G> = {
  readonly [K in keyof G]: G[K] extends Endpoint ? Route<G[K]> : RoutesOf<G[K]>;
};
