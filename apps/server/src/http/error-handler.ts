import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { formatIssues, langFromHeader, ResultCode, translate } from '@reelfleet/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, RequestValidationError } from '../core/errors.ts';
import { drainUnread } from './input.ts';

type Sendable = { status: number; code: number | string; message: string; data: unknown };

/** The one place where every thrown error becomes an honest status and an envelope. */
export function errorHandler(error: FastifyError | Error, req: FastifyRequest, reply: FastifyReply) {
  const out = describe(error, req);
  drainUnread(req, reply);
  if (out.status >= 500) req.log.error({ err: error }, 'request failed');
  return reply.code(out.status).send({ code: out.code, message: out.message, data: out.data });
}

/**
 * Errors the router raises before a request has a route (a malformed or
 * over-long path segment): Fastify's `frameworkErrors`, so they too answer
 * in the envelope and the caller's language.
 */
export function frameworkErrors(error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  req.lang = langFromHeader(req.headers['accept-language']);
  return errorHandler(error, req, reply);
}

/**
 * Errors Node's HTTP parser meets before there is a request (Fastify's
 * `clientErrorHandler`): a request head over 16 KB (a long address) 431, a
 * slow one 408, a malformed one 400, in the envelope (in English: no header
 * was read). The socket is ended, not destroyed, so a client still sending
 * reads the answer; it is destroyed 5 s later at the latest.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed || socket.writableEnded) return;
  const [status, key] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'validation.headTooLarge']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'validation.requestTimeout']
        : [400, 'validation.badRequest'];
  const body = JSON.stringify({ code: status, message: translate(key, 'en'), data: null });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
  socket.on('error', () => {});
  setTimeout(() => socket.destroy(), 5_000).unref();
}

function describe(error: FastifyError | Error, req: FastifyRequest): Sendable {
  const lang = req.lang ?? 'en';
  if (error instanceof AppError) {
    const message = translate(error.key, lang, error.params);
    return { status: error.status, code: error.code, message, data: withFieldErrors(error.data, message) };
  }
  if (error instanceof RequestValidationError) {
    const errors = formatIssues(error.issues, lang);
    return {
      status: 400,
      code: ResultCode.BAD_REQUEST,
      message: errors[0]?.message ?? 'Bad request',
      data: { errors },
    };
  }
  const code = (error as FastifyError).code;
  const statusCode = (error as FastifyError).statusCode;
  switch (code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return simple(400, 'validation.malformedJson', lang);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_FILES_LIMIT':
      return simple(413, 'validation.bodyTooLarge', lang);
    case 'FST_ERR_BAD_URL':
      return simple(400, 'validation.badUrl', lang);
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return simple(414, 'validation.uriTooLong', lang);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return simple(415, 'validation.unsupportedMediaType', lang);
  }
  if (statusCode === 429) return simple(429, 'common.tooManyRequests', lang);
  if (error instanceof SyntaxError) return simple(400, 'validation.malformedJson', lang);
  // Any other client error of Fastify or a plugin: the honest status, never its raw text (it may echo the URL).
  if (statusCode && statusCode >= 400 && statusCode < 500)
    return simple(statusCode, 'validation.badRequest', lang);
  return simple(500, 'common.serverError', lang);
}

/**
 * A rule the server checked itself names its field as `data.field`; it also
 * answers `data.errors` like a schema rule, so clients read one shape.
 */
function withFieldErrors(data: unknown, message: string): unknown {
  if (!data || typeof data !== 'object') return data;
  const { field, errors } = data as { field?: unknown; errors?: unknown };
  if (typeof field !== 'string' || errors !== undefined) return data;
  return { ...data, errors: [{ field, message }] };
}

function simple(status: number, key: string, lang: 'en' | 'zh'): Sendable {
  return { status, code: status, message: translate(key, lang), data: null };
}
