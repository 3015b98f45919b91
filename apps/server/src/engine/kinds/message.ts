import { type MessageTaskBody, PRICE_OF_ACTION } from '@reelfleet/contract';
import { actingRequest, actorItem, arrange, userTaskDescription } from '../plan.ts';
import type { TaskKind } from '../types.ts';
import { taskTexts, userTaskStart } from '../userTask.ts';

/**
 * Private message (/toker/chat): the target users (listed, from comment
 * areas, a search, or collected fans by fans tag) are dealt to the accounts
 * by mode; each account messages at most `count` of its list (0: all), each
 * message a seeded pick of the texts, stored in the step's params and sent
 * with its platform request.
 */
export const kind: TaskKind<MessageTaskBody> = {
  subtype: 'message',

  async plan(ctx, body) {
    const { users, actors, delay } = await userTaskStart(ctx, body);
    const typed = await taskTexts(ctx, body, 'message');
    const texts = typed.length > 0 ? typed : [''];
    const lists = arrange(body.mode, actors, users, ctx.rng);
    return {
      items: lists.map(({ actor, targets }, i) =>
        actorItem(
          actor,
          targets.slice(0, body.count > 0 ? body.count : targets.length).map((target, j) => ({
            action: 'message' as const,
            target,
            delayMs: delay(i, j),
            params: { text: ctx.rng.pick(texts) },
          })),
        ),
      ),
      describe: await userTaskDescription(ctx, body, actors.length, users.length),
    };
  },

  async run(step, driver, signal) {
    await driver.signIn(step.deviceId!, step.accountId!);
    const text = String(step.params?.text ?? '');
    const r = await driver.platform.message(await actingRequest(step, driver), step.target, text, signal);
    return { outcome: r.outcome, reason: r.reason, params: r.params };
  },

  price: (a, prices) => prices[PRICE_OF_ACTION[a]],
};
