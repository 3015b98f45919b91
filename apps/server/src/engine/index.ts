/**
 * The engine's public surface: boot, http and the feature modules import the engine from here only
 * (checked by the import rules); everything else in engine/ is its own business.
 */
export { recordAccountEvent } from './accountEvents.ts';
export { periodicWorker, roundLoop } from './background.ts';
export { DEFAULT_BACKOFF, retryDelayMs } from './backoff.ts';
export { type ControlEnv, deleteTasks, pauseTask, resumeTask, stopTask } from './control.ts';
export { countersOf, progressOf } from './counters.ts';
export { createTask, type PlannedTask, planTask } from './create.ts';
export { fansOfTags } from './fanTargets.ts';
export { expireEnterprise } from './lifecycle.ts';
export { renderLog } from './logs.ts';
export type { BackgroundPort, EnginePorts } from './ports.ts';
export { DEFAULT_ENGINE_OPTIONS } from './runtime.ts';
export { couldAct, creatorCannotAct, standDown, whyParams } from './standDown.ts';
export { isClaimed, isDue } from './store/claim.ts';
export { inTx, type Trx } from './store/tx.ts';
export type { EngineDriver, PlanProblem } from './types.ts';

import type { AppContext } from '../core/context.ts';
import type { ControlEnv } from './control.ts';
import type { CreateEnv } from './create.ts';
import { engineDriver } from './driver.ts';
import { runDueJobs } from './jobs.ts';
import { type KindRegistry, loadKinds } from './kinds/index.ts';
import type { EnginePorts } from './ports.ts';
import { DEFAULT_ENGINE_OPTIONS, Engine, type EngineOptions } from './runtime.ts';
import type { EngineDriver } from './types.ts';

/** What the task routes and the engine share in one app: kinds, the engine's driver, the engine. */
export interface TaskRuntime {
  kinds: KindRegistry;
  driver: EngineDriver;
  ports: EnginePorts;
  /** The engine of this process; null when ENGINE=off (API only). */
  engine: Engine | null;
  createEnv: CreateEnv;
  control: ControlEnv;
  /** Starts this process's engine (boot does when ENGINE is on; tests may pass options and a driver). */
  startEngine(options?: Partial<EngineOptions>, driver?: EngineDriver): Promise<Engine>;
  stopEngine(): Promise<void>;
}

/** Builds the task runtime of an app (boot calls it once, before the routes are built). */
export async function setupTasks(ctx: AppContext, ports: EnginePorts): Promise<TaskRuntime> {
  const kinds = await loadKinds();
  const driver = engineDriver(ctx);
  let lastJobs = 0;
  let workers: Array<{ stop(): Promise<void> }> = [];
  const runtime: TaskRuntime = {
    kinds,
    driver,
    ports,
    engine: null,
    createEnv: {
      db: ctx.db,
      kind: ctx.dbKind,
      kinds,
      catalogue: ctx.driver.catalogue,
      farm: ctx.driver.farm,
      ledger: ports.ledger,
      notices: ports.notices,
      seed: ctx.config.SIM_SEED,
      maxAttempts: DEFAULT_ENGINE_OPTIONS.maxAttempts,
      nowMs: () => ctx.clock.now(),
    },
    control: { db: ctx.db, kind: ctx.dbKind, ports, now: () => ctx.clock.iso() },
    async startEngine(options = {}, useDriver = driver) {
      if (runtime.engine) return runtime.engine;
      const engine = new Engine({
        db: ctx.engineDb,
        kind: ctx.dbKind,
        clock: ctx.clock,
        kinds,
        driver: useDriver,
        ports,
        options,
        log: (msg, error) => console.error(msg, error),
        onIdle: async () => {
          if (Date.now() - lastJobs < 1000) return;
          lastJobs = Date.now();
          if (await runDueJobs(ctx, runtime)) engine.wake();
        },
      });
      runtime.createEnv.maxAttempts = engine.options.maxAttempts;
      await engine.start();
      runtime.engine = engine;
      workers = (ports.workers ?? []).map((w) =>
        w.start({ engineId: engine.id, driver: useDriver, idlePollMs: engine.options.idlePollMs }),
      );
      return engine;
    },
    async stopEngine() {
      const engine = runtime.engine;
      runtime.engine = null;
      const stopping = workers;
      workers = [];
      await Promise.all(stopping.map((w) => w.stop()));
      await engine?.stop();
    },
  };
  return runtime;
}
