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
  return request<EndpointData<E>>(fillPath(decl.path, params as Record<string, unknown> | undefined), {
    ...options,
    method: decl.method,
    query: query as RequestOptions['query'],
    body: options?.form ? undefined : body,
  });
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
  return request<EndpointData<E>>(decl.path, { ...options, method: decl.method, form });
}
