import { endpoint } from '../common/endpoint.ts';
import { pageQuery } from '../common/pagination.ts';
import { publishedVideoPage, videoListBody } from './index.ts';

const tags = ['videos'];

/** The video list (spec 2 /video/list). Publishing is the task kind `post` (`/tiktok/api/online/post/create`). */
export const videoEndpoints = {
  list: endpoint({
    method: 'POST',
    path: '/video/info/queryList',
    tags,
    summary: "Videos the workspace's accounts published, newest first, with their counts now",
    query: pageQuery,
    body: videoListBody,
    response: publishedVideoPage,
  }),
};
