import { PRICE_OF_ACTION, type TaskSubtype, type VideoTaskBody } from '@reelfleet/contract';
import { actionRequest, actorsOf, arrange, delays, labelNames } from './plan.ts';
import type { TaskKind } from './types.ts';

/** Platform actions done to one video, with the same call shape. */
export type VideoAction = 'play' | 'collect' | 'share' | 'like';

/**
 * A video task (like, save, ...): the chosen accounts (by tag or by id) do
 * one action on each listed video (target videos × accounts, by mode).
 * Unknown videos are said on their line and left out.
 */
export function videoTaskKind(subtype: TaskSubtype, action: VideoAction): TaskKind<VideoTaskBody> {
  return {
    subtype,

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
          steps: targets.map((target, j) => ({ action, target, delayMs: delay(i, j) })),
        })),
        describe: {
          accountLabelName: (await labelNames(ctx.db, ctx.workspaceId, body.accountLabelIds ?? [])).join(
            ', ',
          ),
          accountCount: actors.length,
          targetCount: videos.length,
        },
      };
    },

    async run(step, driver, signal) {
      await driver.signIn(step.deviceId!, step.accountId!);
      const r = await driver.platform[action](actionRequest(step), step.target, signal);
      return { outcome: r.outcome, reason: r.reason, params: r.params };
    },

    price: (a, prices) => prices[PRICE_OF_ACTION[a]],
  };
}
