import { videoEndpoints as api, type VideoListBody } from '@reelfleet/contract';
import { call } from './call';
import type { PageParams } from './finance';

/** The video list (docs/materials.md "Video list"). */
export const videosApi = {
  list: (body: VideoListBody, page: PageParams) => call(api.list, { body, query: page }),
};
