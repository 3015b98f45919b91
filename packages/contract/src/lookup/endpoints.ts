import { endpoint } from '../common/endpoint.ts';
import {
  challengePage,
  challengeSearchBody,
  challengeVideosBody,
  commentUserPage,
  commentUsersBody,
  liveRoomPage,
  liveSearchQuery,
  userDetail,
  userDetailQuery,
  userIdParams,
  userPage,
  userPostsQuery,
  userSearchBody,
  videoDetail,
  videoDetailBody,
  videoIdParams,
  videoPage,
  videoSearchBody,
  videoSearchQuery,
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
  videoSearch: endpoint({
    method: 'POST',
    path: '/tiktok/api/rapid/video/search',
    tags,
    summary: 'Videos by keywords (or hashtags, mode 2) in a region (default US) and recency (default 7 days)',
    query: videoSearchQuery,
    body: videoSearchBody,
    response: videoPage,
  }),
  challengeSearch: endpoint({
    method: 'POST',
    path: '/tiktok/api/rapid/challenge/search',
    tags,
    summary: 'Hashtags (challenges) whose name contains a keyword',
    body: challengeSearchBody,
    response: challengePage,
  }),
  challengeVideos: endpoint({
    method: 'POST',
    path: '/tiktok/api/rapid/challenge/videos',
    tags,
    summary: "A hashtag's videos, newest first",
    body: challengeVideosBody,
    response: videoPage,
  }),
  userPosts: endpoint({
    method: 'GET',
    path: '/tiktok/api/rapid/user/posts',
    tags,
    summary: "A user's videos, newest first",
    query: userPostsQuery,
    response: videoPage,
  }),
  userSearch: endpoint({
    method: 'POST',
    path: '/tiktok/api/rapid/user/search',
    tags,
    summary: 'Users whose handle or topic matches a keyword',
    body: userSearchBody,
    response: userPage,
  }),
  commentUsers: endpoint({
    method: 'POST',
    path: '/tiktok/api/rapid/video/comments/followers',
    tags,
    summary: 'The comment-area users of a video: each commenter with their comment',
    body: commentUsersBody,
    response: commentUserPage,
  }),
  liveSearch: endpoint({
    method: 'GET',
    path: '/tiktok/api/online/user/search/live',
    tags,
    summary: 'Live rooms whose host matches a keyword',
    query: liveSearchQuery,
    response: liveRoomPage,
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
