import { videoTaskKind } from '../videoTask.ts';

/** Like: the chosen accounts like the listed videos. */
export const kind = videoTaskKind('like', 'like');
