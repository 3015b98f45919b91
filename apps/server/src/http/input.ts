import {
  controlCharIssues,
  INPUT_DEPTH_MAX,
  nestedDeeperThan,
  PARSE_REPORTING_INPUT,
} from '@reelfleet/contract';
import type { FastifyInstance } from 'fastify';
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
