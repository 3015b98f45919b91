import {
  MAINTENANCE_ACTIONS,
  MAINTENANCE_COUNT_FIELD,
  type MaintenanceTaskBody,
  PRICE_OF_ACTION,
} from '@reelfleet/contract';
import type { PlatformVideo } from '../../core/driver/catalogue.ts';
import { accountLabelName, actionRequest, actorItem, actorsOf, delays } from '../plan.ts';
import type { PlannedStep, TaskKind } from '../types.ts';

const COUNT_FIELD = MAINTENANCE_COUNT_FIELD;

/**
 * Account maintenance (nurturing): each account browses videos found by the
 * keywords, one video per round; in round r it plays the video, collects,
 * shares, likes and comments on it, and follows its author, each action
 * only while its per-account count is not used up. Modes (docs/engine.md):
 * independent and interception give each account its own seeded walk of the
 * feed; rotation deals the feed's videos round-robin so no two accounts act
 * on the same video; reordering shuffles each account's actions.
 */
export const kind: TaskKind<MaintenanceTaskBody> = {
  subtype: 'maintenance',

  async plan(ctx, body) {
    const actors = await actorsOf(ctx, body);
    if (actors.length === 0) return { items: [] };
    const rounds = Math.max(...MAINTENANCE_ACTIONS.map((a) => body[COUNT_FIELD[a]]));
    const feed = ctx.catalogue.search(
      body.keywords,
      Math.max(rounds * (body.mode === 'rotation' ? actors.length : 1), 50),
    );
    const delay = delays(body, ctx.rng);
    const order = body.mode === 'reordering' ? ctx.rng.shuffle(actors) : actors;
    const items = order.map((actor, a) => {
      const offset = ctx.rng.int(0, feed.length - 1);
      const videoOf = (r: number): PlatformVideo =>
        body.mode === 'rotation'
          ? feed[(r * actors.length + a) % feed.length]!
          : feed[(offset + r) % feed.length]!;
      const steps: Omit<PlannedStep, 'delayMs'>[] = [];
      for (let r = 0; r < rounds; r++) {
        const video = videoOf(r);
        for (const action of MAINTENANCE_ACTIONS) {
          if (r >= body[COUNT_FIELD[action]]) continue;
          if (action === 'follow') {
            const author = ctx.catalogue.user(video.authorId)!;
            steps.push({
              action,
              target: `@${author.uniqueId}`,
              params: { userId: author.id, videoId: video.id },
            });
          } else if (action === 'comment')
            steps.push({ action, target: video.id, params: { text: ctx.rng.pick(body.commentTexts) } });
          else steps.push({ action, target: video.id });
        }
      }
      const list = body.mode === 'reordering' ? ctx.rng.shuffle(steps) : steps;
      return actorItem(
        actor,
        list.map((s, j) => ({ ...s, delayMs: delay(a, j) })),
      );
    });
    return {
      items,
      describe: {
        accountLabelName: await accountLabelName(ctx, body),
        accountCount: actors.length,
      },
    };
  },

  async run(step, driver, signal) {
    await driver.signIn(step.deviceId!, step.accountId!);
    const req = actionRequest(step);
    const p = driver.platform;
    const r =
      step.action === 'play'
        ? await p.play(req, step.target, signal)
        : step.action === 'collect'
          ? await p.collect(req, step.target, signal)
          : step.action === 'share'
            ? await p.share(req, step.target, signal)
            : step.action === 'like'
              ? await p.like(req, step.target, signal)
              : step.action === 'follow'
                ? await p.follow(req, String(step.params?.userId ?? step.target), signal)
                : await p.comment(req, step.target, String(step.params?.text ?? ''), signal);
    return { outcome: r.outcome, reason: r.reason, params: r.params };
  },

  price: (action, prices) => prices[PRICE_OF_ACTION[action]],
};
