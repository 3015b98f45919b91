import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from '@fastify/type-provider-zod';
import { langFromHeader, Role, translate, UPLOAD_LIMITS } from '@reelfleet/contract';
import Fastify, { type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { AuthContext } from '../core/auth-context.ts';
import type { AppContext } from '../core/context.ts';
import { forbidden, unauthorized } from '../core/errors.ts';
import type { SessionCache } from '../core/session-cache.ts';
import type { Db, PoolStats } from '../db/index.ts';
import type { TaskRuntime } from '../engine/index.ts';
import { assetCacheControl } from './asset-cache.ts';
import { browserHeaders } from './browser-headers.ts';
import { assertCsrfGuard, bearerToken, sessionCookieToken } from './browser-session.ts';
import type { App } from './context.ts';
import { clientErrorHandler, errorHandler, frameworkErrors } from './error-handler.ts';
import { limitJsonDepth, validatorCompiler } from './input.ts';
import { lazyChildLogger } from './logging.ts';
import { ownershipCheck } from './ownership.ts';
import { assertStaffArea, assertStaysInDepartment } from './scope.ts';
import { assertTokenAccess, tokenRateLimit } from './token-access.ts';

export interface BuildOptions {
  logger?: FastifyServerOptions['logger'];
  /** Folder of the built console; served with an SPA fallback when it exists. */
  webDist?: string;
  /**
   * Off only in the audit benchmark, to measure what the trail costs a write
   * (no configuration turns it off: every write of a running server is kept).
   */
  auditTrail?: boolean;
  /** PostgreSQL: the pool's use, for /metrics (DbHandle.poolStats). */
  poolStats?: () => PoolStats;
}

/**
 * What the feature modules hand the app (modules/index.ts `apiModules`, passed in by boot): http/
 * knows no module by name.
 */
export interface ApiModules {
  /**
   * A session or access token to its caller (modules/auth): at once when it is cached, else a
   * promise; throws or rejects with 401 (unknown, revoked, disabled) or 50014 (expired).
   */
  authenticate(
    db: Db,
    sessions: SessionCache,
    token: string,
    ip?: string,
  ): AuthContext | Promise<AuthContext>;
  /** Mounted beside the API, before it: request timing and GET /metrics. */
  instrument(app: App, poolStats?: () => PoolStats): void;
  /** Every area's routes, mounted under /api. */
  register(api: App): Promise<void>;
}

const DEFAULT_WEB_DIST = resolve(import.meta.dirname, '../../../web/dist');

export async function buildApp(
  ctx: AppContext,
  tasks: TaskRuntime,
  modules: ApiModules,
  options: BuildOptions = {},
): Promise<App> {
  const trust = ctx.config.TRUST_PROXY;
  const app = Fastify({
    logger: options.logger ?? false,
    // Without a logger Fastify skips child loggers altogether; with one, a request builds its child lazily.
    ...(options.logger ? { childLoggerFactory: lazyChildLogger } : {}),
    bodyLimit: UPLOAD_LIMITS.txtBytes,
    // A hop count trusts that many proxies nearest to the server.
    trustProxy: typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust,
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('ctx', ctx);
  app.decorate('tasks', tasks);
  app.decorate('auditTrail', options.auditTrail ?? true);
  app.decorateRequest('lang', 'en');
  app.decorateRequest('auth', null);
  app.setValidatorCompiler(validatorCompiler);
  limitJsonDepth(app);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);

  // First, so that every answer carries them, the errors' and the static files' too.
  await browserHeaders(app, ctx.config.HTTPS);
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'ReelFleet API',
        version: '0.1.0',
        description: 'Every response is { code, message, data }.',
      },
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description:
              "A session token (POST /api/user/login) or a personal access token (rfp_…, User Center → Access tokens). A token may call an operation when it has the scope the operation's x-token-scope names (read, tasks, fleet, finance); 'session' operations take a session only (docs/api.md).",
          },
        },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  await app.register(fastifyRateLimit, { global: false });

  // Callback hooks, not async ones: a poll whose session is cached passes both without a promise.
  const rateLimited = tokenRateLimit(app as unknown as App);
  app.addHook('onRequest', (req, reply, done) => {
    const pending = identify(req, reply);
    if (pending) pending.then(() => done(), done);
    else done();
  });

  /** Sets the caller of an API request and refuses one the route does not admit; a promise while the session is read. */
  function identify(req: FastifyRequest, reply: FastifyReply): Promise<void> | undefined {
    req.lang = langFromHeader(req.headers['accept-language']);
    if (!req.url.startsWith('/api/') || req.url.startsWith('/api/docs')) return;
    const config = req.routeOptions.config;
    const bearer = bearerToken(req.headers.authorization);
    // The console's HttpOnly cookie when no bearer header says otherwise (http/browser-session.ts).
    const token = bearer || sessionCookieToken(req);
    if (config.public) {
      if (!token) return;
      // A public route still knows its caller when one is logged in.
      return Promise.resolve()
        .then(() => modules.authenticate(ctx.db, ctx.sessions, token))
        .then(
          (auth) => {
            req.auth = auth;
          },
          () => undefined,
        );
    }
    if (!token) throw unauthorized();
    if (!bearer) assertCsrfGuard(req);
    const auth = modules.authenticate(ctx.db, ctx.sessions, token, req.ip);
    if (auth instanceof Promise) return auth.then((resolved) => admit(req, reply, config, resolved));
    return admit(req, reply, config, auth);
  }

  /** Sets the caller and checks roles, staff areas and a token's scope; a token's call is then counted. */
  function admit(
    req: FastifyRequest,
    reply: FastifyReply,
    config: FastifyRequest['routeOptions']['config'],
    auth: AuthContext,
  ): Promise<void> | undefined {
    req.auth = auth;
    if (auth.token) assertTokenAccess(auth.token, config.access);
    const roles = config.roles;
    if (roles && !auth.roles.includes(Role.admin) && !roles.some((r) => auth.roles.includes(r))) {
      throw forbidden();
    }
    if (auth.userType === 'staff') assertStaffArea(auth, config.url ?? '');
    return auth.token ? rateLimited(req, reply) : undefined;
  }

  // One hook for both checks (each hook is a step of every request): the ids' owners, then the department's fields.
  const ownership = ownershipCheck(ctx.db);
  app.addHook('preValidation', (req, _reply, done) => {
    const auth = req.auth;
    if (!auth) return done();
    const url = req.routeOptions.config.url ?? '';
    const staysInDepartment = () => assertStaysInDepartment(auth, `${req.method} ${url}`, req);
    const owners = ownership(req, url);
    if (!owners) {
      staysInDepartment();
      return done();
    }
    owners.then(staysInDepartment).then(() => done(), done);
  });

  modules.instrument(app as unknown as App, options.poolStats);
  await app.register(
    async (api) => {
      await modules.register(api as unknown as App);
    },
    { prefix: '/api' },
  );

  const webDist = options.webDist ?? DEFAULT_WEB_DIST;
  const hasConsole = existsSync(resolve(webDist, 'index.html'));
  if (hasConsole) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: ['index.html'],
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => reply.header('cache-control', assetCacheControl(path)),
    });
  }
  app.setNotFoundHandler((req, reply) => {
    // A missing asset is missing (a page of an older release asking for a file the new one dropped):
    // index.html in its place would reach the browser as a script that is HTML.
    const noPage = req.url.startsWith('/api') || req.url.startsWith('/assets/');
    if (noPage || req.method !== 'GET' || !hasConsole) {
      return reply.code(404).send({ code: 404, message: translate('common.notFound', req.lang), data: null });
    }
    return reply.type('text/html').sendFile('index.html');
  });

  return app as unknown as App;
}
