import type { TaskMode } from '@reelfleet/contract';
import type { Db } from '../db/index.ts';
import type { Rng } from '../lib/seeded.ts';

/** An account that can act: logged in (bound to a device) and not banned. */
export interface Actor {
  accountId: number;
  label: string;
  deviceId: number;
}

/** Accounts of the workspace under any of the tags that are bound to a device and not banned, oldest first. */
export async function actorsUnderTags(
  db: Db,
  workspaceId: number,
  labelIds: readonly number[],
): Promise<Actor[]> {
  if (labelIds.length === 0) return [];
  const rows = await db
    .selectFrom('accounts')
    .select(['id', 'account', 'device_id'])
    .where('workspace_id', '=', workspaceId)
    .where('label_id', 'in', [...labelIds])
    .where('device_id', 'is not', null)
    .where('status', '!=', 'banned')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ accountId: r.id, label: r.account, deviceId: r.device_id! }));
}

/**
 * Which targets each actor works on, in which order (docs/engine.md "Modes"):
 * - independent: every actor does the whole list, in the given order;
 * - rotation: the list is dealt round-robin, target i to actor i mod n, so
 *   each target is done once;
 * - reordering: every actor does the whole list in its own seeded random
 *   order, and the actors start in a seeded random order;
 * - interception: as independent; the engine ends an actor's list at its
 *   first failed action.
 */
export function arrange<A, T>(
  mode: TaskMode,
  actors: readonly A[],
  targets: readonly T[],
  rng: Rng,
): Array<{ actor: A; targets: T[] }> {
  switch (mode) {
    case 'rotation': {
      const lists = actors.map((actor) => ({ actor, targets: [] as T[] }));
      if (lists.length === 0) return [];
      targets.forEach((t, i) => {
        lists[i % lists.length]!.targets.push(t);
      });
      return lists.filter((l) => l.targets.length > 0);
    }
    case 'reordering':
      return rng.shuffle(actors).map((actor) => ({ actor, targets: rng.shuffle(targets) }));
    default:
      return actors.map((actor) => ({ actor, targets: [...targets] }));
  }
}

/**
 * Waits on the simulated clock: an item's first action waits `index ×
 * intervalTime` minutes after submission (accounts start staggered); each
 * next action of the item waits a seeded draw in [sleepMin, sleepMax] seconds.
 */
export function delays(body: { intervalTime: number; sleepMin: number; sleepMax: number }, rng: Rng) {
  return (itemIndex: number, stepIndex: number): number =>
    stepIndex === 0 ? itemIndex * body.intervalTime * 60_000 : rng.int(body.sleepMin, body.sleepMax) * 1000;
}

/** Names of the workspace's (and system) tags, as stored (a system label's name is a catalogue key). */
export async function labelNames(db: Db, workspaceId: number, ids: readonly number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('tags')
    .select('name')
    .where('id', 'in', [...ids])
    .where((eb) => eb.or([eb('workspace_id', '=', workspaceId), eb('workspace_id', 'is', null)]))
    .orderBy('id')
    .execute();
  return rows.map((r) => r.name);
}

/** The request every platform action of a step carries. */
export function actionRequest(step: {
  idemKey: string;
  label: string;
  deviceId: number | null;
  attempt: number;
}) {
  return { idemKey: step.idemKey, account: step.label, deviceId: step.deviceId, attempt: step.attempt };
}
