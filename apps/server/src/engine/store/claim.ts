import type { TaskMode, TaskSubtype } from '@reelfleet/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { DbKind } from '../../db/kind.ts';
import type { TaskRow, TaskStepRow } from '../../db/tables/tasks.ts';
import { inIds, inTx, type Trx } from './tx.ts';

/** A step this process holds the lease of. */
export interface ClaimedStep {
  id: number;
  taskId: number;
  itemId: number;
  seq: number;
  isLast: boolean;
  action: string;
  target: string;
  params: string | null;
  accountId: number | null;
  deviceId: number | null;
  price: number;
  nextDelayMs: number;
  /** This claim's attempt number: the lease is (owner, attempt). */
  attempt: number;
  maxAttempts: number;
  idemKey: string;
  owner: string;
  logId: string;
  subtype: TaskSubtype;
  mode: TaskMode;
  label: string;
  /** When it became due (simulated ISO time). */
  runAt: string;
}

export interface ClaimOptions {
  kind: DbKind;
  owner: string;
  limit: number;
  /** The simulated clock now, and when the lease ends. */
  now: string;
  leaseUntil: string;
  /** Devices this process knows cannot run a session now (offline): their steps wait. */
  skipDevices?: readonly number[];
  /**
   * Set for a process with nothing running: when its own and nobody's tasks have nothing due, it
   * joins tasks other processes run, taking their steps due since this time (simulated) or
   * earlier. Steps due since later are left to their task's owner, which takes them at once
   * when it has room (as at the start, when its first claim took part of a task).
   */
  joinDueBefore?: string;
}

const semKey = (kind: string, id: number) => `${kind}:${id}`;

/**
 * The partial indexes' own conditions, written as literals: a planner can use
 * a partial index only when it can see the query implies its condition, which
 * it cannot through bound parameters.
 */
export const isDue = (alias?: 's') =>
  alias ? sql<boolean>`s.state in ('ready', 'scheduled')` : sql<boolean>`state in ('ready', 'scheduled')`;
export const isClaimed = sql<boolean>`state = 'claimed'`;

/**
 * Claims up to `limit` due steps for `owner` (Solid Queue's claim, our
 * semaphores): due ready/scheduled steps are walked in run_at order, skipping
 * tasks whose thread semaphore is full and devices whose session semaphore is
 * taken; the semaphore rows are then locked (in key order) and taken for
 * exactly the steps admitted. On PostgreSQL the step rows and then the
 * semaphore rows are read `FOR UPDATE SKIP LOCKED`, so concurrent claimers
 * never see the same step and a claim never waits for a lock; on SQLite the
 * transaction is BEGIN IMMEDIATE and alone.
 *
 * Tasks stay with one process: a task semaphore in use names the process
 * that took it first (its owner), and a claim first looks only at tasks that
 * are its own or nobody's, so two processes' outcome transactions do not
 * queue on the same task and semaphore rows. A process that runs nothing
 * (`joinDueBefore`) joins tasks other processes run when that finds nothing,
 * so a task bigger than one process's concurrency still spreads.
 */
export async function claimSteps(db: Db, o: ClaimOptions): Promise<ClaimedStep[]> {
  const ids = await inTx(db, async (trx) => {
    // SQLite's claim is alone (BEGIN IMMEDIATE): what it sees is what it can take.
    for (let pass = 0; pass < (o.kind === 'postgres' ? OWN_PASSES : 1); pass++) {
      const own = await claimIn(trx, o, false);
      if (own.claimed.length) return own.claimed;
      // Nothing of its own or nobody's is due: a process with nothing running joins others' tasks.
      if (own.candidates === 0) return o.joinDueBefore ? (await claimIn(trx, o, true)).claimed : [];
      // Due steps were seen but none admitted: on PostgreSQL, mostly tasks another claim took
      // meanwhile (the owner read under the lock). Joining those would put two processes'
      // outcome transactions on the same task rows for the task's whole run; a new statement
      // sees that claim's owners and looks past them.
    }
    return [];
  });
  if (ids.length === 0) return [];
  const meta = await taskMeta(db, [...new Set(ids.map((r) => r.task_id))]);
  return ids.sort((a, b) => a.id - b.id).map((r) => toClaimed(r, meta.get(r.task_id)!));
}

/** Passes of a PostgreSQL claim over its own and nobody's tasks while one sees due steps and admits none. */
const OWN_PASSES = 3;

/**
 * One pass of a claim: `shared` admits tasks another process owns. Says how many due steps
 * it saw (`candidates`) besides the steps it claimed.
 */
