import { PRICE_OF_ACTION, type TaskSubtype, type VideoTaskBody } from '@reelfleet/contract';
import type { PlatformCatalogue } from '../core/driver/catalogue.ts';
import type { Rng } from '../lib/seeded.ts';
import { accountLabelName, actingRequest, actorItem, actorsOf, arrange, delays } from './plan.ts';
import type { TaskKind } from './types.ts';

/** Platform actions done to one video (a comment carries its text in the step's params). */
export type VideoAction = 'play' | 'collect' | 'share' | 'like' | 'comment';

/** What a video kind adds to the shared shape. */
export interface VideoTaskOptions<B> {
  /** How many rounds over the video list each account is dealt (default 1). */
  rounds?: (body: B) => number;
  /**
   * Parameters of one action, drawn while planning (seeded) and sent with its
   * platform request; given the target video and the catalogue too.
   */
  params?: (body: B, rng: Rng, target?: string, catalogue?: PlatformCatalogue) => Record<string, unknown>;
}

/**
 * A video task (like, save, view, ...): the chosen accounts (by tag or by id)
 * do one action on each listed video, `rounds` times over (target videos ×
 * rounds × accounts, by mode). Unknown videos are said on their line and left out.
 */
export function videoTaskKind<B extends VideoTaskBody = VideoTaskBody>(
  subtype: TaskSubtype,
  action: VideoAction,
  options: VideoTaskOptions<B> = {},
): TaskKind<B> {
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
      const rounds = options.rounds?.(body) ?? 1;
      const targets = Array.from({ length: rounds }, () => videos).flat();
      const lists = arrange(body.mode, actors, targets, ctx.rng);
      return {
        items: lists.map(({ actor, targets }, i) =>
          actorItem(
            actor,
            targets.map((target, j) => ({
              action,
              target,
              delayMs: delay(i, j),
              ...(options.params ? { params: options.params(body, ctx.rng, target, ctx.catalogue) } : {}),
            })),
          ),
        ),
        describe: {
          accountLabelName: await accountLabelName(ctx, body),
          accountCount: actors.length,
          targetCount: videos.length,
        },
      };
    },

    async run(step, driver, signal) {
      await driver.signIn(step.deviceId!, step.accountId!);
      const req = { ...step.params, ...(await actingRequest(step, driver)) };
      const r =
        action === 'comment'
          ? await driver.platform.comment(req, step.target, String(step.params?.text ?? ''), signal)
          : await driver.platform[action](req, step.target, signal);
      return { outcome: r.outcome, reason: r.reason, params: r.params };
    },

    price: (a, prices) => prices[PRICE_OF_ACTION[a]],
  };
}
