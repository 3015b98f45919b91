import type { VideoListBody } from '@reelfleet/contract';
import { call } from './call';
import { videoEndpoints as api } from './endpoints';
import type { PageParams } from './finance';

/** The video list (docs/materials.md "Video list"). */
export const videosApi = {
  list: (body: VideoListBody, page: PageParams) => call(api.list, { body, query: page }),
};
