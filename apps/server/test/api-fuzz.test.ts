import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../src/modules/auth/session.ts';
import { tokenFor } from './auth-helpers.ts';
import { ADMIN_PASSWORD, TEST_DB } from './harness.ts';
import { type Operation, operations, type Schema, sample } from './openapi-ops.ts';
import { garbageOf } from './route-fuzz.ts';
import { suiteServer } from './suite.ts';
import { type Workspace, workspace } from './tasks-fixtures.ts';

/**
 * Fuzz over every operation of the OpenAPI document (issue 9): bodies and
 * queries that are mostly valid with one field gone wrong, or anything at
 * all; path parameters that are odd strings. Whatever comes in, the answer
 * is below 500 and in the envelope `{ code, message, data }`.
 */

const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 20);

/** Texts of issue 39: NUL and other controls, a right-to-left override, a zero-width space, a formula cell. */
const HOSTILE_TEXTS = [
  'a\u0000b',
  '\u0000',
  'a\u0007b',
  '\u001b[31m',
  '\u202eevil.exe',
  'a\u200bb',
  '=HYPERLINK("//e.x/a","z")',
  '+cmd|" /C calc"!A0',
  '@SUM(1)',
];
/** A string of 900 KB: under the body limit, so it reaches the schemas, the handlers and the databases. */
const HUGE_TEXT = 'x'.repeat(900_000);
/** 50,000 nested arrays (written out: JSON.stringify itself would recurse that deep). */
const DEEP_BODY = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;

const garbage = garbageOf(
  0,
  -1,
  2 ** 53,
  1e308,
  '',
  '%',
  '../../etc/passwd',
  '<script>',
  [],
  {},
  ...HOSTILE_TEXTS,
);

const pathSegment = fc.oneof(
  fc.integer({ min: -5, max: 1_000_000 }).map(String),
  fc.string({ maxLength: 20 }).map(encodeURIComponent),
  fc.constantFrom('%', '%zz', '0', '-1', '1e3', 'null', '9'.repeat(120), '..', '%00'),
);

/** A valid sample with some fields changed to garbage, removed or added; or garbage outright. */
function bodyFor(schema: Schema | null): fc.Arbitrary<unknown> {
  const base = schema ? sample(schema) : undefined;
  if (!base || typeof base !== 'object' || Array.isArray(base)) return fc.oneof(fc.constant(base), garbage);
  const keys = Object.keys(schemaProps(schema));
  const mutated = fc
    .record({
      change: fc.subarray(keys),
      drop: fc.subarray(keys, { maxLength: 1 }),
      values: fc.array(garbage, { minLength: keys.length, maxLength: keys.length }),
      extra: fc.option(fc.tuple(fc.string({ minLength: 1, maxLength: 8 }), garbage), { nil: null }),
    })
    .map(({ change, drop, values, extra }) => {
      const out: Record<string, unknown> = { ...(base as object) };
      for (const key of change) out[key] = values[keys.indexOf(key)];
      for (const key of drop) delete out[key];
      if (extra) out[extra[0]] = extra[1];
      return out;
    });
  return fc.oneof({ weight: 4, arbitrary: mutated }, { weight: 1, arbitrary: garbage });
}

function schemaProps(schema: Schema): Record<string, Schema> {
  const parts = [schema, ...(schema.allOf ?? []), ...(schema.anyOf ?? [])];
  return Object.assign({}, ...parts.map((s: Schema) => s.properties ?? {}));
}

