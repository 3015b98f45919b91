import type { VideoDetail } from '@reelfleet/contract';

/**
 * The external short-video site a title links to (spec 2 "Clicking a title
 * opens the video on the external short-video site in a new tab"). The
 * console's lookup paths are that site's (`/tiktok/api/...`), so its web
 * address is the default; a build may point elsewhere with VITE_VIDEO_SITE_URL.
 * The link only opens a page in the user's browser: nothing is fetched from
 * the site. The catalogue is simulated, so the site may not know the video.
 */
export const VIDEO_SITE_URL = (
  (import.meta.env.VITE_VIDEO_SITE_URL as string | undefined) || 'https://www.tiktok.com'
).replace(/\/+$/, '');

/** The site's page of a video: `<site>/@<author handle>/video/<19-digit id>`. */
export function videoPageUrl(video: Pick<VideoDetail, 'id' | 'author_unique_id'>): string {
  const author = video.author_unique_id ? `@${encodeURIComponent(video.author_unique_id)}` : '@';
  return `${VIDEO_SITE_URL}/${author}/video/${encodeURIComponent(video.id)}`;
}
