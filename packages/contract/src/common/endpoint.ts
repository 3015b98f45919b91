import { z } from 'zod';
import type { EndpointAccess } from '../tokens/constants.ts';
import type { RoleName } from './roles.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One API endpoint, declared once: the server registers its route from it
 * (and OpenAPI shows it), the console calls it through it. `path` is relative
 * to `/api` and names its parameters Fastify-style (`/x/delete/:id`).
 * `response` is the schema of `data` in the envelope; an endpoint without one
 * answers something other than JSON (a file, an image).
 */
export interface Endpoint<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: string;
  tags: readonly string[];
  summary: string;
  description?: string;
  params?: P;
  query?: Q;
  body?: B;
  response?: R;
  /** Open without a token (login, register, captcha, health). */
  public?: boolean;
  /** Only callers with one of these roles (the admin always passes). */
  roles?: readonly RoleName[];
  /** Uploaded as multipart form data, not JSON. */
  multipart?: boolean;
  /**
   * A POST (or PUT) that only reads: a list, a picker, a quote, a preview, an export, a search.
   * Declared here, never guessed from the path: without it a non-GET call is a write, audited
   * (docs/audit.md) and followed by live updates.
   */
  read?: boolean;
  /**
   * A creation call (a task, a job, a rental, a recharge, an import): it takes an
   * `Idempotency-Key` header, and a replay of a key answers the first result and
   * writes nothing (docs/finance.md "One click, one charge").
   */
  idempotent?: boolean;
  /**
   * What a personal access token needs to make this call, where its area's rule (src/endpoints.ts
   * `AREA_TOKEN_ACCESS`) does not say it: a rental spends points (`finance`), a token's own calls
   * are `session` only.
   */
  access?: EndpointAccess;
}

/** Whether a call of the endpoint changes data (a non-GET not declared `read`): every such call leaves one audit entry (docs/audit.md). */
export function isWriteEndpoint(e: Pick<Endpoint, 'method' | 'read'>): boolean {
  return e.method !== 'GET' && !e.read;
}

export function endpoint<const E extends Endpoint>(declaration: E): E {
  return declaration;
}

/** An endpoint declared in a group: as `endpoint` takes it; `tags` only where not the group's. */
export type GroupedEndpoint = Omit<Endpoint, 'tags'> & { tags?: readonly string[] };

/** An area's endpoints (`xEndpoints`) under one OpenAPI tag (unless one says otherwise). */
export function endpointGroup<const G extends Record<string, GroupedEndpoint>>(
  tag: string,
  group: G,
): { [K in keyof G]: G[K] & { tags: readonly string[] } } {
  const tags = [tag];
  const tagged = Object.entries(group).map(([key, e]) => [key, { tags, ...e }]);
  return Object.fromEntries(tagged);
}

type Schema<E, K extends 'params' | 'query' | 'body' | 'response'> = E extends { [key in K]: infer S }
  ? S extends z.ZodType
    ? S
    : undefined
  : undefined;

/** What the caller sends (before defaults and coercion). */
export type EndpointParams<E> =
  Schema<E, 'params'> extends z.ZodType ? z.input<Schema<E, 'params'>> : undefined;
export type EndpointQuery<E> = Schema<E, 'query'> extends z.ZodType ? z.input<Schema<E, 'query'>> : undefined;
export type EndpointBody<E> = Schema<E, 'body'> extends z.ZodType ? z.input<Schema<E, 'body'>> : undefined;
/** `data` of a successful answer. */
export type EndpointData<E> =
  Schema<E, 'response'> extends z.ZodType ? z.output<Schema<E, 'response'>> : unknown;

/** Schema of the whole answer of an endpoint whose data is `data`. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ code: z.union([z.number(), z.string()]), message: z.string(), data });
}

/** Path with its `:name` parameters filled in (URL-encoded). */
export function fillPath(path: string, params?: Record<string, unknown>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name} of ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** Parameter names of a path, in order. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
}

/** What the server receives after the schema parsed it (defaults and coercion applied). */
export type EndpointParsed<E, K extends 'params' | 'query' | 'body'> =
  Schema<E, K> extends z.ZodType ? z.output<Schema<E, K>> : undefined;
