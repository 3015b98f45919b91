import type {
  AccountRisk,
  AccountStatus,
  AccountType,
  DeviceStatus,
  ProxyMode,
  TagKind,
} from '@reelfleet/contract';
import type { Generated, Insertable, Selectable } from 'kysely';

/**
 * The fleet: tags, device groups, rented devices, proxies and social accounts.
 * Every row carries workspace_id (the owner user's id); a tagged row carries
 * one label_id of a tag of its kind.
 */
export interface TagsTable {
  id: Generated<number>;
  /** Null for system labels, which every workspace sees and none may change. */
  workspace_id: number | null;
  kind: TagKind;
  /** A system label's name is a catalogue key, translated when shown. */
  name: string;
  is_system: number;
  created_at: string;
  updated_at: string;
}

export interface DeviceGroupsTable {
  id: Generated<number>;
  workspace_id: number;
  name: string;
  label_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface DevicesTable {
  id: Generated<number>;
  workspace_id: number;
  /** The phone's number in the simulated farm: its specs, status and IP follow from (SIM_SEED, serial). */
  serial: number;
  name: string;
  group_id: number | null;
  label_id: number | null;
  proxy_mode: ProxyMode;
  /** The custom proxy when proxy_mode is custom. */
  proxy_id: number | null;
  brand: string;
  model: string;
  battery_mah: number;
  processor: string;
  memory_gb: number;
  storage_gb: number;
  resolution: string;
  screen_inches: number;
  android_version: string;
  baseband: string;
  kernel: string;
  client_uid: string;
  started_at: string;
  activated_at: string;
  end_at: string;
  /** Materialised from the farm's model and the end date; valid until status_until. */
  status: DeviceStatus;
  status_until: string;
  /** 1 while a task holds the device. */
  in_use: number;
  created_at: string;
  updated_at: string;
}

export interface ProxiesTable {
  id: Generated<number>;
  workspace_id: number;
  host: string;
  port: number;
  /** SecretBox-sealed `username:password`. */
  credentials: string;
  label_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface AccountsTable {
  id: Generated<number>;
  workspace_id: number;
  account: string;
  /** accountKey(account): lower case, unique per workspace. */
  account_key: string;
  /** SecretBox-sealed password. */
  password: string;
  nickname: string;
  username: string;
  signature: string;
  region: string;
  label_id: number | null;
  fans: number;
  following: number;
  video_count: number;
  like_count: number;
  type: AccountType;
  risk: AccountRisk;
  status: AccountStatus;
  app_version: string;
  registered_at: string | null;
  device_id: number | null;
  last_login_at: string | null;
  created_at: string;
  updated_at: string;
}

/** Each workspace's number of accounts, kept by triggers (unfiltered list totals without counting). */
export interface AccountTotalsTable {
  workspace_id: number;
  accounts: number;
}

/** A workspace's number of accounts whose id / ACCOUNT_ID_BUCKET is `bucket` (trigger-kept, migration 0061). */
export interface AccountIdBucketsTable {
  workspace_id: number;
  bucket: number;
  accounts: number;
}

/** One row: the next farm serial to hand out (renting takes a block of them atomically). */
export interface FarmSerialsTable {
  id: number;
  next_serial: number;
}

export type TagRow = Selectable<TagsTable>;
export type DeviceGroupRow = Selectable<DeviceGroupsTable>;
export type DeviceRow = Selectable<DevicesTable>;
export type NewDevice = Insertable<DevicesTable>;
export type ProxyRow = Selectable<ProxiesTable>;
export type AccountRow = Selectable<AccountsTable>;
export type NewAccount = Insertable<AccountsTable>;

/** A new account's figures however it comes in (imported or registered): no followers yet, personal, normal risk. */
export const NEW_ACCOUNT_FIGURES = {
  fans: 0,
  following: 0,
  video_count: 0,
  like_count: 0,
  type: 'personal',
  risk: 'normal',
} as const satisfies Partial<NewAccount>;
