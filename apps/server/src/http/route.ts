import {
  type Endpoint,
  type EndpointData,
  type EndpointParsed,
  type Envelope,
  endpointAccess,
  envelopeOf,
  isWriteEndpoint,
  ResultCode,
} from '@reelfleet/contract';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { audited } from './audit.ts';
import type { App } from './context.ts';
import { idempotent } from './idempotency.ts';

/** The request of a declared endpoint: params, query and body as its schemas parse them. */
export type RouteRequest<E extends Endpoint> = FastifyRequest<{
  Params: EndpointParsed<E, 'params'>;
  Querystring: EndpointParsed<E, 'query'>;
  Body: EndpointParsed<E, 'body'>;
}>;

/** A JSON endpoint answers its envelope; one without a response schema sends its own reply. */
export type RouteResult<E extends Endpoint> = E extends { response: unknown }
  ? Envelope<EndpointData<E>>
  : FastifyReply | undefined;

type Extra = Pick<RouteOptions, 'bodyLimit' | 'preHandler' | 'onRequest' | 'logLevel'> & {
  config?: Record<string, unknown>;
};

// Replies are sent as the handler built them: the schema documents them, it does not strip fields.
const asIs = () => (data: unknown) => JSON.stringify(data);
// Under the test runner every successful answer is checked against its declaration.
const CHECK_RESPONSES = Boolean(process.env.VITEST);

/** Registers the route of a contract endpoint (method, path, schemas, access) with its handler. */
export function route<E extends Endpoint>(
  app: App,
  decl: E,
  handler: (req: RouteRequest<E>, reply: FastifyReply) => Promise<RouteResult<E>>,
  extra: Extra = {},
): void {
  const response = decl.response;
  const writes = isWriteEndpoint(decl);
  const write = writes && app.auditTrail;
  const access = endpointAccess(decl.method, decl.path);
  app.route({
    method: decl.method,
    url: decl.path,
    ...definedOnly({
      bodyLimit: extra.bodyLimit,
      preHandler: extra.preHandler,
      onRequest: extra.onRequest,
      logLevel: extra.logLevel,
    }),
    config: { ...extra.config, public: decl.public, roles: decl.roles, write: writes, access },
    schema: definedOnly({
      tags: [...decl.tags],
      summary: decl.summary,
      description: decl.description,
      params: decl.params,
      querystring: decl.query,
      body: decl.multipart ? undefined : decl.body,
      consumes: decl.multipart ? ['multipart/form-data'] : undefined,
      response: response ? { 200: envelopeOf(response) } : undefined,
      security: decl.public ? [] : undefined,
      // The scope a personal access token needs (docs/api.md); an open operation needs none.
      'x-token-scope': decl.public ? undefined : access,
    }),
    serializerCompiler: asIs,
    // A read outside the test runner needs nothing around its handler (the console's count poll is one).
    handler: write || CHECK_RESPONSES || decl.idempotent ? wrapped : handler,
  } as RouteOptions);

  async function wrapped(req: FastifyRequest, reply: FastifyReply) {
    const run = () => handler(req as unknown as RouteRequest<E>, reply);
    // Every write leaves one audit entry, in the transaction of its change (http/audit.ts).
    const act = () => (write ? audited(app, decl, req, run) : run());
    // A replayed Idempotency-Key answers the first result and runs nothing, so it records nothing.
    const result = await (decl.idempotent ? idempotent(app.ctx.db, decl, req, reply, act) : act());
    if (CHECK_RESPONSES && response && isOk(result)) {
      const parsed = response.safeParse(result.data);
      if (!parsed.success) {
        throw new Error(
          `${decl.method} ${decl.path} answers off its schema: ${JSON.stringify(parsed.error.issues)}`,
        );
      }
    }
    return result;
  }
}

function isOk(result: unknown): result is Envelope {
  return typeof result === 'object' && result !== null && 'code' in result && result.code === ResultCode.OK;
}

// Fastify warns about a schema key that is present but undefined.
function definedOnly<T extends Record<string, unknown>>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
}
