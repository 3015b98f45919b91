import {
  type ExportFile,
  exportLine,
  type FanItem,
  type FanListBody,
  type FanPage,
  type Lang,
  type PageQuery,
  RESOURCE_EXPORT_MAX,
} from '@reelfleet/contract';
import { AppError } from '../../core/errors.ts';
import { deleteIds } from '../../db/ids.ts';
import type { Db } from '../../db/index.ts';
import { contains, fetchPage, refersTo } from '../../db/page.ts';
import type { FanRow } from '../../db/tables/resource.ts';
import { requireWorkspace, workspaceOfIds } from '../../http/workspace.ts';
import type { AuthContext } from '../auth/session.ts';
import { assertLabel, type LabelView, labelColumns, rowLabelOf } from '../tags/service.ts';
import { listedWorkspace } from '../tags/workspace.ts';

/** The picture of a platform user, served by the catalogue lookups. */
export const avatarPath = (uid: string) => `/api/tiktok/api/rapid/user/avatar/${uid}`;

/** The workspace's fans the filter finds (no columns yet). */
function filteredFans(db: Db, workspaceId: number | null, f: FanListBody) {
  const iso = (t: string) => new Date(t).toISOString();
  return db
    .selectFrom('resource_fans as f')
    .$if(workspaceId !== null, (q) => q.where('f.workspace_id', '=', workspaceId!))
    .$if(!!f.account, (q) =>
      q.where((eb) => eb.or([contains('f.account', f.account!), contains('f.nickname', f.account!)])),
    )
    .$if(f.labelId !== undefined, (q) => q.where(refersTo('f.label_id', f.labelId!)))
    .$if(!!f.fansType, (q) => q.where('f.fans_type', '=', f.fansType!))
    .$if(f.followerMin !== undefined, (q) => q.where('f.follower_count', '>=', f.followerMin!))
    .$if(f.followerMax !== undefined, (q) => q.where('f.follower_count', '<=', f.followerMax!))
    .$if(!!f.numberId, (q) =>
      q.where('f.task_id', 'in', (eb) =>
        eb.selectFrom('tasks').select('id').where('log_id', '=', f.numberId!),
      ),
    )
    .$if(!!f.createTimeFrom, (q) => q.where('f.created_at', '>=', iso(f.createTimeFrom!)))
    .$if(!!f.createTimeTo, (q) => q.where('f.created_at', '<=', iso(f.createTimeTo!)));
}

const withLabel = (q: ReturnType<typeof filteredFans>) =>
  q
    .leftJoin('tags as t', 't.id', 'f.label_id')
    .leftJoin('tasks as k', 'k.id', 'f.task_id')
    .selectAll('f')
    .select([...labelColumns, 'k.log_id as log_id']);

type FanViewRow = FanRow & LabelView & { log_id: string | null };

function toFanItem(row: FanViewRow, lang: Lang): FanItem {
  return {
    id: row.id,
    uid: row.uid,
    account: row.account,
    nickname: row.nickname,
    fansType: row.fans_type,
    followerCount: Number(row.follower_count),
    signature: row.signature,
    avatar: avatarPath(row.uid),
    secUid: row.sec_uid,
    ...rowLabelOf(row, lang),
    source: row.source,
    logId: row.log_id,
    createTime: row.created_at,
  };
}

/** Newest first; the page's ids come from the indexes, then only those rows are read. */
export async function listFans(
  db: Db,
  auth: AuthContext,
  filter: FanListBody,
  page: PageQuery,
  lang: Lang,
): Promise<FanPage> {
  const ws = await listedWorkspace(db, auth, 'fans', filter.labelId);
  const { list: ids, ...counted } = await fetchPage(db, filteredFans(db, ws, filter), page, (q) =>
    q.select('f.id').orderBy('f.id', 'desc'),
  );
  const rows = ids.length
    ? await withLabel(db.selectFrom('resource_fans as f'))
        .where(
          'f.id',
          'in',
          ids.map((r) => r.id),
        )
        .orderBy('f.id', 'desc')
        .execute()
    : [];
  return { list: rows.map((r) => toFanItem(r as FanViewRow, lang)), ...counted };
}

export async function deleteFans(db: Db, auth: AuthContext, ids: readonly number[]) {
  await workspaceOfIds(db, 'resource_fans', ids, auth);
  return deleteIds(db, 'resource_fans', ids);
}

/** A text file's name: what it holds and the time (spec 9 "exports are text files named with ... timestamp"). */
export function exportName(what: string, at: string): string {
  return `${what}-${at.replace(/[-:]/g, '').replace(/\..*$/, '')}.txt`;
}

/**
 * The selected fans (or those the filter finds), one line each:
 * handle, nickname, followers, signature, secUid, tag, tab-separated.
 */
export async function exportFans(
  db: Db,
  auth: AuthContext,
  body: { ids?: number[] | undefined; filter?: FanListBody | undefined },
  at: string,
  lang: Lang,
): Promise<ExportFile> {
  const ws = requireWorkspace(auth);
  if (body.ids) await workspaceOfIds(db, 'resource_fans', body.ids, auth);
  else await assertLabel(db, 'fans', body.filter?.labelId, ws);
  const rows = await withLabel(
    body.ids
      ? db.selectFrom('resource_fans as f').where('f.id', 'in', [...new Set(body.ids)])
      : filteredFans(db, ws, body.filter ?? {}),
  )
    .orderBy('f.id', 'desc')
    .limit(RESOURCE_EXPORT_MAX)
    .execute();
  if (rows.length === 0) throw new AppError(422, 'common.noDataToExport');
  const text = rows
    .map((r) => {
      const f = toFanItem(r as FanViewRow, lang);
      return exportLine([f.account, f.nickname, f.followerCount, f.signature, f.secUid, f.labelName]);
    })
    .join('\n');
  return { fileName: exportName('fans', at), count: rows.length, text: `${text}\n` };
}

/** Fans the library gained since `since` (the workspace's; the admin: everyone's). */
export async function collectedSince(db: Db, workspaceId: number | null, since: string): Promise<number> {
  const row = await db
    .selectFrom('resource_fans')
    .$if(workspaceId !== null, (q) => q.where('workspace_id', '=', workspaceId!))
    .where('created_at', '>=', since)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The fans card (GET /dashboard/fans): the library's size and the fans collected since the 1st (UTC). */
export async function fanFigures(db: Db, auth: AuthContext, now: string) {
  const ws = auth.workspaceId;
  const total = await db
    .selectFrom('resource_fans')
    .$if(ws !== null, (q) => q.where('workspace_id', '=', ws!))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const newThisMonth = await collectedSince(db, ws, `${now.slice(0, 7)}-01T00:00:00.000Z`);
  return { available: true, total: Number(total.n), newThisMonth };
}
