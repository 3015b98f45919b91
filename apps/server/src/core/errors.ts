import type { FieldError, MessageKey } from '@reelfleet/contract';
import { ResultCode } from '@reelfleet/contract';
import type { z } from 'zod';

/**
 * An error the caller is meant to read: an HTTP status, an envelope code and
 * a catalogue key translated into the caller's language when sent.
 */
export class AppError extends Error {
  readonly status: number;
  readonly key: MessageKey;
  readonly params: Record<string, unknown>;
  readonly code: number | string;
  readonly data: unknown;
  constructor(
    status: number,
    key: MessageKey,
    options: { params?: Record<string, unknown>; code?: number | string; data?: unknown } = {},
  ) {
    super(key);
    this.status = status;
    this.key = key;
    this.params = options.params ?? {};
    this.code = options.code ?? status;
    this.data = options.data ?? null;
  }
}

/** A rule broken by one named field: 400 with `data.errors`. */
export function fieldError(field: string, key: MessageKey, params: Record<string, unknown> = {}): AppError {
  return new AppError(400, key, { params: { field, ...params }, data: { field } });
}

export const notFound = () => new AppError(404, 'common.notFound');
export const forbidden = () => new AppError(403, 'auth.forbidden');
export const unauthorized = (code: number = ResultCode.UNAUTHORIZED) =>
  new AppError(401, code === ResultCode.UNAUTHORIZED ? 'auth.unauthorized' : 'auth.tokenExpired', { code });

/** Request data rejected by a contract schema; issues stay zod's so they can be translated. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  readonly issues: readonly z.core.$ZodIssue[];
  constructor(issues: readonly z.core.$ZodIssue[]) {
    super('Request validation failed');
    this.issues = issues;
  }
}

export type { FieldError };
