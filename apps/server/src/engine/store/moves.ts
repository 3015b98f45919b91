import { sql, type UpdateQueryBuilder, type UpdateResult } from 'kysely';
import type { DbKind } from '../../db/kind.ts';
import type { Database } from '../../db/schema.ts';
import type { StepState } from '../../db/tables/tasks.ts';
import { addToSemaphores, STEP_COLUMNS, type StepColumns } from './claim.ts';
import type { Completion } from './completion.ts';
import type { Decision } from './decide.ts';
import { chunks, inIds, type Trx } from './tx.ts';

/** The writes one group commit makes to steps, items and semaphores. */

export async function setItemState(trx: Trx, kind: DbKind, itemIds: number[], state: 'done' | 'intercepted') {
  for (const part of chunks(itemIds, 10_000)) {
    await trx
      .updateTable('task_items')
      .set({ state })
      .where(inIds(kind, 'id', part))
      .where('state', '=', 'pending')
      .execute();
  }
}

export type Decided = { c: Completion; plan: Decision };

/** The guarded moves out of `claimed`, one UPDATE per distinct move; returns the ids that moved. */
export async function moveSteps(
  trx: Trx,
  kind: DbKind,
  decided: readonly Decided[],
  now: string,
): Promise<Set<number>> {
  const groups = new Map<string, { d: Decided; ids: number[] }>();
  for (const d of decided) {
    const s = d.c.step;
    const back = d.c.kind === 'returned' || d.c.kind === 'deferred';
    const key = JSON.stringify([
      d.plan.state,
      d.plan.outcome,
      d.plan.final,
      d.plan.runAtMs,
      back,
      s.owner,
      s.attempt,
    ]);
    const g = groups.get(key) ?? { d, ids: [] };
    g.ids.push(s.id);
    groups.set(key, g);
  }
  const moved = new Set<number>();
  for (const { d, ids } of groups.values()) {
    const { plan } = d;
    const s = d.c.step;
    for (const part of chunks(ids, 10_000)) {
      const rows = await trx
        .updateTable('task_steps')
        .set({
          state: plan.state,
          outcome: plan.outcome,
          finished_at: plan.final ? now : null,
          lease_owner: null,
          lease_expires_at: null,
          ...(plan.runAtMs !== null ? { run_at: new Date(plan.runAtMs).toISOString() } : {}),
          ...(d.c.kind === 'returned' || d.c.kind === 'deferred' ? { attempt: s.attempt - 1 } : {}),
        })
        .where(inIds(kind, 'id', part))
        .where('state', '=', 'claimed')
        .where('lease_owner', '=', s.owner)
        .where('attempt', '=', s.attempt)
        .returning('id')
        .execute();
      for (const r of rows) moved.add(r.id);
    }
  }
  return moved;
}

/** Makes the next step of each item due, one UPDATE per (state, run_at, seq). */
export async function activateNext(trx: Trx, kind: DbKind, next: Map<string, number[]>): Promise<void> {
  for (const [key, itemIds] of next) {
    const [state, runAt, seq] = key.split('|') as ['scheduled' | 'paused', string, string];
    for (const part of chunks(itemIds, 10_000)) {
      await trx
        .updateTable('task_steps')
        .set({ state, run_at: runAt })
        .where(inIds(kind, 'item_id', part))
        .where('seq', '=', Number(seq))
        .where(stateIs(kind, 'blocked'))
        .execute();
    }
  }
}

/**
 * Claims the next step of each item for `owner` at once, instead of making it
 * due for a later claim: the item keeps the task and device slots its step
 * held. One UPDATE on PostgreSQL (the (item, seq) pairs as two arrays: a
 * statement is a round trip there), one per seq on SQLite. Returns the steps
 * claimed (an item whose next step is no longer blocked, being cancelled, has none).
 */
export async function claimNext(
  trx: Trx,
  kind: DbKind,
  next: Map<number, number[]>,
  o: { owner: string; leaseUntil: string; now: string },
): Promise<StepColumns[]> {
  const claim = (where: (q: UpdateSteps) => UpdateSteps) =>
    where(
      trx.updateTable('task_steps').set((eb) => ({
        state: 'claimed',
        run_at: o.now,
        lease_owner: o.owner,
        lease_expires_at: o.leaseUntil,
        attempt: eb('attempt', '+', 1),
      })),
    )
      .where(stateIs(kind, 'blocked'))
      .returning(STEP_COLUMNS)
      .execute();
  if (kind === 'postgres') {
    const pairs = [...next].flatMap(([seq, itemIds]) => itemIds.map((id) => [id, seq] as const));
    if (pairs.length === 0) return [];
    return claim((q) =>
      q.where(
        sql<boolean>`(item_id, seq) in (select i, q from unnest(${pairs.map((p) => p[0])}::bigint[], ${pairs.map((p) => p[1])}::int[]) as u(i, q))`,
      ),
    );
  }
  const out: StepColumns[] = [];
  for (const [seq, itemIds] of next) {
    out.push(...(await claim((q) => q.where(inIds(kind, 'item_id', itemIds)).where('seq', '=', seq))));
  }
  return out;
}

type UpdateSteps = UpdateQueryBuilder<Database, 'task_steps', 'task_steps', UpdateResult>;

/**
 * `state = ?` that SQLite's planner will not pick an index for: without
 * statistics it would walk the (state, run_at) index over every blocked step
 * instead of looking the (item_id, seq) pairs up in their unique index.
 */
export function stateIs(kind: DbKind, state: StepState) {
  return kind === 'sqlite' ? sql<boolean>`+state = ${state}` : sql<boolean>`state = ${state}`;
}

/** Gives back the semaphores of steps that left `claimed`, devices before tasks (key order). */
export async function releaseSemaphores(
  trx: Trx,
  kind: DbKind,
  deviceAmounts: Map<number, number>,
  taskAmounts: Map<number, number>,
  at: string,
): Promise<void> {
  // A slot passed on to the item's next step (a chained claim) is not given back.
  const given = (m: Map<number, number>) => new Map([...m].filter(([, n]) => n !== 0));
  const devices = given(deviceAmounts);
  const tasks = given(taskAmounts);
  if (devices.size === 0 && tasks.size === 0) return;
  if (kind === 'postgres') {
    // Lock the rows in key order first, as the claim does, so the grouped updates below
    // (one per distinct amount) can never wait on a claimer in a cycle.
    await trx
      .selectFrom('engine_semaphores')
      .select('ref_id')
      .where((eb) =>
        eb.or([
          ...(devices.size
            ? [eb.and([eb('kind', '=', 'device'), inIds(kind, 'ref_id', [...devices.keys()])])]
            : []),
          ...(tasks.size
            ? [eb.and([eb('kind', '=', 'task'), inIds(kind, 'ref_id', [...tasks.keys()])])]
            : []),
        ]),
      )
      .orderBy('kind')
      .orderBy('ref_id')
      .forUpdate()
      .execute();
  }
  const neg = (m: Map<number, number>) => new Map([...m].map(([k, v]) => [k, -v]));
  await addToSemaphores(trx, kind, 'device', neg(devices), at);
  await addToSemaphores(trx, kind, 'task', neg(tasks), at);
}