function requestFor(op: Operation) {
  return fc.record({
    segments: fc.array(pathSegment, { minLength: op.pathParams.length, maxLength: op.pathParams.length }),
    query: fc.dictionary(
      fc.constantFrom(...op.queryParams.map((p) => p.name), 'pageNo', 'pageSize', 'token', 'x'),
      fc.oneof(fc.string({ maxLength: 12 }), fc.integer().map(String)),
      { maxKeys: 3 },
    ),
    body: op.body || op.method !== 'GET' ? bodyFor(op.body) : fc.constant(undefined),
    raw: fc.oneof(
      { weight: 18, arbitrary: fc.constant(null) },
      { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
      { weight: 1, arbitrary: fc.constant(DEEP_BODY) },
    ),
    admin: fc.boolean(),
  });
}

describe(`fuzz over every operation of the OpenAPI document (${TEST_DB})`, () => {
  const server = suiteServer();
  let owner: string;
  let admin: string;
  beforeAll(async () => {
    const ws: Workspace = await workspace(server, {
      name: 'fuzz_owner',
      points: 1_000_000,
      devices: 2,
      accounts: 2,
    });
    owner = await createSession(server.ctx.db, ws.ownerId);
    admin = await tokenFor(server, 'admin', ADMIN_PASSWORD);
  });

  /** Sends one request; a 5xx (but 501) or an answer outside the envelope is a failure. */
  function judge(failures: string[], statuses: Record<number, number>) {
    return async (op: Operation, url: string, payload: string | undefined, asAdmin: boolean) => {
      const res = await server.app.inject({
        method: op.method,
        url,
        headers: {
          authorization: `Bearer ${asAdmin ? admin : owner}`,
          'content-type': 'application/json',
          'accept-language': asAdmin ? 'zh' : 'en',
        },
        ...(op.method === 'GET' || payload === undefined ? {} : { payload }),
      });
      statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
      // 501 is the honest answer of a task kind the engine does not have yet, not a crash.
      if ((res.statusCode >= 500 && res.statusCode !== 501) || !inEnvelope(res)) {
        failures.push(
          `${op.method} ${url.slice(0, 120)} ${String(payload).slice(0, 80)} -> ${res.statusCode} ${res.body.slice(0, 120)}`,
        );
      }
    };
  }

  it('never answers 500 and always answers in the envelope', { timeout: 240_000 }, async () => {
    const ops = (await operations(server)).filter((op) => !op.multipart && !/logout/.test(op.path));
    const failures: string[] = [];
    const statuses: Record<number, number> = {};
    const send = judge(failures, statuses);
    for (const op of ops) {
      await fc.assert(
        fc.asyncProperty(requestFor(op), async ({ segments, query, body, raw, admin: asAdmin }) => {
          let i = 0;
          const url = op.path.replace(/\{\w+\}/g, () => segments[i++] ?? '1');
          const search = new URLSearchParams(query).toString();
          await send(op, `${url}${search ? `?${search}` : ''}`, raw ?? JSON.stringify(body ?? null), asAdmin);
        }),
        { numRuns: RUNS_PER_OPERATION, seed: 9 },
      );
    }
    console.info(
      `API fuzz (${TEST_DB}): ${ops.length} operations, ${total(statuses)} requests, statuses ${JSON.stringify(statuses)}, failures ${failures.length}`,
    );
    expect(failures).toEqual([]);
  });

  it('answers hostile inputs on every operation below 500, in the envelope (issue 39)', {
    timeout: 600_000,
  }, async () => {
    const ops = (await operations(server)).filter((op) => !op.multipart && !/logout/.test(op.path));
    const failures: string[] = [];
    const statuses: Record<number, number> = {};
    const send = judge(failures, statuses);
    for (const op of ops) {
      // The admin's routes as the admin (an owner would meet the role guard only).
      const asAdmin = op.path.startsWith('/api/admin/');
      const url = op.path.replace(/\{\w+\}/g, '1');
      const base = (op.body ? sample(op.body) : {}) as Record<string, unknown>;
      if (op.method !== 'GET') await send(op, url, DEEP_BODY, asAdmin);
      for (const name of stringFields(op.body)) {
        for (const text of [...HOSTILE_TEXTS, HUGE_TEXT]) {
          await send(op, url, JSON.stringify({ ...base, [name]: text }), asAdmin);
        }
      }
      for (const q of op.queryParams) {
        for (const text of HOSTILE_TEXTS) {
          await send(op, `${url}?${q.name}=${encodeURIComponent(text)}`, JSON.stringify(base), asAdmin);
        }
      }
      if (op.pathParams.length > 0) {
        for (const text of HOSTILE_TEXTS) {
          const odd = op.path.replace(/\{\w+\}/g, encodeURIComponent(text));
          await send(op, odd, JSON.stringify(base), asAdmin);
        }
      }
    }
    console.info(
      `API hostile inputs (${TEST_DB}): ${ops.length} operations, ${total(statuses)} requests, statuses ${JSON.stringify(statuses)}, failures ${failures.length}`,
    );
    expect(failures).toEqual([]);
    // The texts reached the rules: control characters and names were refused, not let through.
    expect(statuses[400]).toBeGreaterThan(total(statuses) / 2);
  });
});

const total = (statuses: Record<number, number>) => Object.values(statuses).reduce((a, b) => a + b, 0);

function inEnvelope(res: { statusCode: number; headers: Record<string, unknown>; json(): unknown }): boolean {
  try {
    const json = res.json() as Record<string, unknown> | null;
    return (
      json !== null &&
      typeof json === 'object' &&
      'code' in json &&
      typeof json.message === 'string' &&
      'data' in json
    );
  } catch {
    // not JSON: binary answers (images, videos, exports) are judged by status only
    return res.statusCode < 400 && !/json/.test(String(res.headers['content-type']));
  }
}

/** The top-level fields of a body schema that take a string. */
function stringFields(schema: Schema | null): string[] {
  if (!schema) return [];
  const takesString = (s: Schema): boolean =>
    s?.type === 'string' ||
    (Array.isArray(s?.type) && s.type.includes('string')) ||
    [...(s?.anyOf ?? []), ...(s?.oneOf ?? [])].some(takesString);
  return Object.entries(schemaProps(schema))
    .filter(([, s]) => takesString(s))
    .map(([name]) => name);
}
