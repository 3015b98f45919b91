import {
  type CommentUser,
  type LiveRoom,
  type UserDetail,
  VIDEO_REGIONS,
  type VideoDetail,
} from '@reelfleet/contract';
import type {
  PlatformCatalogue,
  PlatformComment,
  PlatformLiveRoom,
  PlatformPage,
  PlatformUser,
  PlatformVideo,
} from '../../core/driver/catalogue.ts';
import type { DeviceDriver } from '../../core/driver/index.ts';

const MEDIA = '/api/tiktok/api/rapid';
export const coverUrl = (videoId: string) => `${MEDIA}/video/cover/${videoId}`;
export const avatarUrl = (userId: string) => `${MEDIA}/user/avatar/${userId}`;
export const clipUrl = (videoId: string) => `${MEDIA}/video/play/${videoId}`;

export function toVideoDetail(
  video: PlatformVideo,
  driver: Pick<DeviceDriver, 'catalogue' | 'media'>,
): VideoDetail {
  const author = driver.catalogue.user(video.authorId);
  const region = VIDEO_REGIONS.find((r) => r.code === video.region);
  const play = driver.media.hasClip(video.id) ? clipUrl(video.id) : null;
  return {
    id: video.id,
    video_id: video.id,
    title: video.title,
    description: video.description,
    tags: video.tags,
    cover: coverUrl(video.id),
    play,
    play_count: video.playCount,
    comment_count: video.commentCount,
    digg_count: video.diggCount,
    collect_count: video.collectCount,
    share_count: video.shareCount,
    download_count: video.downloadCount,
    create_time: video.publishedAt,
    region: video.region,
    region_name: region?.zh ?? video.region,
    duration: video.durationSec,
    author_id: video.authorId,
    author_unique_id: author?.uniqueId ?? '',
    author_nickname: author?.nickname ?? '',
    author_avatar: author ? avatarUrl(author.id) : '',
    share_url: play ?? coverUrl(video.id),
  };
}

export function toUserDetail(user: PlatformUser): UserDetail {
  return {
    id: user.id,
    uniqueId: user.uniqueId,
    nickname: user.nickname,
    avatarThumb: avatarUrl(user.id),
    followerCount: user.followerCount,
    followingCount: user.followingCount,
    videoCount: user.videoCount,
    heartCount: user.heartCount,
    secret: user.secret,
    secUid: user.secUid,
    signature: user.signature,
    region: user.region,
  };
}

/** The paging fields of a listing's answer. */
export function pageOf(page: PlatformPage<unknown>) {
  return { cursor: page.cursor, hasMore: page.hasMore, total: page.total };
}

export function toCommentUser(user: PlatformUser, comment: PlatformComment): CommentUser {
  return {
    ...toUserDetail(user),
    commentId: comment.id,
    comment: comment.text,
    commentTime: comment.createdAt,
  };
}

export function toLiveRoom(room: PlatformLiveRoom, catalogue: Pick<PlatformCatalogue, 'user'>): LiveRoom {
  const host = catalogue.user(room.hostId)!;
  return {
    id: room.id,
    title: room.title,
    region: room.region,
    viewerCount: room.viewerCount,
    startedAt: room.startedAt,
    host: toUserDetail(host),
  };
}
