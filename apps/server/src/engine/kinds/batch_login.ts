import { type BatchLoginTaskBody, PRICE_OF_ACTION } from '@reelfleet/contract';
import type { LoginProfile } from '../../core/driver/platform.ts';
import { recordAccountEvent } from '../accountEvents.ts';
import { accountLabelName, actionRequest, actorItem, choiceField, chosenAccounts, delays } from '../plan.ts';
import type { TaskKind } from '../types.ts';

/**
 * Batch login: logs accounts into the phones of a device group. Accounts come
 * from tags or by id (a TXT upload imports them first); banned accounts and
 * accounts already online are left out. An account already bound to a device
 * logs in on that device (the login account of a device is never changed);
 * the others are dealt round-robin over the group's free devices (idle, and
 * neither banned nor in arrears). Sessions on one device run one at a time.
 */
export const kind: TaskKind<BatchLoginTaskBody> = {
  subtype: 'batch_login',

  async plan(ctx, body) {
    const group = await ctx.db
      .selectFrom('device_groups')
      .select(['id', 'name'])
      .where('id', '=', body.groupId)
      .where('workspace_id', '=', ctx.workspaceId)
      .executeTakeFirst();
    if (!group) {
      ctx.problem({ field: 'groupId', key: 'common.notFound', status: 404 });
      return { items: [] };
    }

    const chosen = await chosenAccounts(ctx, body);
    const ids = new Set(body.accountIds ?? []);
    if (ids.size > 0 && chosen.length !== ids.size) {
      ctx.problem({ field: 'accountIds', key: 'common.notFound', status: 404 });
      return { items: [] };
    }
    const candidates = chosen.filter((a) => a.status !== 'banned' && a.status !== 'online');
    if (candidates.length === 0) {
      ctx.problem({ field: choiceField(body), key: 'task.noLoginAccounts' });
      return { items: [] };
    }

    const unbound = candidates.filter((a) => a.device_id === null);
    const free = await ctx.db
      .selectFrom('devices')
      .select(['id', 'name'])
      .where('workspace_id', '=', ctx.workspaceId)
      .where('group_id', '=', group.id)
      .where('in_use', '=', 0)
      .where('status', 'not in', ['banned', 'arrears'])
      .orderBy('id')
      .execute();
    if (unbound.length > 0 && free.length === 0) {
      ctx.problem({ field: 'groupId', key: 'device.noFreeInGroup' });
      return { items: [] };
    }
    const bound = candidates.flatMap((a) => (a.device_id === null ? [] : [a.device_id]));
    const names = new Map(free.map((d) => [d.id, d.name]));
    if (bound.length) {
      const rows = await ctx.db
        .selectFrom('devices')
        .select(['id', 'name'])
        .where('id', 'in', bound)
        .execute();
      for (const d of rows) names.set(d.id, d.name);
    }
    let next = 0;
    const assigned = candidates.map((a) => {
      const deviceId = a.device_id ?? free[next++ % free.length]!.id;
      return { ...a, deviceId };
    });
    const order = body.mode === 'reordering' ? ctx.rng.shuffle(assigned) : assigned;
    const delay = delays(body, ctx.rng);
    return {
      items: order.map((a, i) =>
        actorItem({ label: a.account, accountId: a.id, deviceId: a.deviceId }, [
          {
            action: 'login' as const,
            target: names.get(a.deviceId) ?? `#${a.deviceId}`,
            delayMs: delay(i, 0),
          },
        ]),
      ),
      describe: {
        groupName: group.name,
        accountLabelName: await accountLabelName(ctx, body),
        accountCount: candidates.length,
        deviceCount: new Set(assigned.map((a) => a.deviceId)).size,
      },
    };
  },

  async run(step, driver, signal) {
    const password = step.accountId === null ? null : await driver.password(step.accountId);
    const r = await driver.platform.login(actionRequest(step), password, signal);
    if (r.outcome === 'success') await driver.signIn(step.deviceId!, step.accountId!);
    return { outcome: r.outcome, reason: r.reason, params: r.params, data: r.profile };
  },

  price: (action, prices) => prices[PRICE_OF_ACTION[action]],

  /** The account row follows the login: bound to its device, online with its profile; or why not. */
  async onOutcome(trx, step, result, at) {
    if (step.accountId === null) return;
    const profile = result.data as LoginProfile | null | undefined;
    if (result.outcome === 'success' && profile) {
      await trx
        .updateTable('accounts')
        .set((eb) => ({
          status: 'online',
          device_id: eb.fn.coalesce('device_id', eb.val(step.deviceId)),
          last_login_at: at,
          registered_at: eb.fn.coalesce('registered_at', eb.val(at)),
          nickname: profile.nickname,
          username: profile.uniqueId,
          region: profile.region,
          fans: profile.followerCount,
          following: profile.followingCount,
          video_count: profile.videoCount,
          like_count: profile.heartCount,
          updated_at: at,
        }))
        .where('id', '=', step.accountId)
        .execute();
      await recordAccountEvent(trx, step.accountId, 'login', at, { fans: profile.followerCount });
      return;
    }
    // A banned account is marked banned, one whose heartbeat check kept failing abnormal;
    // after a wrong password it keeps the status it had (never logged in, or offline).
    const status =
      result.reason === 'platform.reason.accountBanned'
        ? 'banned'
        : result.outcome === 'abnormal'
          ? 'abnormal'
          : null;
    if (status === null) return;
    // An abnormal end also makes its risk high: the engine does it for every kind (lifecycle.ts platformFlagged).
    const r = await trx
      .updateTable('accounts')
      .set({ status, updated_at: at })
      .where('id', '=', step.accountId)
      .where('status', '<>', status)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) > 0)
      await recordAccountEvent(trx, step.accountId, 'status', at, { to: status });
  },
};
