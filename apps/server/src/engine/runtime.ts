import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { ExpressionBuilder } from 'kysely';
import type { Clock } from '../core/clock.ts';
import { startLateness, stepOutcomes, stepsClaimed } from '../core/metrics.ts';
import type { Db } from '../db/index.ts';
import type { DbKind } from '../db/kind.ts';
import type { Database } from '../db/schema.ts';
import { type BackoffPolicy, DEFAULT_BACKOFF } from './backoff.ts';
import { billingRound } from './billing.ts';
import type { KindRegistry } from './kinds/index.ts';
import { insertLogs, line } from './logs.ts';
import type { EnginePorts } from './ports.ts';
import { type ClaimedStep, claimSteps, isClaimed, isDue, markTasksRunning } from './store/claim.ts';
import type { Completion } from './store/completion.ts';
import { type FinishDeps, finishSteps, toStepRun } from './store/finish.ts';
import { returnLost, type SweepOptions, sweep } from './store/sweep.ts';
import type { EngineDriver, StepResult } from './types.ts';
import { takeWriterBatch } from './writerBatch.ts';

export interface EngineOptions {
  /** Steps this process runs at once, over all tasks. */
  concurrency: number;
  /** Most steps one claim takes. */
  claimBatch: number;
  /** Real milliseconds between heartbeats, and of silence after which a process is dead. */
  heartbeatMs: number;
  deadAfterMs: number;
  /** Real milliseconds between sweeps for dead processes' work. */
  sweepEveryMs: number;
  /** Real milliseconds between billing rounds: running tasks' used points written to the ledger. */
  billEveryMs: number;
  /** Longest real wait when nothing is due (other processes' work, new tasks). */
  idlePollMs: number;
  /** Simulated milliseconds one action may take before it is aborted as abnormal. */
  leaseMs: number;
  /** Real milliseconds an action may always take, whatever SIM_TIME_SCALE does to leaseMs. */
  minRealLeaseMs: number;
  maxAttempts: number;
  backoff: BackoffPolicy;
  /** Real milliseconds `stop()` lets running steps finish before aborting them. */
  shutdownGraceMs: number;
  /** Most completions written in one transaction. */
  finishBatch: number;
  /**
   * Outcome transactions at once on one PostgreSQL database, shared by the engine processes on it
   * (each runs at least one), each on tasks of its own: while one is in the database, the next
   * batch is built. SQLite has one writer.
   */
  finishWriters: number;
}

export const DEFAULT_ENGINE_OPTIONS: EngineOptions = {
  concurrency: 256,
  claimBatch: 128,
  heartbeatMs: 1_000,
  deadAfterMs: 15_000,
  sweepEveryMs: 5_000,
  billEveryMs: 2_000,
  idlePollMs: 250,
  leaseMs: 5 * 60_000,
  minRealLeaseMs: 30_000,
  maxAttempts: 3,
  backoff: DEFAULT_BACKOFF,
  shutdownGraceMs: 3_000,
  finishBatch: 256,
  finishWriters: 2,
};

export interface EngineDeps {
  db: Db;
  kind: DbKind;
  clock: Clock;
  kinds: KindRegistry;
  driver: EngineDriver;
  ports: EnginePorts;
  options?: Partial<EngineOptions>;
  /** Where the engine reports its own trouble (not task logs). */
  log?: (msg: string, error?: unknown) => void;
  /** Called between claims: recurring jobs, say. */
  onIdle?: () => Promise<void>;
}

/** The longest idle poll while nothing is due, in idle polls (see Engine.#idleDelay). */
const IDLE_BACKOFF = 4;

const STOP = 'task stopped';
const SHUTDOWN = 'engine shutting down';
const TIMEOUT = 'lease expired';
const DONE = 'done';

interface InFlight {
  step: ClaimedStep;
  abort: AbortController;
  settled: Promise<void>;
  settle: () => void;
}

/**
 * One engine process: claims due steps within its concurrency, runs each
 * through its kind and the driver with an AbortSignal, and writes outcomes
 * in group-committed transactions. A heartbeat keeps its process row alive,
 * notices tasks stopped by other processes, and runs the sweeper.
 */
