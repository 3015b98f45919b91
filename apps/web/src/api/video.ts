import {
  videoEndpoints as api,
  type JobAddBody,
  jobEndpoints,
  type VideoListBody,
} from '@reelfleet/contract';
import { call } from './call';
import type { PageParams } from './finance';

/** The video list (docs/materials.md "Videos") and the recurring publishing schedule (a job). */
export const videosApi = {
  list: (body: VideoListBody, page: PageParams) => call(api.list, { body, query: page }),
  /** A recurring post: the job creates a post task from `body` every `everyMinutes`. */
  schedule: (body: JobAddBody) => call(jobEndpoints.add, { body }, { silent: true }),
};
