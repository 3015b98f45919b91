import { eventEndpoints } from '@reelfleet/contract';
import type { TestServer } from './harness.ts';

/**
 * The operations of the served OpenAPI document, for the tests that must
 * cover every endpoint without naming them (cross-workspace sweep, fuzz).
 */

// biome-ignore lint/suspicious/noExplicitAny: JSON Schema as the document serves it
export type Schema = any;

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** As in the document: `/api/device/info/detail/{id}`. */
  path: string;
  /** Fastify's form of the path (`/:id`), as the ownership hook sees the route. */
  routeUrl: string;
  pathParams: Array<{ name: string; schema: Schema }>;
  queryParams: Array<{ name: string; schema: Schema; required: boolean }>;
  body: Schema | null;
  multipart: boolean;
}

/** Streams never end, so `inject` cannot wait for them; push.test.ts covers the event stream. */
const STREAMS = new Set([`/api${eventEndpoints.stream.path}`]);

export async function operations(server: TestServer): Promise<Operation[]> {
  const doc = (await server.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  const out: Operation[] = [];
  for (const [path, ops] of Object.entries<Record<string, Schema>>(doc.paths)) {
    if (STREAMS.has(path)) continue;
    for (const [method, op] of Object.entries<Schema>(ops)) {
      const params: Schema[] = op.parameters ?? [];
      const content = op.requestBody?.content ?? {};
      out.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        routeUrl: `${path.replace(/\{(\w+)\}/g, ':$1')}/`,
        pathParams: params.filter((p) => p.in === 'path').map((p) => ({ name: p.name, schema: p.schema })),
        queryParams: params
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: p.schema, required: Boolean(p.required) })),
        body: content['application/json']?.schema ?? null,
        multipart: Boolean(content['multipart/form-data']),
      });
    }
  }
  return out;
}

/** Field names that carry a row id (the ownership hook decides which table). */
export const isIdName = (name: string) => /^(id|ids)$|Ids?$/.test(name);

/** A plausible value for a schema: enough for most bodies to pass their schema. */
export function sample(schema: Schema, name = ''): unknown {
  if (!schema || typeof schema !== 'object') return null;
  if ('const' in schema) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  for (const key of ['anyOf', 'oneOf']) {
    if (Array.isArray(schema[key])) {
      const option = schema[key].find((s: Schema) => s.type !== 'null') ?? schema[key][0];
      return sample(option, name);
    }
  }
  if (Array.isArray(schema.allOf)) {
    return Object.assign({}, ...schema.allOf.map((s: Schema) => sample(s, name)));
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of schema.required ?? []) out[key] = sample(schema.properties?.[key], key);
      return out;
    }
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 0) }, () => sample(schema.items, name));
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? schema.exclusiveMinimum ?? 1);
    case 'boolean':
      return true;
    case 'string':
      return stringFor(schema, name);
    default:
      return null;
  }
}

function stringFor(schema: Schema, name: string): string {
  if (schema.format === 'date-time') return new Date().toISOString();
  if (/password/i.test(name)) return 'secret1a2b3';
  if (/email/i.test(name)) return 'sweep@example.com';
  if (/username/i.test(name)) return 'sweep_user';
  if (/^values$|video/i.test(name)) return '7000000000000000001';
  return 'sweep'.padEnd(Math.max(5, schema.minLength ?? 0), 'x').slice(0, schema.maxLength ?? 64);
}

/** Every top-level id field of an operation, where it sits. */
export function idFields(
  op: Operation,
): Array<{ where: 'path' | 'query' | 'body'; name: string; array: boolean }> {
  const fields: Array<{ where: 'path' | 'query' | 'body'; name: string; array: boolean }> = [];
  for (const p of op.pathParams)
    if (isIdName(p.name)) fields.push({ where: 'path', name: p.name, array: false });
  for (const p of op.queryParams)
    if (isIdName(p.name)) fields.push({ where: 'query', name: p.name, array: false });
  for (const [name, schema] of Object.entries<Schema>(bodyProperties(op.body))) {
    if (isIdName(name)) fields.push({ where: 'body', name, array: isArray(schema) });
  }
  return fields;
}

function bodyProperties(schema: Schema): Record<string, Schema> {
  if (!schema) return {};
  const parts = [schema, ...(schema.allOf ?? []), ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  return Object.assign({}, ...parts.map((s: Schema) => s.properties ?? {}));
}

function isArray(schema: Schema): boolean {
  if (!schema) return false;
  if (schema.type === 'array') return true;
  return [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].some((s: Schema) => s.type === 'array');
}