export class Engine {
  readonly id = randomUUID();
  readonly options: EngineOptions;
  readonly #d: EngineDeps;
  readonly #inflight = new Map<number, InFlight>();
  #pending: Completion[] = [];
  /** Outcome writers running (see #flush), those holding a batch, and the tasks in their batches. */
  readonly #writers = new Set<Promise<void>>();
  #writersBusy = 0;
  readonly #writing = new Set<number>();
  /** Engine processes on this database with a recent heartbeat, this one included (#countProcesses). */
  #processes = 1;
  #running = false;
  #stopping = false;
  #loopDone: Promise<void> | null = null;
  #wakeUp: (() => void) | null = null;
  #woken = false;
  /** The last claim left no step due (see #idleDelay): slots coming free alone are no reason to claim. */
  #drained = false;
  /** Idle polls in a row that found nothing due. */
  #idleRounds = 0;
  #heartbeat: NodeJS.Timeout | null = null;
  #beating = false;
  #lastSweep = 0;
  #lastBill = 0;
  #claiming = 0;
  /** Devices found unusable, and until when (simulated ms): not claimed for meanwhile. */
  readonly #down = new Map<number, number>();
  /** Tasks this engine has already moved from queue to running (the finish does it too, if we miss one). */
  readonly #started = new Set<number>();
  #startedAt = Date.now();
  /** Steps ended (applied) since start, for benchmarks and tests. */
  completed = 0;

  constructor(deps: EngineDeps) {
    this.#d = deps;
    this.options = { ...DEFAULT_ENGINE_OPTIONS, ...deps.options };
  }

  get inFlight(): number {
    return this.#inflight.size;
  }

  /** Outcomes waiting for an outcome transaction (the capacity bench samples it). */
  get queued(): number {
    return this.#pending.length;
  }

  get finishDeps(): FinishDeps {
    return {
      db: this.#d.db,
      kind: this.#d.kind,
      kinds: this.#d.kinds,
      backoff: this.options.backoff,
      ports: this.#d.ports,
      now: () => ({ iso: this.#d.clock.iso(), ms: this.#d.clock.now() }),
    };
  }

  #sweepOptions(): SweepOptions {
    return {
      self: this.id,
      hostname: hostname(),
      realNow: Date.now(),
      deadAfterMs: this.options.deadAfterMs,
      startedAt: this.#startedAt,
      heartbeatMs: this.options.heartbeatMs,
    };
  }

  /** This process's row in engine_processes, as of `real` (ISO, wall clock). */
  async #register(real: string): Promise<void> {
    await this.#d.db
      .insertInto('engine_processes')
      .values({
        id: this.id,
        pid: process.pid,
        hostname: hostname(),
        started_at: real,
        heartbeat_at: real,
        sim_at: this.#d.clock.iso(),
      })
      .execute();
  }

