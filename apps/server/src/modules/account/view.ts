import type { AccountItem, Lang } from '@reelfleet/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { AccountRow } from '../../db/tables/fleet.ts';
import type { AccountLifecycleColumns } from '../../db/tables/lifecycle.ts';
import { type LabelView, labelColumns, rowLabelOf } from '../tags/service.ts';

/** Accounts with their device, the device's group and the label, as the list shows them. */
export function accountBase(db: Db) {
  return db
    .selectFrom('accounts as a')
    .leftJoin('devices as d', 'd.id', 'a.device_id')
    .leftJoin('device_groups as g', 'g.id', 'd.group_id')
    .leftJoin('tags as t', 't.id', 'a.label_id');
}

export const accountColumns = [
  'd.name as device_name',
  'd.group_id as group_id',
  'd.proxy_mode as proxy_mode',
  'g.name as group_name',
  ...labelColumns,
] as const;

type AccountViewRow = AccountRow &
  Selectable<AccountLifecycleColumns> &
  LabelView & {
    device_name: string | null;
    group_id: number | null;
    proxy_mode: string | null;
    group_name: string | null;
  };

/** The password (sealed) never leaves the server. */
export function toAccountItem(row: AccountViewRow, lang: Lang): AccountItem {
  return {
    id: row.id,
    account: row.account,
    nickname: row.nickname,
    username: row.username,
    signature: row.signature,
    region: row.region,
    ...rowLabelOf(row, lang),
    fans: row.fans,
    following: row.following,
    videoCount: row.video_count,
    likeCount: Number(row.like_count),
    type: row.type,
    risk: row.risk,
    status: row.status,
    appVersion: row.app_version,
    registerTime: row.registered_at,
    deviceId: row.device_id,
    deviceName: row.device_name,
    groupId: row.group_id,
    groupName: row.group_name,
    customProxy: row.proxy_mode === 'custom',
    lastLogin: row.last_login_at,
    createTime: row.created_at,
    updateTime: row.updated_at,
    link: row.link,
    email: row.email,
    privacy: row.privacy,
    visitTracking: row.visit_tracking === 1,
    showLiked: row.show_liked === 1,
    avatar: row.avatar,
    businessCategory: row.business_category,
    enterpriseUntil: row.enterprise_until,
    nicknameChangedAt: row.nickname_changed_at,
    usernameChangedAt: row.username_changed_at,
    linkChangedAt: row.link_changed_at,
  };
}

/** The rows of these ids, newest first, ready for the answer. */
export async function accountItems(db: Db, ids: readonly number[], lang: Lang): Promise<AccountItem[]> {
  if (ids.length === 0) return [];
  const rows = await accountBase(db)
    .selectAll('a')
    .select(accountColumns)
    .where('a.id', 'in', [...ids])
    .orderBy('a.id', 'desc')
    .execute();
  return rows.map((row) => toAccountItem(row, lang));
}
