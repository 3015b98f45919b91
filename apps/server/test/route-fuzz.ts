import fc from 'fast-check';
import { expect } from 'vitest';
import type { TestServer } from './harness.ts';

/**
 * Random bodies for a family of JSON routes (admin users, divisions): mostly
 * valid fields so that the handlers behind the schemas run, sometimes anything.
 */

/** Anything at all: strings, numbers, null, nested JSON and the given odd values. */
export function garbageOf(...odd: unknown[]): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.jsonValue({ maxDepth: 2 }),
    fc.constantFrom(...odd),
  );
}

const garbage = garbageOf(
  0,
  -1,
  2 ** 53,
  'admin',
  'agent',
  '%',
  '\u0000',
  'a\u0007b',
  '\u202eevil.exe',
  'a\u200bb',
  '=HYPERLINK("//e.x/a","z")',
);

/** Mostly a valid value, sometimes garbage. */
export const field = <T>(valid: fc.Arbitrary<T>): fc.Arbitrary<unknown> =>
  fc.oneof({ weight: 9, arbitrary: valid as fc.Arbitrary<unknown> }, { weight: 1, arbitrary: garbage });

/** A new login's username, password and email (an add body's first fields), mostly valid. */
export const newLoginFields = {
  username: field(fc.stringMatching(/^[a-z0-9_]{5,12}$/)),
  password: field(fc.constant('secret123')),
  email: field(fc.constant('fuzz@example.com')),
};

/** A body of these fields: all of them, some of them, or any JSON. */
export const bodyOf = (fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 5, arbitrary: fc.record(fields) },
    { weight: 2, arbitrary: fc.record(fields, { requiredKeys: [] }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  );

type Method = 'POST' | 'PUT';

export interface RouteFuzz<R extends string> {
  /** `${base}/${route}` is each route's URL. */
  base: string;
  headers: Record<string, string>;
  /** Per route: its method, the random bodies, and one body the route accepts (200). */
  routes: Record<R, { method: Method; body: fc.Arbitrary<unknown>; valid: unknown }>;
  numRuns: number;
}

/**
 * Sends every route its valid body, then `numRuns` random ones (a fixed seed, so a run is
 * repeatable): none may answer 5xx, each answers in the envelope. Returns the statuses each
 * route answered; every route has answered 200 at least once, to its valid body, so the
 * random runs reached the handlers behind the schemas and not only the schemas.
 */
export async function fuzzRoutes<R extends string>(
  server: TestServer,
  spec: RouteFuzz<R>,
): Promise<Record<R, Set<number>>> {
  const names = Object.keys(spec.routes) as R[];
  const statuses = Object.fromEntries(names.map((name) => [name, new Set<number>()])) as Record<
    R,
    Set<number>
  >;
  const send = async (route: R, payload: unknown) => {
    const res = await server.app.inject({
      method: spec.routes[route].method,
      url: `${spec.base}/${route}`,
      headers: { ...spec.headers, 'content-type': 'application/json' },
      payload: JSON.stringify(payload) ?? 'null',
    });
    expect(res.statusCode, res.body).toBeLessThan(500);
    expect(res.json()).toHaveProperty('code');
    statuses[route].add(res.statusCode);
    return res;
  };
  for (const route of names) {
    const res = await send(route, spec.routes[route].valid);
    expect(res.statusCode, `${route}: ${res.body}`).toBe(200);
  }
  const cases = fc.oneof(...names.map((route) => spec.routes[route].body.map((b) => [route, b] as const)));
  await fc.assert(
    fc.asyncProperty(cases, async ([route, payload]) => {
      await send(route, payload);
    }),
    { numRuns: spec.numRuns, seed: 8 },
  );
  return statuses;
}
