import type { ViewTaskBody } from '@reelfleet/contract';
import { videoTaskKind } from '../videoTask.ts';

/**
 * View (播放, /toker/play): the chosen accounts play each listed video
 * `viewCount` times, each view watched a seeded watchMin..watchMax seconds
 * that the platform spends on the simulated clock.
 */
export const kind = videoTaskKind<ViewTaskBody>('view', 'play', {
  rounds: (body) => body.viewCount,
  // A quote plans a body still being filled in, whose range may be upside down.
  params: (body, rng) => ({ watchMs: rng.int(body.watchMin, Math.max(body.watchMin, body.watchMax)) * 1000 }),
});
