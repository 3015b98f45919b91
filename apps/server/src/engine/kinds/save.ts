import { videoTaskKind } from '../videoTask.ts';

/** Save (collect, 收藏): the chosen accounts save the listed videos to their favourites. */
export const kind = videoTaskKind('save', 'collect');
