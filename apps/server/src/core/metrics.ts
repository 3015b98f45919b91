import client from 'prom-client';

/**
 * The process's Prometheus metrics that any layer records (docs/operations.md "Metrics"): the
 * engine's steps and the ledger's entries as they happen, HTTP latency by route. What is read at
 * scrape time from an app (its database, its engine) is added by http/metrics.ts.
 */
export const sharedMetrics = new client.Registry();
client.collectDefaultMetrics({ register: sharedMetrics, eventLoopMonitoringPrecision: 20 });

export const httpDuration = new client.Histogram({
  name: 'reelfleet_http_request_duration_seconds',
  help: 'HTTP answers by method, route pattern and status code',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [sharedMetrics],
});

export const stepsClaimed = new client.Counter({
  name: 'reelfleet_engine_steps_claimed_total',
  help: 'Steps this process claimed (through a claim or chained by an outcome transaction)',
  registers: [sharedMetrics],
});

/** `success`, `failure`, `abnormal` (the driver's answers, a retry included), `cancelled`, `returned`, `deferred`, `lost`. */
export const stepOutcomes = new client.Counter({
  name: 'reelfleet_engine_step_outcomes_total',
  help: 'Step outcomes this process wrote, by outcome',
  labelNames: ['outcome'] as const,
  registers: [sharedMetrics],
});

export const startLateness = new client.Histogram({
  name: 'reelfleet_engine_step_start_lateness_seconds',
  help: 'Real seconds between a step becoming due and its claim',
  buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300],
  registers: [sharedMetrics],
});

export const ledgerWrites = new client.Counter({
  name: 'reelfleet_ledger_entries_written_total',
  help: 'Points ledger entries written by this process, by kind',
  labelNames: ['kind'] as const,
  registers: [sharedMetrics],
});

export const retentionPruned = new client.Counter({
  name: 'reelfleet_retention_pruned_rows_total',
  help: 'Step rows and log lines of finished tasks removed by retention, by table',
  labelNames: ['table'] as const,
  registers: [sharedMetrics],
});

export { client as promClient };
