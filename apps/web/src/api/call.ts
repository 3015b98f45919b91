import {
  type Endpoint,
  type EndpointBody,
  type EndpointData,
  type EndpointParams,
  type EndpointQuery,
  fillPath,
} from '@reelfleet/contract';
import { type RequestOptions, request } from './request';
import type { Route } from './route';
import { asSubmission } from './submission';

type Empty = Record<never, never>;
type Part<K extends string, T> = [T] extends [undefined]
  ? { [key in K]?: undefined }
  : Empty extends T
    ? { [key in K]?: T }
    : { [key in K]: T };

/** What a call of endpoint E sends: path params, query and body as its declaration types them. */
export type CallInput<E> = Part<'params', EndpointParams<E>> &
  Part<'query', EndpointQuery<E>> &
  Part<'body', EndpointBody<E>>;

type NeedsInput<E> = Empty extends CallInput<E> ? false : true;
type CallArgs<E> =
  NeedsInput<E> extends true
    ? [input: CallInput<E>, options?: RequestOptions]
    : [input?: CallInput<E>, options?: RequestOptions];

/** Calls a contract endpoint (its route in endpoints.ts) through the request layer (session, errors, toasts, timeouts). */
export function call<E extends Endpoint>(
  decl: Route<E>,
  ...[input, options]: CallArgs<E>
): Promise<EndpointData<E>> {
  const { params, query, body } = (input ?? {}) as { params?: object; query?: object; body?: unknown };
  const path = fillPath(decl.path, params as Record<string, unknown> | undefined);
  const send = (headers: Record<string, string> = {}) =>
    request<EndpointData<E>>(path, {
      ...options,
      headers: { ...options?.headers, ...headers },
      method: decl.method,
      query: query as RequestOptions['query'],
      body: options?.form ? undefined : body,
    });
  return decl.idempotent
    ? asSubmission(
        `${decl.method} ${path} ${JSON.stringify(query ?? null)} ${JSON.stringify(body ?? null)}`,
        send,
      )
    : send();
}

/** Multipart upload to a contract endpoint: `fields` become form fields, `file` the file part. */
export function upload<E extends Endpoint>(
  decl: Route<E>,
  file: Blob,
  fields: Record<string, string> = {},
  options?: RequestOptions,
): Promise<EndpointData<E>> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', file);
  const send = (headers: Record<string, string> = {}) =>
    request<EndpointData<E>>(decl.path, {
      ...options,
      headers: { ...options?.headers, ...headers },
      method: decl.method,
      form,
    });
  const name = file instanceof File ? file.name : '';
  return decl.idempotent
    ? asSubmission(
        `${decl.method} ${decl.path} ${JSON.stringify(options?.query ?? null)} ${name}:${file.size} ${JSON.stringify(fields)}`,
        send,
      )
    : send();
}

// The builders below are typed by their endpoint's declaration, and reach `call` through a looser
// signature: TypeScript cannot resolve CallArgs of an endpoint that is still a type parameter.
type LooseInput = { params?: object; query?: unknown; body?: unknown };
const loose = call as (decl: Route, input?: LooseInput, options?: RequestOptions) => Promise<unknown>;

/** An endpoint's call that sends a body: `(body, options?)`, with `defaults` when no options are given. */
export const bodyCall =
  <E extends Endpoint>(decl: Route<E>, defaults?: RequestOptions) =>
  (body: EndpointBody<E>, options: RequestOptions | undefined = defaults) =>
    loose(decl, { body }, options) as Promise<EndpointData<E>>;

/** A list endpoint's call: the filter as body, the page as query. */
export const pageCall =
  <E extends Endpoint>(decl: Route<E>, options?: RequestOptions) =>
  (body: EndpointBody<E>, page: EndpointQuery<E>) =>
    loose(decl, { body, query: page }, options) as Promise<EndpointData<E>>;

/** The calls of a list whose rows are deleted one at a time or many (usePagedList, useConfirmDelete). */
export const rowCalls = <L extends Endpoint, R extends Endpoint, M extends Endpoint>(routes: {
  list: Route<L>;
  remove: Route<R>;
  removeMany: Route<M>;
}) => ({
  list: pageCall(routes.list),
  remove: (id: number) => loose(routes.remove, { params: { id } }) as Promise<EndpointData<R>>,
  removeMany: (ids: number[]) => loose(routes.removeMany, { body: { ids } }) as Promise<EndpointData<M>>,
});
