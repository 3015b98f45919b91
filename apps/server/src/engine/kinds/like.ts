import { type LikeTaskBody, PRICE_OF_ACTION } from '@reelfleet/contract';
import { actionRequest, actorsOf, arrange, delays, labelNames } from '../plan.ts';
import type { TaskKind } from '../types.ts';

/** Like: the chosen accounts (by tag or by id) like the listed videos (target videos × accounts, by mode). */
export const kind: TaskKind<LikeTaskBody> = {
  subtype: 'like',

  async plan(ctx, body) {
    const videos = [...new Set(body.values)].filter((id) => {
      if (ctx.catalogue.video(id)) return true;
      ctx.problem({
        field: `values.${body.values.indexOf(id)}`,
        key: 'task.videoNotFound',
        params: { id },
        status: 400,
      });
      return false;
    });
    const actors = await actorsOf(ctx, body);
    const delay = delays(body, ctx.rng);
    const lists = arrange(body.mode, actors, videos, ctx.rng);
    return {
      items: lists.map(({ actor, targets }, i) => ({
        label: actor.label,
        accountId: actor.accountId,
        deviceId: actor.deviceId,
        steps: targets.map((target, j) => ({ action: 'like' as const, target, delayMs: delay(i, j) })),
      })),
      describe: {
        accountLabelName: (await labelNames(ctx.db, ctx.workspaceId, body.accountLabelIds ?? [])).join(', '),
        accountCount: actors.length,
        targetCount: videos.length,
      },
    };
  },

  async run(step, driver, signal) {
    await driver.signIn(step.deviceId!, step.accountId!);
    const r = await driver.platform.like(actionRequest(step), step.target, signal);
    return { outcome: r.outcome, reason: r.reason, params: r.params };
  },

  price: (action, prices) => prices[PRICE_OF_ACTION[action]],
};
