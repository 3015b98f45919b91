import { DEVICE_STATUS_LABELS, type DeviceStatus, type TaskMode } from '@reelfleet/contract';
import { deviceStatusAt } from '../core/driver/status.ts';
import type { Db } from '../db/index.ts';
import type { Rng } from '../lib/seeded.ts';
import type { EngineDriver, PlanContext, PlannedItem, PlannedStep, StepRun } from './types.ts';

/** An account that can act: logged in (bound to a device) and not banned. */
export interface Actor {
  accountId: number;
  label: string;
  deviceId: number;
}

/** An actor's item of a plan: its account, on its device, doing `steps`. */
export function actorItem({ label, accountId, deviceId }: Actor, steps: PlannedStep[]): PlannedItem {
  return { label, accountId, deviceId, steps };
}

/** The accounts a body chose: by id when it names accounts, else those under its tags. */
export interface AccountChoice {
  accountLabelIds?: readonly number[] | undefined;
  accountIds?: readonly number[] | undefined;
}

/** The chosen accounts of the workspace, oldest first (ids out of the workspace are not found). */
export function chosenAccounts(ctx: Pick<PlanContext, 'db' | 'workspaceId'>, choice: AccountChoice) {
  const q = ctx.db
    .selectFrom('accounts')
    .leftJoin('devices', 'devices.id', 'accounts.device_id')
    .select([
      'accounts.id',
      'accounts.account',
      'accounts.device_id',
      'accounts.status',
      'devices.serial',
      'devices.activated_at',
      'devices.end_at',
    ])
    .where('accounts.workspace_id', '=', ctx.workspaceId);
  const ids = choice.accountIds ?? [];
  return (
    ids.length > 0
      ? q.where('accounts.id', 'in', [...ids])
      : q.where('accounts.label_id', 'in', [...(choice.accountLabelIds ?? []), 0])
  )
    .orderBy('accounts.id')
    .execute();
}

/** The body field an account problem is said on. */
export const choiceField = (choice: AccountChoice) =>
  choice.accountIds?.length ? 'accountIds' : 'accountLabelIds';

/**
 * The chosen accounts that can act: bound to a device and not banned. The
 * others ('task.accountsWithoutDevice', naming them) refuse the task when
 * chosen by id (before anything is queued); chosen by tag they are left out
 * and said, and none at all refuses it.
 * Accounts whose phone is not online right now (the device list's status:
 * offline, disconnected, arrears or banned, from the farm through the driver)
 * are offline ('task.accountOffline', naming them by status): chosen by id,
 * they refuse the task; chosen by tag, they are left out and said, and refuse
 * it when no other account is left (docs/decisions.md "Which accounts a task
 * refuses").
 */
export async function actorsOf(ctx: PlanContext, choice: AccountChoice): Promise<Actor[]> {
  const rows = await chosenAccounts(ctx, choice);
  const now = ctx.nowMs ?? Date.now();
  const statusOf = (r: (typeof rows)[number]): DeviceStatus =>
    ctx.farm === undefined || r.serial === null || r.activated_at === null || r.end_at === null
      ? 'online'
      : deviceStatusAt(ctx.farm, { serial: r.serial, activated_at: r.activated_at, end_at: r.end_at }, now)
          .status;
  const field = choiceField(choice);
  const bound = rows.filter((r) => r.device_id !== null && r.status !== 'banned');
  const offline = new Map<DeviceStatus, string[]>();
  const actors: Actor[] = [];
  for (const r of bound) {
    const status = statusOf(r);
    if (status === 'online') actors.push({ accountId: r.id, label: r.account, deviceId: r.device_id! });
    else offline.set(status, [...(offline.get(status) ?? []), r.account]);
  }
  for (const [status, accounts] of offline)
    ctx.problem({
      field,
      key: 'task.accountOffline',
      params: { accounts: accounts.join(', '), count: accounts.length, status: DEVICE_STATUS_LABELS[status] },
      blocking: field === 'accountIds' || actors.length === 0,
    });
  // Without a device (or banned): refused when chosen by id, left out and said when by tag.
  const unusable = rows.filter((r) => !bound.includes(r));
  const refused = field === 'accountIds' && unusable.length > 0;
  if (unusable.length > 0)
    ctx.problem({
      field,
      key: 'task.accountsWithoutDevice',
      params: { accounts: unusable.map((r) => r.account).join(', '), count: unusable.length },
      blocking: field === 'accountIds',
    });
  if (actors.length === 0 && offline.size === 0 && !refused) ctx.problem({ field, key: 'task.noValidData' });
  return actors;
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

/** The task's account tags by name, as its record shows them ('' when the accounts were chosen by id). */
export async function accountLabelName(
  ctx: Pick<PlanContext, 'db' | 'workspaceId'>,
  body: { accountLabelIds?: readonly number[] },
): Promise<string> {
  return (await labelNames(ctx.db, ctx.workspaceId, body.accountLabelIds ?? [])).join(', ');
}

/** How a task on target users describes itself: its account tags, how many accounts and users. */
export async function userTaskDescription(
  ctx: Pick<PlanContext, 'db' | 'workspaceId'>,
  body: { accountLabelIds?: readonly number[] },
  accounts: number,
  users: number,
) {
  return {
    accountLabelName: await accountLabelName(ctx, body),
    accountCount: accounts,
    targetCount: users,
    userCount: users,
  };
}

/**
 * The request every platform action of a step carries. Its outcome is seeded
 * by `seedKey`: the kind, the account and the step's place in the plan (the
 * idempotency key without the logId, which mixes in the clock), so the same
 * SIM_SEED and the same body give the same outcomes.
 */
export function actionRequest(step: {
  idemKey: string;
  label: string;
  deviceId: number | null;
  attempt: number;
  logId?: string;
  subtype?: string;
}) {
  const place =
    step.logId && step.idemKey.startsWith(`${step.logId}:`)
      ? step.idemKey.slice(step.logId.length + 1)
      : step.idemKey;
  return {
    idemKey: step.idemKey,
    account: step.label,
    deviceId: step.deviceId,
    attempt: step.attempt,
    seedKey: `${step.subtype ?? ''}:${step.label.toLowerCase()}:${place}`,
  };
}

/** actionRequest with the acting account's state (age, risk, device online) when the driver tells it. */
export async function actingRequest(step: StepRun, driver: EngineDriver) {
  const req = actionRequest(step);
  if (!driver.accountState || step.accountId === null) return req;
  return { ...req, state: await driver.accountState(step.accountId, step.deviceId) };
}
