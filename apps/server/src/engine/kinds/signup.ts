import {
  accountKey,
  isFinalTaskStatus,
  SIGNUP_LOW_SUCCESS_RATE,
  SIGNUP_PER_PROXY_IP,
  SIGNUP_RECENT,
  type SignupTaskBody,
  type TaskStatus,
} from '@reelfleet/contract';
import type { Selectable } from 'kysely';
import type { RegisteredAccount } from '../../core/driver/lifecycle.ts';
import { AppError } from '../../core/errors.ts';
import type { Db } from '../../db/index.ts';
import { dbKind } from '../../db/kind.ts';
import type { Database } from '../../db/schema.ts';
import { NEW_ACCOUNT_FIGURES } from '../../db/tables/fleet.ts';
import { materialAvatar, pickOrNull, profileMaterials } from '../lifecycle.ts';
import { actionRequest, delays, labelNames } from '../plan.ts';
import type { Trx } from '../store/tx.ts';
import type { PlanContext, PlannedItem, TaskKind } from '../types.ts';

/** The parameters of one registration step. */
interface RegisterParams {
  /** The registration's name until it has an account (`US#3`). */
  slot: string;
  region: string;
  special: boolean;
  proxyId: number;
  proxyHost: string;
  nickname: string | null;
  signature: string | null;
  avatar: boolean;
  /** An avatar material (`material:<id>`) the account takes instead of a generated one. */
  avatarRef?: string;
  labelId: number;
}

/**
 * Registrations a proxy IP of the workspace already carries: registered ones,
 * and planned ones of tasks still running (a stopped or finished task's
 * unregistered ones no longer count). `exceptTask` leaves the creating task's own out.
 */
