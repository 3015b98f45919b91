import { endpoint } from '../common/endpoint.ts';
import {
  userDetail,
  userDetailQuery,
  userIdParams,
  videoDetail,
  videoDetailBody,
  videoIdParams,
} from './index.ts';

const tags = ['lookup'];

/**
 * Lookups on the simulated platform's catalogue (spec 7, under /tiktok/api/rapid)
 * and its generated media. Covers, avatars and the sample clip are public: an
 * <img> or <video> element cannot send a bearer token, and they show no user data.
 */
export const lookupEndpoints = {
  videoDetail: endpoint({
    method: 'POST',
    path: '/tiktok/api/rapid/video/detail',
    tags,
    summary: 'A video of the simulated catalogue by link or 19-digit id',
    body: videoDetailBody,
    response: videoDetail,
  }),
  userDetail: endpoint({
    method: 'GET',
    path: '/tiktok/api/rapid/user/detail',
    tags,
    summary: 'A user of the simulated catalogue by id or uniqueId',
    query: userDetailQuery,
    response: userDetail,
  }),
  videoCover: endpoint({
    method: 'GET',
    path: '/tiktok/api/rapid/video/cover/:id',
    tags,
    summary: 'Generated SVG cover of a video',
    public: true,
    params: videoIdParams,
  }),
  userAvatar: endpoint({
    method: 'GET',
    path: '/tiktok/api/rapid/user/avatar/:id',
    tags,
    summary: 'Generated SVG avatar of a user',
    public: true,
    params: userIdParams,
  }),
  videoPlay: endpoint({
    method: 'GET',
    path: '/tiktok/api/rapid/video/play/:id',
    tags,
    summary: 'The playable sample clip (the same self-made clip for every video)',
    public: true,
    params: videoIdParams,
  }),
};
