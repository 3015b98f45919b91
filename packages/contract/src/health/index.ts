import { z } from 'zod';

export const healthStatus = z.object({
  status: z.literal('ok'),
  db: z.enum(['sqlite', 'postgres']),
  dbMs: z.number(),
  uptimeSeconds: z.number().int(),
});
export type HealthStatus = z.infer<typeof healthStatus>;

/**
 * This process's engine as readiness sees it (docs/operations.md "Readiness"): `ok` its heartbeat
 * is recent, `stale` it is not (the engine is stuck or its database writes fail), `off` an API-only
 * process (ENGINE=off), which is ready whatever the engines do.
 */
export const ENGINE_READINESS = ['ok', 'stale', 'off'] as const;

export const readyStatus = z.object({
  status: z.enum(['ready', 'notReady']),
  database: z.object({ ok: z.boolean(), ms: z.number().nullable(), error: z.string().nullable() }),
  migrations: z.object({
    ok: z.boolean(),
    applied: z.number().int(),
    known: z.number().int(),
    /** Known to this release but not applied to the database. */
    pending: z.array(z.string()),
  }),
  /** Where materials, thumbnails and avatars live (docs/operations.md "Storage"): the disk or the bucket answers. */
  storage: z.object({
    ok: z.boolean(),
    kind: z.enum(['local', 's3']),
    ms: z.number().nullable(),
    error: z.string().nullable(),
  }),
  engine: z.object({
    ok: z.boolean(),
    state: z.enum(ENGINE_READINESS),
    /** Real milliseconds since this process's engine last wrote its heartbeat; null when off or unknown. */
    heartbeatAgeMs: z.number().nullable(),
    /** Engine processes on this database whose heartbeat is recent, this one included. */
    liveProcesses: z.number().int(),
  }),
});
export type ReadyStatus = z.infer<typeof readyStatus>;