async function usedByHost(db: Db | Trx, workspaceId: number, hosts: string[], exceptTask?: number) {
  const used = new Map<string, number>();
  if (hosts.length === 0) return used;
  let q = db
    .selectFrom('signup_registrations as r')
    .innerJoin('tasks as t', 't.id', 'r.task_id')
    .select(['r.proxy_host', 'r.state', 't.status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('r.workspace_id', '=', workspaceId)
    .where('r.proxy_host', 'in', hosts)
    .where('r.state', '!=', 'failed')
    .groupBy(['r.proxy_host', 'r.state', 't.status']);
  if (exceptTask !== undefined) q = q.where('r.task_id', '!=', exceptTask);
  for (const r of await q.execute()) {
    if (r.state === 'pending' && isFinalTaskStatus(r.status as TaskStatus)) continue;
    used.set(r.proxy_host, (used.get(r.proxy_host) ?? 0) + Number(r.n));
  }
  return used;
}

/** The workspace's success rate over its last registrations, or null with too few to tell. */
async function recentSuccessRate(db: Db, workspaceId: number): Promise<number | null> {
  const rows = await db
    .selectFrom('signup_registrations')
    .select('state')
    .where('workspace_id', '=', workspaceId)
    .where('state', 'in', ['done', 'failed'])
    .orderBy('id', 'desc')
    .limit(SIGNUP_RECENT)
    .execute();
  if (rows.length < 10) return null;
  return rows.filter((r) => r.state === 'done').length / rows.length;
}

/** The workspace's rows of `table` with the ids `field` names, by id; an id not found is a 404 on `field`. */
async function chosenRows<T extends 'devices' | 'proxies'>(
  ctx: PlanContext,
  table: T,
  field: 'deviceIds' | 'proxyIds',
  ids: readonly number[],
): Promise<Selectable<Database[T]>[]> {
  const rows = ids.length
    ? await ctx.db
        .selectFrom(table as 'devices' | 'proxies')
        .selectAll()
        .where('workspace_id', '=', ctx.workspaceId)
        .where('id', 'in', ids)
        .orderBy('id')
        .execute()
    : [];
  if (rows.length !== new Set(ids).size) ctx.problem({ field, key: 'common.notFound', status: 404 });
  return rows as Selectable<Database[T]>[];
}

/**
 * Batch registration (spec 9): `count` accounts registered in a region on the
 * chosen devices, through the chosen proxies (a proxy IP carries at most 5
 * registrations, counted across tasks), 80-120 simulated seconds each, 25
 * points per account held at creation, charged per registered account, the
 * failures' points released when the task ends. Registered accounts join the
 * account list under the chosen label, bound to the phone that registered them.
 */
export const kind: TaskKind<SignupTaskBody> = {
  subtype: 'signup',

  async plan(ctx, body) {
    const label = await ctx.db
      .selectFrom('tags')
      .select(['id', 'name'])
      .where('id', '=', body.labelId)
      .where('kind', '=', 'account')
      .where((eb) => eb.or([eb('workspace_id', '=', ctx.workspaceId), eb('workspace_id', 'is', null)]))
      .executeTakeFirst();
    if (!label) ctx.problem({ field: 'labelId', key: 'common.notFound', status: 404 });

    const devices = await chosenRows(ctx, 'devices', 'deviceIds', body.deviceIds);
    const usable = devices.filter((d) => d.status !== 'banned' && d.status !== 'arrears');
    if (devices.length > 0 && usable.length === 0)
      ctx.problem({ field: 'deviceIds', key: 'signup.noUsableDevice' });

    const proxies = await chosenRows(ctx, 'proxies', 'proxyIds', body.proxyIds);

    // Room left on each IP (the first proxy row of an IP carries it), dealt round-robin over the IPs.
    const hosts = [...new Set(proxies.map((p) => p.host))];
    const used = await usedByHost(ctx.db, ctx.workspaceId, hosts);
    const slots: Array<{ proxyId: number; host: string }> = [];
    for (let round = 0; round < SIGNUP_PER_PROXY_IP; round++) {
      for (const host of hosts) {
        if (round < SIGNUP_PER_PROXY_IP - (used.get(host) ?? 0))
          slots.push({ proxyId: proxies.find((p) => p.host === host)!.id, host });
      }
    }
    if (proxies.length > 0 && slots.length < body.count)
      ctx.problem({
        field: 'proxyIds',
        key: 'signup.proxiesShort',
        params: {
          per: SIGNUP_PER_PROXY_IP,
          count: body.count,
          needed: Math.ceil(body.count / SIGNUP_PER_PROXY_IP),
          room: slots.length,
        },
      });

    if (body.mode === 'independent') {
      const rate = await recentSuccessRate(ctx.db, ctx.workspaceId);
      if (rate !== null && rate < SIGNUP_LOW_SUCCESS_RATE)
        ctx.problem({
          field: 'mode',
          key: 'signup.suggestSpecial',
          params: { rate: Math.round(rate * 100) },
          blocking: false,
        });
    }
    const picks = await profileMaterials(ctx, body);
    if (!label || usable.length === 0 || slots.length === 0) return { items: [] };
    const chosen = (source: SignupTaskBody['nicknameSource'], typed: string, picked: string[]) =>
      source === 'typed' ? typed : source === 'materials' ? pickOrNull(ctx.rng, picked) : null;

    const delay = delays(body, ctx.rng);
    const n = Math.min(body.count, slots.length);
    const items: PlannedItem[] = [];
    for (let i = 0; i < n; i++) {
      const device = usable[i % usable.length]!;
      const slot = slots[i]!;
      const params: RegisterParams = {
        slot: `${body.region}#${i + 1}`,
        region: body.region,
        special: body.mode === 'rotation',
        proxyId: slot.proxyId,
        proxyHost: slot.host,
        nickname: chosen(body.nicknameSource, body.nickname, picks.nicknames),
        signature: chosen(body.signatureSource, body.signature, picks.signatures),
        avatar: body.avatarSource !== 'none',
        labelId: label.id,
      };
      const avatar = body.avatarSource === 'materials' ? pickOrNull(ctx.rng, picks.avatars) : null;
      if (avatar !== null) params.avatarRef = materialAvatar(avatar);
      items.push({
        label: params.slot,
        accountId: null,
        deviceId: device.id,
        steps: [{ action: 'register', target: slot.host, params: { ...params }, delayMs: delay(i, 0) }],
      });
    }
    return {
      items,
      describe: {
        labelName: (await labelNames(ctx.db, ctx.workspaceId, [label.id]))[0] ?? label.name,
        areaName: body.region,
        accountCount: n,
        deviceCount: new Set(items.map((i) => i.deviceId)).size,
        proxyCount: new Set(items.map((i) => (i.steps[0]!.params as unknown as RegisterParams).proxyHost))
          .size,
      },
    };
  },

  /**
   * Reserves each registration's proxy IP under a lock on the proxies, so two
   * tasks created at once cannot put a sixth registration on one IP: the
   * second one re-counts after the first commits and is refused.
   */
  async onCreated(trx, task, at) {
    const rows = task.steps.map((s) => {
      const p = s.params as unknown as RegisterParams;
      return { proxyId: p.proxyId, host: p.proxyHost, key: s.idemKey };
    });
    const hosts = [...new Set(rows.map((r) => r.host))];
    if (dbKind(trx) === 'postgres') {
      // Every proxy row of these IPs, in id order (no deadlock between two creators).
      await trx
        .selectFrom('proxies')
        .select('id')
        .where('workspace_id', '=', task.workspaceId)
        .where('host', 'in', hosts)
        .orderBy('id')
        .forUpdate()
        .execute();
    }
    const used = await usedByHost(trx, task.workspaceId, hosts, task.id);
    const mine = new Map<string, number>();
    for (const r of rows) mine.set(r.host, (mine.get(r.host) ?? 0) + 1);
    for (const [host, n] of mine) {
      if ((used.get(host) ?? 0) + n > SIGNUP_PER_PROXY_IP) {
        const room = hosts.reduce((s, h) => s + Math.max(0, SIGNUP_PER_PROXY_IP - (used.get(h) ?? 0)), 0);
        throw new AppError(422, 'signup.proxiesShort', {
          params: {
            field: 'proxyIds',
            per: SIGNUP_PER_PROXY_IP,
            count: rows.length,
            needed: Math.ceil(rows.length / SIGNUP_PER_PROXY_IP),
            room,
          },
          data: { field: 'proxyIds' },
        });
      }
    }
    for (let i = 0; i < rows.length; i += 200) {
      await trx
        .insertInto('signup_registrations')
        .values(
          rows.slice(i, i + 200).map((r) => ({
            workspace_id: task.workspaceId,
            task_id: task.id,
            step_key: r.key,
            proxy_id: r.proxyId,
            proxy_host: r.host,
            state: 'pending' as const,
            account_id: null,
            created_at: at,
            updated_at: at,
          })),
        )
        .execute();
    }
    // Spec 2 "single sign-up start": the task's registrations are under way (its notification opens the dialog).
    const slots = task.steps.map((s) => (s.params as unknown as RegisterParams).slot);
    const account = slots.length <= 3 ? slots.join(', ') : `${slots[0]} … ${slots[slots.length - 1]}`;
    return { notices: [{ key: 'signup.singleStart', params: { account } }] };
  },

  async run(step, driver, signal) {
    const p = step.params as unknown as RegisterParams;
    if (!driver.lifecycle || !driver.seal)
      return {
        outcome: 'abnormal',
        reason: 'platform.reason.driverError',
        params: { error: 'no lifecycle' },
      };
    const r = await driver.lifecycle.register(
      {
        ...actionRequest(step),
        region: p.region,
        special: p.special,
        nickname: p.nickname,
        signature: p.signature,
        avatar: p.avatar,
        proxyHost: p.proxyHost,
      },
      signal,
    );
    const data = r.account ? { account: r.account, sealed: driver.seal(r.account.password) } : null;
    return { outcome: r.outcome, reason: r.reason, params: r.params, data };
  },

  price: (_action, prices) => prices.registration,

  /** A registered account joins the list under the task's label, bound to the phone that registered it. */
  async onOutcome(trx, step, result, at) {
    const data = result.data as { account: RegisteredAccount; sealed: string } | null | undefined;
    const p = step.params as unknown as RegisterParams;
    let accountId: number | null = null;
    if (result.outcome === 'success' && data) {
      const task = await trx
        .selectFrom('tasks')
        .select('workspace_id')
        .where('id', '=', step.taskId)
        .executeTakeFirstOrThrow();
      const a = data.account;
      const row = await trx
        .insertInto('accounts')
        .values({
          workspace_id: task.workspace_id,
          account: a.account,
          account_key: accountKey(a.account),
          password: data.sealed,
          nickname: a.nickname,
          username: a.uniqueId,
          signature: a.signature,
          avatar: p.avatarRef ?? a.avatar,
          region: a.region,
          label_id: p.labelId,
          ...NEW_ACCOUNT_FIGURES,
          status: 'online',
          app_version: a.appVersion,
          registered_at: at,
          device_id: step.deviceId,
          last_login_at: at,
          signup_task_id: step.taskId,
          created_at: at,
          updated_at: at,
        })
        .onConflict((oc) => oc.columns(['workspace_id', 'account_key']).doNothing())
        .returning('id')
        .executeTakeFirst();
      accountId = row?.id ?? null;
    }
    await trx
      .updateTable('signup_registrations')
      .set({ state: result.outcome === 'success' ? 'done' : 'failed', account_id: accountId, updated_at: at })
      .where('step_key', '=', step.idemKey)
      .execute();
    // Spec 2 "single sign-up success / fail", one a registration.
    return {
      notice:
        result.outcome === 'success' && data
          ? { key: 'signup.singleSuccess', params: { account: data.account.account } }
          : {
              key: 'signup.singleFail',
              params: { account: p.slot ?? step.label, reason: result.reason, ...result.params },
            },
    };
  },
};
