import type { AppContext } from '../core/context.ts';
import { Catalogue } from '../sim/platform/catalogue.ts';
import { SimPlatform } from '../sim/platform/platform.ts';
import type { ControlEnv } from './control.ts';
import type { CreateEnv } from './create.ts';
import { simulatorDriver } from './driver.ts';
import { runDueJobs } from './jobs.ts';
import { type KindRegistry, loadKinds } from './kinds/index.ts';
import { DEFAULT_ENGINE_OPTIONS, Engine, type EngineOptions } from './runtime.ts';
import type { EngineDriver } from './types.ts';

/** What the task routes and the engine share in one app: kinds, the simulated platform, the engine. */
export interface TaskRuntime {
  kinds: KindRegistry;
  catalogue: Catalogue;
  platform: SimPlatform;
  driver: EngineDriver;
  /** The engine of this process; null when ENGINE=off (API only). */
  engine: Engine | null;
  createEnv: CreateEnv;
  control: ControlEnv;
  /** Starts this process's engine (boot does when ENGINE is on; tests may pass options and a driver). */
  startEngine(options?: Partial<EngineOptions>, driver?: EngineDriver): Promise<Engine>;
  stopEngine(): Promise<void>;
}

const runtimes = new WeakMap<AppContext, TaskRuntime>();

/** Builds the task runtime of an app once (boot calls it before the routes are built). */
export async function setupTasks(ctx: AppContext): Promise<TaskRuntime> {
  const existing = runtimes.get(ctx);
  if (existing) return existing;
  const kinds = await loadKinds();
  const catalogue = new Catalogue(ctx.config.SIM_SEED);
  const platform = new SimPlatform({ seed: ctx.config.SIM_SEED, clock: ctx.clock, catalogue });
  const driver = simulatorDriver(ctx, platform);
  let lastJobs = 0;
  const runtime: TaskRuntime = {
    kinds,
    catalogue,
    platform,
    driver,
    engine: null,
    createEnv: {
      db: ctx.db,
      kind: ctx.dbKind,
      kinds,
      catalogue,
      seed: ctx.config.SIM_SEED,
      maxAttempts: DEFAULT_ENGINE_OPTIONS.maxAttempts,
      nowMs: () => ctx.clock.now(),
    },
    control: { db: ctx.db, kind: ctx.dbKind, now: () => ctx.clock.iso() },
    async startEngine(options = {}, useDriver = driver) {
      if (runtime.engine) return runtime.engine;
      const engine = new Engine({
        db: ctx.db,
        kind: ctx.dbKind,
        clock: ctx.clock,
        kinds,
        driver: useDriver,
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
      return engine;
    },
    async stopEngine() {
      const engine = runtime.engine;
      runtime.engine = null;
      await engine?.stop();
    },
  };
  runtimes.set(ctx, runtime);
  return runtime;
}

export function tasksOf(ctx: AppContext): TaskRuntime {
  const runtime = runtimes.get(ctx);
  if (!runtime) throw new Error('setupTasks(ctx) was not called at boot');
  return runtime;
}
