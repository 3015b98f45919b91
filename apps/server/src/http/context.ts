import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import type { EndpointAccess, Lang, RoleName } from '@reelfleet/contract';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest, RawServerDefault } from 'fastify';
import type { AuthContext } from '../core/auth-context.ts';
import type { AppContext } from '../core/context.ts';
import { unauthorized } from '../core/errors.ts';
import type { TaskRuntime } from '../engine/index.ts';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang;
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** Open without a token (login, register, captcha, health). */
    public?: boolean;
    /** Only callers with one of these roles (the admin always passes). */
    roles?: readonly RoleName[];
    /** A call that changes data (isWriteEndpoint): audited, and followed by live updates. */
    write?: boolean;
    /** What a personal access token needs to call the route (contract ENDPOINT_ACCESS). */
    access?: EndpointAccess;
  }
  interface FastifyInstance {
    ctx: AppContext;
    /** The task kinds and this process's engine (built once at boot). */
    tasks: TaskRuntime;
    /** Whether write routes keep the audit trail (always, except in the audit benchmark). */
    auditTrail: boolean;
  }
}

/** The Fastify instance with zod schemas typing request and reply. */
export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** The caller of a route that is not public. */
export function caller(req: FastifyRequest): AuthContext {
  if (!req.auth) throw unauthorized();
  return req.auth;
}
