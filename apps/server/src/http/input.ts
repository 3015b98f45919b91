import {
  controlCharIssues,
  INPUT_DEPTH_MAX,
  nestedDeeperThan,
  PARSE_REPORTING_INPUT,
} from '@reelfleet/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, RequestValidationError } from '../core/errors.ts';

/**
 * The rules every request input obeys before any hook, schema or handler
 * sees it (contract common/input.ts, docs/security.md "Input every route gets").
 */

/**
 * JSON bodies: Fastify's own parser (prototype poisoning refused), then a
 * body nested deeper than INPUT_DEPTH_MAX answers 400 naming the limit, so
 * nothing after the parser (the ownership walk, zod, the audit summary)
 * meets an input deep enough to exhaust the stack.
 */
export function limitJsonDepth(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    parse(req, body as string, (error: Error | null, value?: unknown) => {
      if (error) return done(error, undefined);
      if (nestedDeeperThan(value, INPUT_DEPTH_MAX)) {
        return done(new AppError(400, 'validation.tooDeep', { params: { max: INPUT_DEPTH_MAX } }), undefined);
      }
      done(null, value);
    });
  });
}

/**
 * Every schema of every route (body, query, path) validates through this: a
 * control character anywhere in the part answers 400 naming its field, the
 * same on both databases, before the schema runs; then the schema.
 */
export function validatorCompiler({ schema }: { schema: unknown }) {
  return (data: unknown) => {
    const refused = controlCharIssues(data);
    if (refused.length > 0) return { error: new RequestValidationError(refused) };
    const result = (schema as z.ZodType).safeParse(data, PARSE_REPORTING_INPUT);
    return result.success
      ? { value: result.data }
      : { error: new RequestValidationError(result.error.issues) };
  };
}

/** Past this many further bytes, a body already answered is no longer read: the connection closes. */
const DRAIN_MAX = 16 * 1024 * 1024;

/**
 * A request answered with an error before its body was read to the end (a
 * body over the limit: 413 at once; an upload refused after its first bytes:
 * 413, 415) has the rest of its body read and dropped, up to DRAIN_MAX more,
 * instead of the connection closing under it (Fastify closes after a 413) or
 * stalling (an upload's parser stops reading): a client that reads its answer
 * once it has sent everything, as most do, would meet a reset or wait forever.
 */
export function drainUnread(req: FastifyRequest, reply: FastifyReply): void {
  const raw = req.raw;
  if (raw.complete || raw.destroyed) return;
  reply.removeHeader('connection');
  let seen = 0;
  raw.on('data', (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > DRAIN_MAX) raw.socket?.destroy();
  });
  raw.resume();
}
