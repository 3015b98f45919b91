import type { EndpointBody, EndpointQuery, lookupEndpoints } from '@reelfleet/contract';
import { call } from './call';
import { lookupEndpoints as api } from './endpoints';

/** Lookups on the (simulated) platform's catalogue, spec 7 "Lookup" (under /tiktok/api/rapid). */
export const lookupApi = {
  /** A video by link or 19-digit id; hd 1 asks for the HD clip (spec 3 lookup defaults). */
  videoDetail: (url: string, hd: 0 | 1 = 1) => call(api.videoDetail, { body: { url, hd } }, { silent: true }),
  /** A user by numeric id or by unique id (handle). */
  userDetail: (ref: { id: string } | { uniqueId: string }) =>
    call(api.userDetail, { query: ref }, { silent: true }),
  /** Videos by keywords or hashtags (mode 2), region (US) and recency (7 days) by default. */
  videoSearch: (body: EndpointBody<typeof lookupEndpoints.videoSearch>) => call(api.videoSearch, { body }),
  challengeSearch: (body: EndpointBody<typeof lookupEndpoints.challengeSearch>) =>
    call(api.challengeSearch, { body }),
  challengeVideos: (body: EndpointBody<typeof lookupEndpoints.challengeVideos>) =>
    call(api.challengeVideos, { body }),
  userPosts: (query: EndpointQuery<typeof lookupEndpoints.userPosts>) => call(api.userPosts, { query }),
  userSearch: (body: EndpointBody<typeof lookupEndpoints.userSearch>) => call(api.userSearch, { body }),
  /** The comment-area users of a video (each with the comment they wrote). */
  commentUsers: (body: EndpointBody<typeof lookupEndpoints.commentUsers>) => call(api.commentUsers, { body }),
  liveSearch: (query: EndpointQuery<typeof lookupEndpoints.liveSearch>) => call(api.liveSearch, { query }),
};
