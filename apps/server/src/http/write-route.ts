import { type Endpoint, type EndpointData, type Lang, type MessageKey, translate } from '@reelfleet/contract';
import type { AuthContext } from '../core/auth-context.ts';
import { ok } from '../core/envelope.ts';
import type { Db } from '../db/index.ts';
import { type App, caller } from './context.ts';
import { type RouteRequest, type RouteResult, route } from './route.ts';

/** A service that saves a request body: the caller's workspace data, the time now and the caller's language. */
type Save<E extends Endpoint> = (
  db: Db,
  auth: AuthContext,
  body: RouteRequest<E>['body'],
  at: string,
  lang: Lang,
) => Promise<EndpointData<E>>;

/** Registers a write endpoint served by `save`; it answers the result with the success message `key`. */
export function writeRoute<E extends Endpoint & { response: unknown }>(
  app: App,
  decl: E,
  save: Save<E>,
  key: MessageKey,
): void {
  const { db, clock } = app.ctx;
  route(app, decl, async (req) => {
    const saved = await save(db, caller(req), req.body, clock.iso(), req.lang);
    // E has a response schema, so its result is an envelope (TypeScript cannot narrow the generic).
    return ok(saved, translate(key, req.lang)) as RouteResult<E>;
  });
}
