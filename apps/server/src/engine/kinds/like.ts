import { type LikeTaskBody, likeTaskBody, PRICE_OF_ACTION } from '@reelfleet/contract';
import { AppError, fieldError } from '../../core/errors.ts';
import { actionRequest, actorsUnderTags, arrange, delays, labelNames } from '../plan.ts';
import type { TaskKind } from '../types.ts';

/** Like: accounts under the chosen tags like the listed videos (target videos × accounts, by mode). */
export const kind: TaskKind<LikeTaskBody> = {
  subtype: 'like',
  paths: ['/tiktok/api/online/comment/like'],
  body: likeTaskBody,

  async plan(ctx, body) {
    const videos = [...new Set(body.values)];
    videos.forEach((id) => {
      if (!ctx.catalogue.video(id)) {
        throw fieldError(`values.${body.values.indexOf(id)}`, 'task.videoNotFound', { id });
      }
    });
    const actors = await actorsUnderTags(ctx.db, ctx.workspaceId, body.accountLabelIds);
    if (actors.length === 0)
      throw new AppError(422, 'task.noValidData', { data: { field: 'accountLabelIds' } });
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
        accountLabelName: (await labelNames(ctx.db, ctx.workspaceId, body.accountLabelIds)).join(', '),
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
