import { lookupEndpoints as api } from '@reelfleet/contract';
import { call } from './call';

/** Lookups on the (simulated) platform's catalogue, spec 7 "Lookup" (under /tiktok/api/rapid). */
export const lookupApi = {
  /** A video by link or 19-digit id; hd 1 asks for the HD clip (spec 3 lookup defaults). */
  videoDetail: (url: string, hd: 0 | 1 = 1) => call(api.videoDetail, { body: { url, hd } }, { silent: true }),
  /** A user by numeric id or by unique id (handle). */
  userDetail: (ref: { id: string } | { uniqueId: string }) =>
    call(api.userDetail, { query: ref }, { silent: true }),
};
