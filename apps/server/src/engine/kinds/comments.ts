import type { CommentsTaskBody } from '@reelfleet/contract';
import type { TaskKind } from '../types.ts';
import { taskTexts } from '../userTask.ts';
import { videoTaskKind } from '../videoTask.ts';

/** Comments a reply may answer: the first ones of the video's thread. */
const REPLY_POOL = 20;

/**
 * Comment (/toker/comment): the chosen accounts comment `commentCount` times
 * on each listed video (by mode), each comment a seeded pick of the texts
 * (typed, and of the chosen text materials of subtype comment);
 * with `reply`, each answers a seeded comment of the video's comment area.
 */
const base = videoTaskKind<CommentsTaskBody>('comments', 'comment', {
  rounds: (body) => body.commentCount,
  params: (body, rng, target, catalogue) => {
    const text = body.texts.length > 0 ? rng.pick(body.texts) : '';
    if (!body.reply || !target || !catalogue) return { text };
    const thread = catalogue.commentPage(target, 0, REPLY_POOL).items.filter((c) => c.userId);
    return thread.length > 0 ? { text, replyTo: rng.pick(thread).id } : { text };
  },
});

/** The video task, its texts the typed ones and those of the chosen text materials of subtype comment. */
export const kind: TaskKind<CommentsTaskBody> = {
  ...base,
  plan: async (ctx, body) => base.plan(ctx, { ...body, texts: await taskTexts(ctx, body, 'comment') }),
};