async function claimIn(
  trx: Trx,
  o: ClaimOptions,
  shared: boolean,
): Promise<{ claimed: StepColumns[]; candidates: number }> {
  let candidates = trx
    .selectFrom('task_steps as s')
    .select(['s.id', 's.task_id', 's.device_id'])
    .where(isDue('s'))
    .where('s.run_at', '<=', shared ? o.joinDueBefore! : o.now)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('engine_semaphores as m')
            .select('m.ref_id')
            .where('m.kind', '=', 'task')
            .whereRef('m.ref_id', '=', 's.task_id')
            .where((eb) =>
              shared
                ? eb('m.used', '>=', eb.ref('m.capacity'))
                : eb.or([
                    eb('m.used', '>=', eb.ref('m.capacity')),
                    eb.and([eb('m.owner', 'is not', null), eb('m.owner', '<>', o.owner)]),
                  ]),
            ),
        ),
      ),
    )
    .where((eb) =>
      eb.or([
        eb('s.device_id', 'is', null),
        eb.not(
          eb.exists(
            eb
              .selectFrom('engine_semaphores as d')
              .select('d.ref_id')
              .where('d.kind', '=', 'device')
              .whereRef('d.ref_id', '=', 's.device_id')
              .whereRef('d.used', '>=', 'd.capacity'),
          ),
        ),
      ]),
    )
    .$if((o.skipDevices?.length ?? 0) > 0, (q) =>
      q.where((eb) =>
        eb.or([eb('s.device_id', 'is', null), eb('s.device_id', 'not in', [...o.skipDevices!])]),
      ),
    )
    .orderBy('s.run_at')
    .orderBy('s.id')
    .limit(o.limit * 2 + 8);
  if (o.kind === 'postgres') candidates = candidates.forUpdate(['s']).skipLocked();
  const rows = await candidates.execute();
  if (rows.length === 0) return { claimed: [], candidates: 0 };

  const taskIds = [...new Set(rows.map((r) => r.task_id))];
  const deviceIds = [...new Set(rows.flatMap((r) => (r.device_id === null ? [] : [r.device_id])))];
  let semaphores = trx
    .selectFrom('engine_semaphores')
    .select(['kind', 'ref_id', 'used', 'capacity', 'owner'])
    .where((eb) =>
      eb.or([
        eb.and([eb('kind', '=', 'task'), inIds(o.kind, 'ref_id', taskIds)]),
        ...(deviceIds.length
          ? [eb.and([eb('kind', '=', 'device'), inIds(o.kind, 'ref_id', deviceIds)])]
          : []),
      ]),
    )
    .orderBy('kind')
    .orderBy('ref_id');
  // A row an outcome transaction or another claim holds is passed over, not waited for: its steps
  // are not admitted this time (no row read, no slot), and a later claim takes them.
  if (o.kind === 'postgres') semaphores = semaphores.forUpdate().skipLocked();
  const free = new Map<string, number>();
  for (const s of await semaphores.execute()) {
    // Read again under the lock: a task another process took meanwhile is left to it.
    const theirs = !shared && s.owner !== null && s.owner !== o.owner;
    free.set(semKey(s.kind, s.ref_id), theirs ? 0 : s.capacity - s.used);
  }

  const admitted: number[] = [];
  const taskTaken = new Map<number, number>();
  const devicesTaken: number[] = [];
  for (const r of rows) {
    if (admitted.length >= o.limit) break;
    const tk = semKey('task', r.task_id);
    if (!((free.get(tk) ?? 0) > 0)) continue;
    if (r.device_id !== null) {
      const dk = semKey('device', r.device_id);
      if (!((free.get(dk) ?? 0) > 0)) continue;
      free.set(dk, free.get(dk)! - 1);
      devicesTaken.push(r.device_id);
    }
    free.set(tk, free.get(tk)! - 1);
    taskTaken.set(r.task_id, (taskTaken.get(r.task_id) ?? 0) + 1);
    admitted.push(r.id);
  }
  if (admitted.length === 0) return { claimed: [], candidates: rows.length };

  await addToSemaphores(trx, o.kind, 'task', taskTaken, o.now, o.owner);
  if (devicesTaken.length) {
    await trx
      .updateTable('engine_semaphores')
      .set((eb) => ({ used: eb('used', '+', 1), updated_at: o.now }))
      .where('kind', '=', 'device')
      .where(inIds(o.kind, 'ref_id', devicesTaken))
      .execute();
  }
  const claimed = await trx
    .updateTable('task_steps')
    .set((eb) => ({
      state: 'claimed',
      lease_owner: o.owner,
      lease_expires_at: o.leaseUntil,
      attempt: eb('attempt', '+', 1),
    }))
    .where(inIds(o.kind, 'id', admitted))
    .returning(STEP_COLUMNS)
    .execute();
  return { claimed, candidates: rows.length };
}