  async start(): Promise<void> {
    if (this.#running) return;
    this.#startedAt = Date.now();
    const real = new Date(this.#startedAt).toISOString();
    await this.#register(real);
    await this.#countProcesses();
    await sweep(this.finishDeps, this.#sweepOptions());
    this.#lastSweep = Date.now();
    this.#running = true;
    this.#heartbeat = setInterval(() => void this.#beat(), this.options.heartbeatMs);
    this.#heartbeat.unref();
    this.#loopDone = this.#loop();
  }

  /**
   * Stops claiming, lets running steps finish for shutdownGraceMs, aborts the
   * rest (they go back to the queue without using up a try), writes every
   * outcome and removes the process row.
   */
  async stop(): Promise<void> {
    if (!this.#running) return;
    this.#stopping = true;
    this.wake();
    await this.#loopDone;
    const deadline = Date.now() + this.options.shutdownGraceMs;
    // A write under way when stopping began may still chain steps: they get what is left of the grace.
    while (this.#inflight.size > 0 || this.#writers.size > 0) {
      const grace = new Promise<void>((r) => setTimeout(r, Math.max(0, deadline - Date.now())).unref());
      await Promise.race([Promise.all([...this.#inflight.values()].map((f) => f.settled)), grace]);
      for (const f of this.#inflight.values()) f.abort.abort(SHUTDOWN);
      await Promise.all([...this.#inflight.values()].map((f) => f.settled));
      await Promise.all(this.#writers);
    }
    if (this.#heartbeat) clearInterval(this.#heartbeat);
    while (this.#beating) await new Promise((r) => setTimeout(r, 5));
    this.#running = false;
    await this.#bill();
    await this.#d.db.deleteFrom('engine_processes').where('id', '=', this.id).execute();
  }

  /** Claims again now: a task was created, resumed, or a step finished. */
  wake(): void {
    const w = this.#wakeUp;
    this.#wakeUp = null;
    if (w) w();
    else this.#woken = true;
  }

  /** Aborts this process's running steps of a task (stopped or deleted) and waits until they are written. */
  async abortTask(taskId: number): Promise<void> {
    const mine = [...this.#inflight.values()].filter((f) => f.step.taskId === taskId);
    for (const f of mine) f.abort.abort(STOP);
    await Promise.all(mine.map((f) => f.settled));
  }

  async #loop(): Promise<void> {
    while (!this.#stopping) {
      const free = this.options.concurrency - this.#inflight.size;
      const want = Math.min(free, this.options.claimBatch);
      let got = 0;
      if (want > 0) {
        this.#claiming++;
        try {
          const now = this.#d.clock.now();
          const steps = await claimSteps(this.#d.db, {
            kind: this.#d.kind,
            owner: this.id,
            limit: want,
            now: new Date(now).toISOString(),
            leaseUntil: new Date(now + this.options.leaseMs).toISOString(),
            skipDevices: this.#devicesDown(now),
            // A task another process runs is joined only once its steps have waited an idle poll.
            joinDueBefore:
              this.#inflight.size === 0
                ? new Date(now - this.options.idlePollMs * this.#d.clock.scale).toISOString()
                : undefined,
          });
          got = steps.length;
          this.#claimed(steps, now);
          if (got) this.#idleRounds = 0;
          if (got) void this.#markRunning(steps);
          for (const s of steps) this.#execute(s);
        } catch (error) {
          this.#d.log?.('engine: claim failed', error);
          await this.#wait(this.options.idlePollMs);
          continue;
        } finally {
          this.#claiming--;
        }
      }
      if (got > 0 && got === want) continue;
      if (this.#d.onIdle) await this.#d.onIdle().catch((e) => this.#d.log?.('engine: idle work failed', e));
      if (this.#stopping) break;
      await this.#wait(await this.#idleDelay(free > 0));
    }
  }

  /** Metrics of a claim: how many, and how late each started (real seconds after its run_at). */
  #claimed(steps: readonly ClaimedStep[], nowMs: number): void {
    if (steps.length === 0) return;
    stepsClaimed.inc(steps.length);
    for (const s of steps) {
      startLateness.observe(Math.max(0, nowMs - Date.parse(s.runAt)) / this.#d.clock.scale / 1000);
    }
  }

  #devicesDown(nowMs: number): number[] {
    const down: number[] = [];
    for (const [id, until] of this.#down) {
      if (until <= nowMs) this.#down.delete(id);
      else down.push(id);
    }
    return down;
  }

  /**
   * Real milliseconds until the next step is due, bounded by the idle poll; and, in the same
   * statement, whether any step is due now that the claim just made left (`#drained` when none).
   * While nothing is due, the poll backs off (twice as long each time, up to IDLE_BACKOFF times
   * the idle poll): what it looks for then is work made due by others without a wake here (a task
   * created or resumed in another process, which that process's engine claims at once).
   */
  async #idleDelay(hadRoom: boolean): Promise<number> {
    this.#drained = false;
    if (!hadRoom) return this.options.idlePollMs;
    const now = this.#d.clock.iso();
    const due = (e: ExpressionBuilder<Database, never>) => e.selectFrom('task_steps').where(isDue());
    const peek = await this.#d.db
      .selectNoFrom((eb) => [
        due(eb)
          .select((e) => e.fn.min('run_at').as('at'))
          .where('run_at', '>', now)
          .as('next'),
        eb.exists(due(eb).select('id').where('run_at', '<=', now)).as('now'),
      ])
      .executeTakeFirst()
      .catch(() => undefined);
    // Due steps left (full semaphores, devices down, other processes' tasks): not drained.
    this.#drained = peek !== undefined && !Number(peek.now);
    this.#idleRounds = this.#drained ? this.#idleRounds + 1 : 0;
    const poll = this.options.idlePollMs * Math.min(IDLE_BACKOFF, 2 ** (this.#idleRounds - 1));
    if (!peek?.next) return Math.max(this.options.idlePollMs, poll);
    const simMs = Date.parse(String(peek.next)) - this.#d.clock.now();
    return Math.max(1, Math.min(Math.max(this.options.idlePollMs, poll), simMs / this.#d.clock.scale));
  }

  #wait(ms: number): Promise<void> {
    if (this.#woken) {
      this.#woken = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.#wakeUp = null;
        resolve();
      }, ms);
      this.#wakeUp = () => {
        clearTimeout(timer);
        this.#woken = false;
        resolve();
      };
    });
  }

  async #markRunning(steps: ClaimedStep[]): Promise<void> {
    const fresh = [...new Set(steps.map((s) => s.taskId))].filter((id) => !this.#started.has(id));
    if (fresh.length === 0) return;
    for (const id of fresh) this.#started.add(id);
    if (this.#started.size > 10_000) this.#started.clear();
    try {
      const at = this.#d.clock.iso();
      const started = await markTasksRunning(this.#d.db, this.#d.kind, fresh, at);
      if (started.length) {
        this.#d.ports.events?.tasksChanged({ started });
        await insertLogs(
          this.#d.db,
          started.map((taskId) => ({ ...line('INFO', 'log.task.started'), taskId, stepId: null })),
          at,
        );
      }
    } catch (error) {
      this.#d.log?.('engine: marking tasks running failed', error);
    }
  }

  #execute(step: ClaimedStep): void {
    const abort = new AbortController();
    let settle!: () => void;
    const settled = new Promise<void>((r) => {
      settle = r;
    });
    this.#inflight.set(step.id, { step, abort, settled, settle });
    // The lease: an action running longer than leaseMs (simulated, with a real-time floor so a
    // busy event loop at a high SIM_TIME_SCALE is not mistaken for a hung action) is aborted.
    const timeout = setTimeout(
      () => abort.abort(TIMEOUT),
      Math.max(this.options.leaseMs / this.#d.clock.scale, this.options.minRealLeaseMs),
    );
    timeout.unref();
    void this.#run(step, abort.signal).then((completion) => {
      clearTimeout(timeout);
      if (!abort.signal.aborted) abort.abort(DONE);
      this.#enqueue(completion);
    });
  }

  async #run(step: ClaimedStep, signal: AbortSignal): Promise<Completion> {
    const kind = this.#d.kinds.get(step.subtype);
    try {
      if (!kind) throw new Error(`no kind for ${step.subtype}`);
      if (step.deviceId !== null) {
        const device = await this.#d.driver.device(step.deviceId);
        if (!device)
          return {
            kind: 'outcome',
            step,
            result: { outcome: 'failure', reason: 'platform.reason.deviceGone' },
          };
        if (!device.usable && device.untilMs !== null) {
          this.#down.set(step.deviceId, device.untilMs);
          return { kind: 'deferred', step, untilMs: device.untilMs, status: device.status };
        }
        if (!device.usable) {
          const reason = `platform.reason.device_${device.status}`;
          return { kind: 'outcome', step, result: { outcome: 'failure', reason } };
        }
      }
      // A driver that ignores the signal is not waited for once the step is aborted.
      const aborted = new Promise<never>((_, reject) => {
        if (signal.aborted) reject(signal.reason);
        signal.addEventListener('abort', () => reject(signal.reason), { once: true });
      });
      aborted.catch(() => {});
      const result = await Promise.race([kind.run(toStepRun(step), this.#d.driver, signal), aborted]);
      return { kind: 'outcome', step, result };
    } catch (error) {
      const reason = signal.aborted ? signal.reason : null;
      if (reason === STOP) return { kind: 'cancelled', step };
      if (reason === SHUTDOWN) return { kind: 'returned', step };
      const result: StepResult =
        reason === TIMEOUT
          ? { outcome: 'abnormal', reason: 'platform.reason.timeout' }
          : {
              outcome: 'abnormal',
              reason: 'platform.reason.driverError',
              params: { error: String((error as Error)?.message ?? error).slice(0, 200) },
            };
      return { kind: 'outcome', step, result };
    }
  }

  #enqueue(c: Completion): void {
    this.#pending.push(c);
    if (this.#writers.size === 0) this.#startWriter();
  }

  #startWriter(): void {
    const writer: Promise<void> = this.#flush().finally(() => this.#writers.delete(writer));
    this.#writers.add(writer);
  }

  /** Outcome transactions this process may run at once now (see EngineOptions.finishWriters). */
  get outcomeWriters(): number {
    return this.#maxWriters;
  }

  get #maxWriters(): number {
    if (this.#d.kind !== 'postgres') return 1;
    return Math.max(1, Math.floor(this.options.finishWriters / this.#processes));
  }

  /** PostgreSQL: how many engine processes share the database's outcome writers, read at each heartbeat. */
  async #countProcesses(): Promise<void> {
    if (this.#d.kind !== 'postgres') return;
    const since = new Date(Date.now() - this.options.deadAfterMs).toISOString();
    const row = await this.#d.db
      .selectFrom('engine_processes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('heartbeat_at', '>=', since)
      .executeTakeFirst();
    this.#processes = Math.max(1, Number(row?.n ?? 1));
  }

  /** The next batch this writer writes (takeWriterBatch), taken out of #pending. */
  #takeBatch(): Completion[] {
    const lanes = this.#maxWriters - this.#writersBusy;
    const { batch, rest } = takeWriterBatch(this.#pending, this.#writing, lanes, this.options.finishBatch);
    this.#pending = rest;
    return batch;
  }

  /**
   * Writes outcomes. While the engine runs, an item whose next step is due at
   * once goes on in the same transaction (FinishDeps.chain): that step comes
   * back claimed and starts here, its slots never given back and taken again.
   */
  async #finish(batch: Completion[]): Promise<{ applied: number; freed: number; requeued: boolean }> {
    const chain = this.#stopping ? undefined : { owner: this.id, leaseMs: this.options.leaseMs };
    // Like a claim, chained steps are leased to us before they are in #inflight: no orphan check meanwhile.
    this.#claiming++;
    try {
      const report = await finishSteps({ ...this.finishDeps, chain }, batch);
      for (const c of batch) stepOutcomes.inc({ outcome: c.kind === 'outcome' ? c.result.outcome : c.kind });
      stepsClaimed.inc(report.chained.length);
      if (report.applied > 0) {
        const moved = [...new Set(batch.map((c) => c.step.taskId))];
        this.#d.ports.events?.tasksChanged({ moved, ended: report.ended });
      }
      for (const s of report.chained) this.#execute(s);
      return {
        applied: report.applied,
        freed: batch.length - report.chained.length,
        requeued: report.requeued,
      };
    } finally {
      this.#claiming--;
    }
  }

  async #flush(): Promise<void> {
    while (this.#pending.length) {
      // One turn of the event loop first: completions a microtask or an I/O callback away (the
      // rest of a cohort of steps started together) join this batch instead of the next one.
      await new Promise<void>((resolve) => setImmediate(resolve));
      const batch = this.#takeBatch();
      // What is left is other writers' tasks (they take it next), or this writer's share was less.
      if (batch.length === 0) return;
      this.#writersBusy++;
      if (
        this.#writers.size < this.#maxWriters &&
        this.#pending.some((c) => !this.#writing.has(c.step.taskId))
      )
        this.#startWriter();
      let freed = 0;
      let requeued = true;
      try {
        const r = await this.#finish(batch);
        this.completed += r.applied;
        freed = r.freed;
        requeued = r.requeued;
      } catch (error) {
        this.#d.log?.('engine: writing outcomes failed; trying one by one', error);
        freed = batch.length;
        for (const c of batch) {
          try {
            const r = await this.#finish([c]);
            this.completed += r.applied;
          } catch (e) {
            // Left claimed under our lease: the sweeper returns it once the lease runs out.
            this.#d.log?.(`engine: outcome of step ${c.step.id} could not be written`, e);
          }
        }
      }
      this.#writersBusy--;
      for (const c of batch) {
        this.#writing.delete(c.step.taskId);
        const f = this.#inflight.get(c.step.id);
        this.#inflight.delete(c.step.id);
        f?.settle();
      }
      // Claim again at once only when slots came free (a chained step keeps its own) and a claim may
      // use them: not when the last claim left nothing due and this write made nothing due either
      // (the steps that ended were their items' last), as when every item of every task is running.
      if (freed > 0 && (!this.#drained || requeued)) this.wake();
    }
  }

  async #beat(): Promise<void> {
    if (this.#beating || !this.#running) return;
    this.#beating = true;
    try {
      const real = new Date().toISOString();
      const touched = await this.#d.db
        .updateTable('engine_processes')
        .set({ heartbeat_at: real, sim_at: this.#d.clock.iso() })
        .where('id', '=', this.id)
        .executeTakeFirst();
      if (Number(touched.numUpdatedRows) === 0) {
        // Pruned as dead by someone else: our leases are gone, so are our claims; register again.
        await this.#register(real);
      }
      await this.#countProcesses();
      await this.#abortEndedTasks();
      await this.#returnOwnOrphans();
      if (Date.now() - this.#lastBill >= this.options.billEveryMs) await this.#bill();
      if (Date.now() - this.#lastSweep >= this.options.sweepEveryMs) {
        this.#lastSweep = Date.now();
        const r = await sweep(this.finishDeps, this.#sweepOptions());
        stepOutcomes.inc({ outcome: 'lost' }, r.returned);
        if (r.returned) this.wake();
      }
    } catch (error) {
      this.#d.log?.('engine: heartbeat failed', error);
    } finally {
      this.#beating = false;
    }
  }

  /** A billing round (billing.ts): what running tasks used, into the ledger. */
  async #bill(): Promise<void> {
    this.#lastBill = Date.now();
    try {
      await billingRound({ db: this.#d.db, kind: this.#d.kind, ledger: this.#d.ports.ledger });
    } catch (error) {
      this.#d.log?.('engine: billing round failed', error);
    }
  }

  /**
   * Steps leased to this process that it is not running (their outcome could
   * not be written, say): nobody else may take them while we beat, so we give
   * them back ourselves. Skipped while a claim is between commit and start.
   */
  async #returnOwnOrphans(): Promise<void> {
    if (this.#claiming > 0) return;
    const mine = await this.#d.db
      .selectFrom('task_steps')
      .select('id')
      .where('lease_owner', '=', this.id)
      .where(isClaimed)
      .execute();
    const orphans = mine.map((r) => r.id).filter((id) => !this.#inflight.has(id));
    if (orphans.length && this.#claiming === 0) {
      if ((await returnLost(this.finishDeps, orphans)) > 0) this.wake();
    }
  }

  /** Tasks stopped or deleted through another process: abort their steps running here. */
  async #abortEndedTasks(): Promise<void> {
    const taskIds = [...new Set([...this.#inflight.values()].map((f) => f.step.taskId))];
    if (taskIds.length === 0) return;
    const rows = await this.#d.db
      .selectFrom('tasks')
      .select(['id', 'status', 'deleted_at'])
      .where('id', 'in', taskIds)
      .execute();
    for (const r of rows) {
      if (r.deleted_at !== null || r.status === 'failed' || r.status === 'success') void this.abortTask(r.id);
    }
  }
}
