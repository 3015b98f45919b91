import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIPv4 } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, notFound } from '../../core/errors.ts';
import { httpDuration, promClient, sharedMetrics } from '../../core/metrics.ts';
import type { PoolStats } from '../../db/index.ts';
import { isClaimed, isDue } from '../../engine/index.ts';
import { bearerToken } from '../../http/browser-session.ts';
import type { App } from '../../http/context.ts';
import { engineDeadAfterMs, liveEngines } from './readiness.ts';

/**
 * GET /metrics in Prometheus's text format (docs/operations.md "Metrics"), outside /api and the
 * session guard: 404 unless METRICS_TOKEN or METRICS_ALLOW is set, then 403 to a caller that
 * brings neither the token (bearer) nor an allowed address.
 */
export function metricsRoute(app: App, poolStats?: () => PoolStats): void {
  const { METRICS_TOKEN: token, METRICS_ALLOW: allow } = app.ctx.config;
  const open = token !== undefined || allow.length > 0;
  const admits = allowList(allow);
  const tokenHash = token ? sha256(token) : null;
  const registry = appMetrics(app, poolStats);

  // Not an API endpoint (no envelope, not under /api): left out of the OpenAPI document and the contract.
  app.get('/metrics', { logLevel: 'warn', schema: { hide: true } }, async (req, reply) => {
    if (!open) throw notFound();
    const bearer = bearerToken(req.headers.authorization);
    const byToken = tokenHash !== null && bearer !== '' && timingSafeEqual(sha256(bearer), tokenHash);
    if (!byToken && !admits(req.ip)) throw forbidden();
    const merged = promClient.Registry.merge([sharedMetrics, registry]);
    return reply.type(merged.contentType).send(await merged.metrics());
  });
}

/** Records every answer's latency under its route pattern (`/api/task/info/progress/:id`), never its URL. */
export function timeRequests(app: App): void {
  app.addHook('onResponse', (req: FastifyRequest, reply: FastifyReply, done) => {
    const route = req.routeOptions.url ?? 'unmatched';
    httpDuration.observe(
      { method: req.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    done();
  });
}

/** What is read from this app when scraped: its database's steps and engines, its engine, its pool. */
function appMetrics(app: App, poolStats?: () => PoolStats): promClient.Registry {
  const registry = new promClient.Registry();
  const db = app.ctx.db;
  new promClient.Gauge({
    name: 'reelfleet_engine_steps',
    help: 'Steps in the database that are due now (ready or scheduled, run_at passed) or claimed by an engine',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const now = app.ctx.clock.iso();
      const count = async (where: (q: ReturnType<typeof steps>) => ReturnType<typeof steps>) =>
        Number((await where(steps()).executeTakeFirst())?.n ?? 0);
      const steps = () => db.selectFrom('task_steps').select((eb) => eb.fn.countAll<number>().as('n'));
      this.set({ state: 'due' }, await count((q) => q.where(isDue()).where('run_at', '<=', now)));
      this.set({ state: 'claimed' }, await count((q) => q.where(isClaimed)));
    },
  });
  new promClient.Gauge({
    name: 'reelfleet_engine_steps_running',
    help: 'Steps this process is running now',
    registers: [registry],
    collect() {
      this.set(app.tasks.engine?.inFlight ?? 0);
    },
  });
  new promClient.Gauge({
    name: 'reelfleet_engine_processes',
    help: 'Engine processes on this database with a recent heartbeat',
    registers: [registry],
    async collect() {
      this.set(await liveEngines(db, engineDeadAfterMs(app)));
    },
  });
  if (poolStats) {
    new promClient.Gauge({
      name: 'reelfleet_db_pool_connections',
      help: 'PostgreSQL pool of this process: max, open (total), idle, and queries waiting for one',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const s = poolStats();
        for (const [state, n] of Object.entries(s)) this.set({ state }, n);
      },
    });
  }
  return registry;
}

/** Whether an address is in METRICS_ALLOW (addresses and CIDRs; an IPv4-mapped IPv6 address as IPv4). */
function allowList(entries: readonly string[]): (ip: string) => boolean {
  if (entries.length === 0) return () => false;
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const type = isIPv4(address) ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (ip) => {
    const plain = ip.startsWith('::ffff:') && isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
    return list.check(plain, isIPv4(plain) ? 'ipv4' : 'ipv6');
  };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();
