import type { CommentsTaskBody } from '@reelfleet/contract';
import { videoTaskKind } from '../videoTask.ts';

/** Comments a reply may answer: the first ones of the video's thread. */
const REPLY_POOL = 20;

/**
 * Comment (/toker/comment): the chosen accounts comment `commentCount` times
 * on each listed video (by mode), each comment a seeded pick of the texts;
 * with `reply`, each answers a seeded comment of the video's comment area.
 */
export const kind = videoTaskKind<CommentsTaskBody>('comments', 'comment', {
  rounds: (body) => body.commentCount,
  params: (body, rng, target, catalogue) => {
    const text = body.texts.length > 0 ? rng.pick(body.texts) : '';
    if (!body.reply || !target || !catalogue) return { text };
    const thread = catalogue.commentPage(target, 0, REPLY_POOL).items.filter((c) => c.userId);
    return thread.length > 0 ? { text, replyTo: rng.pick(thread).id } : { text };
  },
});
