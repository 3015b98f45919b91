import type { FansType } from '@reelfleet/contract';
import type { Generated, Insertable, Selectable } from 'kysely';

/** A collected fan: one per platform user (uid) in a workspace. */
export interface ResourceFansTable {
  id: Generated<number>;
  workspace_id: number;
  /** The platform user's id. */
  uid: string;
  /** Handle (uniqueId). */
  account: string;
  nickname: string;
  fans_type: FansType;
  follower_count: number;
  signature: string;
  sec_uid: string;
  label_id: number | null;
  /** The blogger's handle or the video id it was collected from. */
  source: string;
  /** The comment_fans task that collected it (null once that is gone from reach). */
  task_id: number | null;
  created_at: string;
  updated_at: string;
}

/** Fans a collection task has brought in so far. */
export interface ResourceGathersTable {
  task_id: number;
  collected: number;
  updated_at: string;
}

/** An account held in reserve, outside the fleet. */
export interface ResourceAccountsTable {
  id: Generated<number>;
  workspace_id: number;
  account: string;
  /** accountKey(account): unique per workspace. */
  account_key: string;
  /** SecretBox-sealed password (copied as is when moved to the fleet). */
  password: string;
  label_id: number | null;
  created_at: string;
  updated_at: string;
}

export type FanRow = Selectable<ResourceFansTable>;
export type NewFan = Insertable<ResourceFansTable>;
export type ResourceAccountRow = Selectable<ResourceAccountsTable>;
