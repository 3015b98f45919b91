/** The platform's public world as the console looks it up: users, videos, comments, followers. */
export interface PlatformUser {
  id: string;
  uniqueId: string;
  nickname: string;
  secUid: string;
  signature: string;
  region: string;
  followerCount: number;
  followingCount: number;
  videoCount: number;
  heartCount: number;
  /** A private account. */
  secret: boolean;
}

export interface PlatformVideo {
  id: string;
  title: string;
  description: string;
  tags: string[];
  authorId: string;
  region: string;
  publishedAt: string;
  durationSec: number;
  playCount: number;
  commentCount: number;
  diggCount: number;
  collectCount: number;
  shareCount: number;
  downloadCount: number;
  /** Removed by its author: every action on it fails. */
  unavailable: boolean;
}

export interface PlatformComment {
  id: string;
  videoId: string;
  userId: string;
  text: string;
  diggCount: number;
  createdAt: string;
}

export interface PlatformCatalogue {
  video(id: string): PlatformVideo | undefined;
  user(id: string): PlatformUser | undefined;
  userByHandle(uniqueId: string): PlatformUser | undefined;
  /** Videos matching any keyword (title, description, tags), at most `limit`. */
  search(keywords: readonly string[], limit: number): PlatformVideo[];
  comments(videoId: string, limit?: number): PlatformComment[];
  followers(userId: string, offset: number, limit: number): PlatformUser[];
  /**
   * Puts a video published through the driver (again, after a restart) into
   * the catalogue; its counts then grow over simulated time.
   */
  addPublished?(video: PlatformVideo): void;
  /** The hashtags most used in the catalogue, most used first. */
  trendingHashtags?(limit: number): string[];
}

/** Pictures and clips the console shows for the catalogue. */
export interface PlatformMedia {
  /** A video's cover (SVG). */
  cover(video: PlatformVideo): string;
  /** A user's avatar (SVG). */
  avatar(user: PlatformUser): string;
  /** Whether a playable clip exists for the video. */
  hasClip(videoId: string): boolean;
  /** The playable clip (video/mp4) of a video, or null when the driver has none. */
  clip(videoId: string): Buffer | null;
}
