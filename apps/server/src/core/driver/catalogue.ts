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

/** What publishing a video through the driver gives it: the post's own fields. */
export interface PublishedFields {
  id: string;
  title: string;
  hashtags: string[];
  /** The login account that posted it. */
  account: string;
  region: string;
  publishedAt: string;
  durationSec: number;
}

/** A video published through the driver, as the platform shows it: counts start at zero. */
export function publishedVideo(v: PublishedFields): PlatformVideo {
  return {
    id: v.id,
    title: v.title,
    description: [v.title, ...v.hashtags.map((t) => `#${t}`)].join(' '),
    tags: v.hashtags,
    authorId: `account:${v.account}`,
    region: v.region,
    publishedAt: v.publishedAt,
    durationSec: v.durationSec,
    playCount: 0,
    commentCount: 0,
    diggCount: 0,
    collectCount: 0,
    shareCount: 0,
    downloadCount: 0,
    unavailable: false,
  };
}

export interface PlatformComment {
  id: string;
  videoId: string;
  userId: string;
  text: string;
  diggCount: number;
  createdAt: string;
  /** Replies under it (seeded for the platform's own comments). */
  replyCount?: number;
  /** The comment it answers, for a reply. */
  replyTo?: string | null;
  /** The login account that posted it, for comments posted through the driver. */
  account?: string | null;
}

/** A hashtag (challenge) and its videos. */
export interface PlatformChallenge {
  /** Digits. */
  id: string;
  /** Without the '#'. */
  title: string;
  description: string;
  videoCount: number;
  viewCount: number;
}

/** A live room: a user streaming now. */
export interface PlatformLiveRoom {
  /** Digits (20: never read as a video id). */
  id: string;
  hostId: string;
  title: string;
  region: string;
  viewerCount: number;
  startedAt: string;
}

/**
 * One page of a listing: the items from `offset`, `hasMore` when a next page
 * exists (its offset is `cursor`), and `total` when the listing is counted.
 */
export interface PlatformPage<T> {
  items: T[];
  cursor: number;
  hasMore: boolean;
  total: number;
}

/** Video search (spec 3 "Search form": region default US, days 7). */
export interface VideoSearch {
  /** Words or hashtags ('#cooking'); a video matches when any word is a tag or in its title/description. */
  keywords: readonly string[];
  /** Publishing region code; default US. */
  region?: string;
  /** Published within this many days before `nowMs`; default 7. */
  days?: number;
  /** 0 relevance (newest first among matches), 1 most liked, 2 newest. */
  sortType?: 0 | 1 | 2;
  offset: number;
  count: number;
  /** The simulated clock now (ms): recency is counted from it. */
  nowMs: number;
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

  // Listings of the lazily generated platform (sim/platform/catalogue.ts): every one
  // is seeded, answers in time proportional to the page, and keeps no list in memory.

  /** A user's followers, paged (`total` = the listable followers, at most the catalogue's users). */
  followerPage(userId: string, offset: number, count: number): PlatformPage<PlatformUser>;
  /** The users a user follows, paged. */
  followingPage(userId: string, offset: number, count: number): PlatformPage<PlatformUser>;
  /** Keyword video search by region and recency. */
  searchVideos(query: VideoSearch): PlatformPage<PlatformVideo>;
  /** A user's posts, newest first. */
  posts(userId: string, offset: number, count: number): PlatformPage<PlatformVideo>;
  /** Hashtags whose name contains a keyword. */
  searchChallenges(
    keywords: readonly string[],
    offset: number,
    count: number,
  ): PlatformPage<PlatformChallenge>;
  challenge(id: string): PlatformChallenge | undefined;
  /** A hashtag's videos, newest first (all regions). */
  challengeVideos(challengeId: string, offset: number, count: number): PlatformPage<PlatformVideo>;
  /** Users whose handle or nickname contains a keyword. */
  searchUsers(keywords: readonly string[], offset: number, count: number): PlatformPage<PlatformUser>;
  /** A video's comment thread, newest posted-through-the-driver first, then the platform's. */
  commentPage(videoId: string, offset: number, count: number): PlatformPage<PlatformComment>;
  /** The comment-area users of a video: the authors of its comments, each once per page. */
  commenters(videoId: string, offset: number, count: number): PlatformPage<PlatformUser>;
  /** Live rooms whose host matches a keyword (topic, name); any region when `region` is empty. */
  liveRooms(
    keywords: readonly string[],
    region: string | null,
    offset: number,
    count: number,
  ): PlatformPage<PlatformLiveRoom>;
  liveRoom(id: string): PlatformLiveRoom | undefined;
  /** How many users and videos the catalogue holds; `userAt`/`videoAt` index them from 0. */
  readonly userCount: number;
  readonly videoCount: number;
  userAt(index: number): PlatformUser;
  videoAt(index: number): PlatformVideo;
  /** A comment of a thread by id. */
  comment(id: string): PlatformComment | undefined;
  /** Keeps an object whose counters an action moved (a generated object is otherwise made afresh). */
  keep(item: PlatformVideo | PlatformUser): void;
  /** Adds a comment posted through the driver to its video's thread. */
  addComment(comment: PlatformComment): void;
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