export const STEP_COLUMNS = [
  'id',
  'task_id',
  'item_id',
  'seq',
  'is_last',
  'action',
  'target',
  'params',
  'account_id',
  'device_id',
  'price',
  'next_delay_ms',
  'attempt',
  'max_attempts',
  'idem_key',
  'lease_owner',
  'label',
  'run_at',
] as const;

export type StepColumns = Pick<TaskStepRow, (typeof STEP_COLUMNS)[number]>;
export type TaskMeta = Pick<TaskRow, 'log_id' | 'subtype' | 'mode'>;

/** A task's logId, subtype and mode never change: each engine remembers them per database. */
const metaCache = new WeakMap<Db, Map<number, TaskMeta>>();

async function taskMeta(db: Db, taskIds: number[]): Promise<Map<number, TaskMeta>> {
  const cache = metaCache.get(db) ?? new Map<number, TaskMeta>();
  metaCache.set(db, cache);
  const missing = taskIds.filter((id) => !cache.has(id));
  if (missing.length) {
    if (cache.size > 10_000) cache.clear();
    const rows = await db
      .selectFrom('tasks')
      .select(['id', 'log_id', 'subtype', 'mode'])
      .where('id', 'in', missing)
      .execute();
    for (const r of rows) cache.set(r.id, r);
  }
  return cache;
}

export function toClaimed(r: StepColumns, t: TaskMeta): ClaimedStep {
  return {
    id: r.id,
    taskId: r.task_id,
    itemId: r.item_id,
    seq: r.seq,
    isLast: r.is_last === 1,
    action: r.action,
    target: r.target,
    params: r.params,
    accountId: r.account_id,
    deviceId: r.device_id,
    price: r.price,
    nextDelayMs: Number(r.next_delay_ms),
    attempt: r.attempt,
    maxAttempts: r.max_attempts,
    idemKey: r.idem_key,
    owner: r.lease_owner ?? '',
    logId: t.log_id,
    subtype: t.subtype,
    mode: t.mode,
    label: r.label,
    runAt: r.run_at,
  };
}

/**
 * Adds per-key amounts to semaphores, one statement per distinct amount. A
 * claim names its process as the owner; a semaphore given back to 0 has none.
 */
export async function addToSemaphores(
  trx: Db,
  db: DbKind,
  kind: 'task' | 'device',
  amounts: Map<number, number>,
  at: string,
  owner?: string,
): Promise<void> {
  const byAmount = new Map<number, number[]>();
  for (const [id, n] of amounts) if (n !== 0) byAmount.set(n, [...(byAmount.get(n) ?? []), id]);
  for (const [n, refIds] of [...byAmount].sort((a, b) => a[0] - b[0])) {
    await trx
      .updateTable('engine_semaphores')
      .set((eb) => ({
        used: eb('used', '+', n),
        // A claim keeps the first owner (a process joining a task does not take it over).
        owner:
          owner === undefined
            ? sql<string | null>`case when used + ${n} <= 0 then null else owner end`
            : sql<string | null>`coalesce(owner, ${owner})`,
        updated_at: at,
      }))
      .where('kind', '=', kind)
      .where(inIds(db, 'ref_id', refIds))
      .execute();
  }
}

/** Claimed steps as the sweeper sees them (lease owner and attempt as stored). */
export async function loadClaimed(db: Db, ids: readonly number[]): Promise<ClaimedStep[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('task_steps')
    .select(STEP_COLUMNS)
    .where('id', 'in', [...ids])
    .orderBy('id')
    .execute();
  const meta = await taskMeta(db, [...new Set(rows.map((r) => r.task_id))]);
  return rows.map((r) => toClaimed(r, meta.get(r.task_id)!));
}

/**
 * Sets the queued tasks among `ids` running (their first steps were just claimed) and returns
 * those it set. On PostgreSQL the rows are locked in id order first, as the outcome transactions
 * lock theirs: an UPDATE alone takes them in the order its scan meets them (a sequential or
 * bitmap scan goes by the rows' place in the table) and deadlocked with an outcome transaction.
 */
export async function markTasksRunning(
  db: Db,
  kind: DbKind,
  ids: readonly number[],
  at: string,
): Promise<number[]> {
  let rows = db
    .selectFrom('tasks')
    .select('id')
    .where(inIds(kind, 'id', ids))
    .where('status', '=', 'queue')
    .orderBy('id');
  if (kind === 'postgres') rows = rows.forNoKeyUpdate();
  const started = await db
    .updateTable('tasks')
    .set({ status: 'running', start_time: at, updated_at: at })
    .where('id', 'in', rows)
    .where('status', '=', 'queue')
    .returning('id')
    .execute();
  return started.map((t) => t.id);
}
