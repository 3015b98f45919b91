import type { PageQuery, PublishedVideoItem, PublishedVideoPage, VideoListFilter } from '@reelfleet/contract';
import { type PlatformCatalogue, type PlatformVideo, publishedVideo } from '../../core/driver/catalogue.ts';
import type { Db } from '../../db/index.ts';
import { contains, fetchPage } from '../../db/page.ts';
import type { PublishedVideoRow } from '../../db/tables/videos.ts';
import type { AuthContext } from '../auth/session.ts';

/** The platform's view of a published video as this row recorded it (counts start at zero). */
function platformVideo(row: PublishedVideoRow): PlatformVideo {
  return publishedVideo({
    id: row.video_id,
    title: row.title,
    hashtags: JSON.parse(row.hashtags) as string[],
    account: row.account,
    region: row.region,
    publishedAt: row.published_at,
    durationSec: row.duration_sec,
  });
}

/** After a restart the platform gets the published videos back (their counts grow again from publishing). */
export async function restorePublished(db: Db, catalogue: PlatformCatalogue): Promise<void> {
  if (!catalogue.addPublished) return;
  const rows = await db.selectFrom('published_videos').selectAll().orderBy('id').execute();
  for (const row of rows) catalogue.addPublished(platformVideo(row));
}

export async function listVideos(
  db: Db,
  catalogue: PlatformCatalogue,
  auth: AuthContext,
  filter: VideoListFilter,
  page: PageQuery,
): Promise<PublishedVideoPage> {
  const ws = auth.workspaceId;
  const q = db
    .selectFrom('published_videos as v')
    .innerJoin('tasks as t', 't.id', 'v.task_id')
    .$if(ws !== null, (b) => b.where('v.workspace_id', '=', ws!))
    .$if(!!filter.title, (b) => b.where(contains('v.title', filter.title!)))
    .$if(!!filter.accountId, (b) => b.where('v.account_id', '=', filter.accountId!))
    .$if(!!filter.region, (b) => b.where('v.region', '=', filter.region!))
    .$if(!!filter.publishedFrom, (b) => b.where('v.published_at', '>=', filter.publishedFrom!))
    .$if(!!filter.publishedTo, (b) => b.where('v.published_at', '<=', filter.publishedTo!));
  return fetchPage(
    db,
    q,
    page,
    (b) => b.selectAll('v').select('t.name as task_name').orderBy('v.id', 'desc'),
    (row): PublishedVideoItem => {
      const now = catalogue.video(row.video_id);
      return {
        id: row.id,
        videoId: row.video_id,
        title: row.title,
        hashtags: JSON.parse(row.hashtags) as string[],
        language: row.language,
        adultOnly: row.adult_only === 1,
        titleGenerated: row.title_generated === 1,
        region: row.region,
        publishTime: row.published_at,
        accountId: row.account_id,
        account: row.account,
        materialId: row.material_id,
        materialName: row.material_name,
        taskName: row.task_name,
        playCount: now?.playCount ?? 0,
        commentCount: now?.commentCount ?? 0,
        diggCount: now?.diggCount ?? 0,
        collectCount: now?.collectCount ?? 0,
        shareCount: now?.shareCount ?? 0,
        downloadCount: now?.downloadCount ?? 0,
      };
    },
  );
}
