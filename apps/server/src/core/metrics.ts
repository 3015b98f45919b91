import client from 'prom-client';

/**
 * The process's Prometheus metrics that any layer records (docs/operations.md "Metrics"): the
 * engine's steps and the ledger's entries as they happen, HTTP latency by route. What is read at
 * scrape time from an app (its database, its engine) is added by http/metrics.ts.
 */
export const sharedMetrics = new client.Registry();
client.collectDefaultMetrics({ register: sharedMetrics, eventLoopMonitoringPrecision: 20 });

/** A counter of sharedMetrics, by these labels. */
function counter<L extends string>(name: string, help: string, labelNames: readonly L[] = []) {
  return new client.Counter<L>({ name, help, labelNames, registers: [sharedMetrics] });
}

/** A histogram of sharedMetrics with these buckets, by these labels. */
function histogram<L extends string>(
  name: string,
  help: string,
  buckets: number[],
  labelNames: readonly L[] = [],
) {
  return new client.Histogram<L>({ name, help, buckets, labelNames, registers: [sharedMetrics] });
}

export const httpDuration = histogram(
  'reelfleet_http_request_duration_seconds',
  'HTTP answers by method, route pattern and status code',
  [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  ['method', 'route', 'status'],
);

export const stepsClaimed = counter(
  'reelfleet_engine_steps_claimed_total',
  'Steps this process claimed (through a claim or chained by an outcome transaction)',
);

/** `success`, `failure`, `abnormal` (the driver's answers, a retry included), `cancelled`, `returned`, `deferred`, `lost`. */
export const stepOutcomes = counter(
  'reelfleet_engine_step_outcomes_total',
  'Step outcomes this process wrote, by outcome',
  ['outcome'],
);

export const startLateness = histogram(
  'reelfleet_engine_step_start_lateness_seconds',
  'Real seconds between a step becoming due and its claim',
  [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300],
);

export const ledgerWrites = counter(
  'reelfleet_ledger_entries_written_total',
  'Points ledger entries written by this process, by kind',
  ['kind'],
);

export const retentionPruned = counter(
  'reelfleet_retention_pruned_rows_total',
  'Step rows and log lines of finished tasks removed by retention, by table',
  ['table'],
);

export { client as promClient };
