import { endpointGroup } from '../common/endpoint.ts';
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

/**
 * Lookups on the simulated platform's catalogue (spec 7, under /tiktok/api/rapid)
 * and its generated media. Covers, avatars and the sample clip are public: an
 * <img> or <video> element cannot send a bearer token, and they show no user data.
 */
export const lookupEndpoints = endpointGroup('lookup', {
  videoDetail: {
    method: 'POST',
    path: '/tiktok/api/rapid/video/detail',
    summary: 'A video of the simulated catalogue by link or 19-digit id',
    body: videoDetailBody,
    response: videoDetail,
  },
  userDetail: {
    method: 'GET',
    path: '/tiktok/api/rapid/user/detail',
    summary: 'A user of the simulated catalogue by id or uniqueId',
    query: userDetailQuery,
    response: userDetail,
  },
  videoSearch: {
    method: 'POST',
    path: '/tiktok/api/rapid/video/search',
    summary: 'Videos by keywords (or hashtags, mode 2) in a region (default US) and recency (default 7 days)',
    query: videoSearchQuery,
    body: videoSearchBody,
    response: videoPage,
  },
  challengeSearch: {
    method: 'POST',
    path: '/tiktok/api/rapid/challenge/search',
    summary: 'Hashtags (challenges) whose name contains a keyword',
    body: challengeSearchBody,
    response: challengePage,
  },
  challengeVideos: {
    method: 'POST',
    path: '/tiktok/api/rapid/challenge/videos',
    summary: "A hashtag's videos, newest first",
    body: challengeVideosBody,
    response: videoPage,
  },
  userPosts: {
    method: 'GET',
    path: '/tiktok/api/rapid/user/posts',
    summary: "A user's videos, newest first",
    query: userPostsQuery,
    response: videoPage,
  },
  userSearch: {
    method: 'POST',
    path: '/tiktok/api/rapid/user/search',
    summary: 'Users whose handle or topic matches a keyword',
    body: userSearchBody,
    response: userPage,
  },
  commentUsers: {
    method: 'POST',
    path: '/tiktok/api/rapid/video/comments/followers',
    summary: 'The comment-area users of a video: each commenter with their comment',
    body: commentUsersBody,
    response: commentUserPage,
  },
  liveSearch: {
    method: 'GET',
    path: '/tiktok/api/online/user/search/live',
    summary: 'Live rooms whose host matches a keyword',
    query: liveSearchQuery,
    response: liveRoomPage,
  },
  videoCover: {
    method: 'GET',
    path: '/tiktok/api/rapid/video/cover/:id',
    summary: 'Generated SVG cover of a video',
    public: true,
    params: videoIdParams,
  },
  userAvatar: {
    method: 'GET',
    path: '/tiktok/api/rapid/user/avatar/:id',
    summary: 'Generated SVG avatar of a user',
    public: true,
    params: userIdParams,
  },
  videoPlay: {
    method: 'GET',
    path: '/tiktok/api/rapid/video/play/:id',
    summary: 'The playable sample clip (the same self-made clip for every video)',
    public: true,
    params: videoIdParams,
  },
});
