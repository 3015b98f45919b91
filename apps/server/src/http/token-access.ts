import { ACCESS_TOKEN_CALLS_PER_MINUTE, type EndpointAccess } from '@reelfleet/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccessTokenAuth } from '../core/auth-context.ts';
import { AppError } from '../core/errors.ts';
import type { App } from './context.ts';

/**
 * What a personal access token may call (docs/api.md): the scope the endpoint declares (contract
 * `ENDPOINT_ACCESS`, put on each route's config by route()), never a `session` endpoint; 403 naming
 * the scope otherwise. Tenancy is the token user's own: the same checks as their session.
 */
export function assertTokenAccess(token: AccessTokenAuth, access: EndpointAccess | undefined): void {
  if (access === undefined || access === 'session') throw new AppError(403, 'auth.tokenSessionOnly');
  if (!token.scopes.includes(access)) {
    throw new AppError(403, 'auth.tokenScopeMissing', {
      params: { scope: `token.scope.${access}` },
      data: { scope: access },
    });
  }
}

/**
 * ACCESS_TOKEN_CALLS_PER_MINUTE calls per token in a fixed minute, counted by @fastify/rate-limit's
 * store in this process's memory (like the registration limit); over it, 429 with Retry-After.
 */
export function tokenRateLimit(app: App) {
  const limiter = app.createRateLimit({
    max: ACCESS_TOKEN_CALLS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (req) => `token:${req.auth?.token?.id ?? 0}`,
  });
  return async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const result = await limiter(req);
    if (result.isAllowed || !result.isExceeded) return;
    const seconds = Math.max(1, result.ttlInSeconds);
    reply.header('retry-after', String(seconds));
    throw new AppError(429, 'auth.tokenRateLimited', { params: { seconds }, data: { seconds } });
  };
}
