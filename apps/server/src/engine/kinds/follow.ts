import {
  FOLLOW_DAILY_CAP,
  type FollowTaskBody,
  PRICE_OF_ACTION,
  UNFOLLOW_DAILY_CAP,
} from '@reelfleet/contract';
import { actingRequest, actorItem, arrange, userTaskDescription } from '../plan.ts';
import type { PlannedStep, TaskKind } from '../types.ts';
import { leftToday, userTaskStart } from '../userTask.ts';

/** An unfollow step's target: the platform unfollows the account's oldest followed user. */
export const OLDEST = 'oldest';

/**
 * Follow (/toker/follow): the target users (listed, from comment areas, a
 * search, or collected fans by fans tag) are dealt to the accounts by mode; each account follows at most
 * `followCount` of its list (0: all), then unfollows `unFollowCount` of the
 * users it follows, oldest first. Per-account daily caps (FOLLOW_DAILY_CAP,
 * UNFOLLOW_DAILY_CAP, counted over the tasks planned that simulated day):
 * what goes past them is left out and said.
 */
export const kind: TaskKind<FollowTaskBody> = {
  subtype: 'follow',

  async plan(ctx, body) {
    const { users, actors, delay } = await userTaskStart(ctx, body);
    const followsLeft = await leftToday(ctx, actors, ['follow'], FOLLOW_DAILY_CAP);
    const unfollowsLeft = await leftToday(ctx, actors, ['unfollow'], UNFOLLOW_DAILY_CAP);
    const lists = arrange(body.mode, actors, users, ctx.rng);
    const items = lists.map(({ actor, targets }, i) => {
      const wanted = body.followCount > 0 ? Math.min(body.followCount, targets.length) : targets.length;
      const follows = Math.min(wanted, followsLeft.get(actor.accountId)!);
      const unfollows = Math.min(body.unFollowCount, unfollowsLeft.get(actor.accountId)!);
      if (follows < wanted)
        ctx.problem({
          field: 'followCount',
          key: 'task.followCapReached',
          params: {
            account: actor.label,
            cap: FOLLOW_DAILY_CAP,
            action: 'task.action.follow',
            left: follows,
          },
          blocking: false,
        });
      if (unfollows < body.unFollowCount)
        ctx.problem({
          field: 'unFollowCount',
          key: 'task.followCapReached',
          params: {
            account: actor.label,
            cap: UNFOLLOW_DAILY_CAP,
            action: 'task.action.unfollow',
            left: unfollows,
          },
          blocking: false,
        });
      const steps: Omit<PlannedStep, 'delayMs'>[] = [
        ...targets.slice(0, follows).map((target) => ({ action: 'follow' as const, target })),
        ...Array.from({ length: unfollows }, () => ({ action: 'unfollow' as const, target: OLDEST })),
      ];
      return actorItem(
        actor,
        steps.map((s, j) => ({ ...s, delayMs: delay(i, j) })),
      );
    });
    return {
      items,
      describe: await userTaskDescription(ctx, body, actors.length, users.length),
    };
  },

  async run(step, driver, signal) {
    await driver.signIn(step.deviceId!, step.accountId!);
    const req = await actingRequest(step, driver);
    if (step.action === 'unfollow') {
      const r = await driver.platform.unfollow(req, step.target === OLDEST ? null : step.target, signal);
      const user = r.params.user;
      return {
        outcome: r.outcome,
        reason: r.reason,
        params: r.params,
        notes:
          r.outcome === 'success' && typeof user === 'string'
            ? [{ level: 'INFO', key: 'log.step.unfollowed', params: { account: step.label, user } }]
            : [],
      };
    }
    const r = await driver.platform.follow(req, step.target, signal);
    return { outcome: r.outcome, reason: r.reason, params: r.params };
  },

  price: (a, prices) => prices[PRICE_OF_ACTION[a]],
};
