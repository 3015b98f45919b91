import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import type { Lang, RoleName } from '@reelfleet/contract';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest, RawServerDefault } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import type { DbKind } from '../db/kind.ts';
import type { SecretBox } from '../lib/secrets.ts';
import type { AuthContext } from '../modules/auth/session.ts';
import type { Clock } from '../sim/clock.ts';
import { unauthorized } from './errors.ts';

/** What every route and service may use; built once at boot. */
export interface AppContext {
  config: Config;
  db: Db;
  dbKind: DbKind;
  secrets: SecretBox;
  /** The simulated timeline (SIM_TIME_SCALE); tests may pass a ManualClock. */
  clock: Clock;
}

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
  }
  interface FastifyInstance {
    ctx: AppContext;
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
