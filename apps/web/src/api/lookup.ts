import type { UserDetail, VideoDetail } from '@reelfleet/contract';
import { http } from './request';

/** Lookups on the (simulated) platform's catalogue, spec 7 "Lookup" (under /tiktok/api/rapid). */
export const lookupApi = {
  /** A video by link or 19-digit id; hd 1 asks for the HD clip (spec 3 lookup defaults). */
  videoDetail: (url: string, hd: 0 | 1 = 1) =>
    http.post<VideoDetail>('/tiktok/api/rapid/video/detail', { url, hd }, { silent: true }),
  /** A user by numeric id or by unique id (handle). */
  userDetail: (ref: { id: string } | { uniqueId: string }) =>
    http.get<UserDetail>('/tiktok/api/rapid/user/detail', ref, { silent: true }),
};
