import { endpointGroup } from '../common/endpoint.ts';
import { pageQuery } from '../common/pagination.ts';
import { publishedVideoPage, videoListBody } from './index.ts';

/** The video list (spec 2 /video/list). Publishing is the task kind `post` (`/tiktok/api/online/post/create`). */
export const videoEndpoints = endpointGroup('videos', {
  list: {
    method: 'POST',
    path: '/video/info/queryList',
    read: true,
    summary: "Videos the workspace's accounts published, newest first, with their counts now",
    query: pageQuery,
    body: videoListBody,
    response: publishedVideoPage,
  },
});
