import { expect } from 'vitest';
import { type ClaimedStep, claimSteps } from '../src/engine/store/claim.ts';
import { finishSteps } from '../src/engine/store/finish.ts';
import type { TestServer } from './harness.ts';
import { type Recorder, TEST_ENGINE, type Workspace, waitForEnd } from './tasks-fixtures.ts';

/**
 * Claims up to `limit` due steps for the engine process `owner` at the simulated now, leased for
 * five minutes. With `joinDueBefore` (simulated ms, or 'now') it is a process with nothing running,
 * which also joins other processes' tasks for their steps due since then.
 */
export function claimDue(server: TestServer, owner: string, limit: number, joinDueBefore?: number | 'now') {
  const at = server.ctx.clock.now();
  const join = joinDueBefore === 'now' ? at : joinDueBefore;
  return claimSteps(server.ctx.db, {
    kind: server.ctx.dbKind,
    owner,
    limit,
    joinDueBefore: join === undefined ? undefined : new Date(join).toISOString(),
    now: new Date(at).toISOString(),
    leaseUntil: new Date(at + 300_000).toISOString(),
  });
}

/** Writes the claimed steps' outcomes as successes, as an engine's writer would. */
export function succeedSteps(server: TestServer, steps: readonly ClaimedStep[]) {
  const rt = server.tasks;
  return finishSteps(
    {
      db: server.ctx.db,
      kind: server.ctx.dbKind,
      kinds: rt.kinds,
      backoff: TEST_ENGINE.backoff!,
      ports: rt.ports,
      now: () => ({ iso: server.ctx.clock.iso(), ms: server.ctx.clock.now() }),
    },
    steps.map((step) => ({
      kind: 'outcome' as const,
      step,
      result: { outcome: 'success' as const, reason: 'platform.reason.ok' },
    })),
  );
}

/** A task's steps read from the database, in the order they were planned. */
export function taskSteps(server: TestServer, taskId: number) {
  return server.ctx.db
    .selectFrom('task_steps')
    .select(['item_id', 'target', 'action', 'state', 'params', 'idem_key'])
    .where('task_id', '=', taskId)
    .orderBy('id')
    .execute();
}

/** The ids of a task's steps an engine holds now (claimed, running). */
export function claimedSteps(server: TestServer, taskId: number) {
  return server.ctx.db
    .selectFrom('task_steps')
    .select('id')
    .where('task_id', '=', taskId)
    .where('state', '=', 'claimed')
    .execute();
}

/** Each item's targets in order (one item per account). */
export async function targetsByItem(server: TestServer, taskId: number): Promise<string[][]> {
  const lists = new Map<number, string[]>();
  for (const s of await taskSteps(server, taskId))
    lists.set(s.item_id, [...(lists.get(s.item_id) ?? []), s.target]);
  return [...lists.values()];
}

/**
 * The plan of a task created from `body` at `path`: each item's targets in order, read while
 * the recording driver holds every action (100 s more each), then the task is stopped.
 */
export async function plannedTargets(
  server: TestServer,
  rec: Recorder,
  ws: Workspace,
  path: string,
  body: object,
): Promise<string[][]> {
  rec.extraMs = 100_000;
  const created = await ws.api.post(path, body);
  expect(created.status).toBe(201);
  const id = created.body.data.id as number;
  const lists = await targetsByItem(server, id);
  await ws.api.post(`/task/info/stop/${id}`);
  rec.extraMs = 0;
  return lists;
}

/**
 * Runs a task from `body` at `path` to its end, twice: each run's steps as
 * `target:state` (and `:params` with `withParams`), for comparing draws of one seed.
 */
export async function outcomesTwice(
  server: TestServer,
  ws: Workspace,
  path: string,
  body: object,
  withParams = false,
): Promise<[string[], string[]]> {
  const outcomes = async () => {
    const created = await ws.api.post(path, { name: 'same', ...body });
    expect(created.status).toBe(201);
    const id = created.body.data.id as number;
    await waitForEnd(ws.api, id);
    return (await taskSteps(server, id)).map(
      (s) => `${s.target}:${s.state}${withParams ? `:${s.params}` : ''}`,
    );
  };
  return [await outcomes(), await outcomes()];
}

/**
 * Random mode (reordering): each account's list is the targets in an order of its own (not every
 * one in the given order), and the same body plans the same orders again (`again`).
 */
export function expectReordered(first: string[][], again: string[][], targets: string[]) {
  for (const list of first) expect([...list].sort()).toEqual([...targets].sort());
  expect(first.some((l) => l.join() !== targets.join())).toBe(true);
  expect(again).toEqual(first);
}
