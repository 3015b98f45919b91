import type { DeviceItem, Lang } from '@reelfleet/contract';
import { sql } from 'kysely';
import type { DeviceFarm } from '../../core/driver/farm.ts';
import type { Db } from '../../db/index.ts';
import type { DeviceRow } from '../../db/tables/fleet.ts';
import type { SecretBox } from '../../lib/secrets.ts';
import { maskedProxy } from '../proxy/credentials.ts';
import { type LabelView, labelColumns, labelName } from '../tags/service.ts';

/** Devices joined with what their list shows; filters go on this, withDeviceColumns adds the columns. */
export function deviceBase(db: Db) {
  return db
    .selectFrom('devices as d')
    .leftJoin('device_groups as g', 'g.id', 'd.group_id')
    .leftJoin('tags as t', 't.id', 'd.label_id')
    .leftJoin('proxies as p', 'p.id', 'd.proxy_id');
}

const deviceColumns = [
  'g.name as group_name',
  ...labelColumns,
  'p.host as proxy_host',
  'p.port as proxy_port',
  'p.credentials as proxy_credentials',
  sql<number>`(select count(*) from accounts a where a.device_id = d.id)`.as('account_count'),
] as const;

/** A device query with the columns of its item (filters go on deviceBase first). */
export const withDeviceColumns = (q: ReturnType<typeof deviceBase>) => q.selectAll('d').select(deviceColumns);

export type DeviceViewRow = DeviceRow &
  LabelView & {
    group_name: string | null;
    proxy_host: string | null;
    proxy_port: number | null;
    proxy_credentials: string | null;
    account_count: number | string;
  };

export interface ViewDeps {
  farm: DeviceFarm;
  secrets: SecretBox;
  atMs: number;
  lang: Lang;
}

export function toDeviceItem(row: DeviceViewRow, deps: ViewDeps): DeviceItem {
  const custom = row.proxy_mode === 'custom' && row.proxy_host !== null;
  const network = custom ? null : deps.farm.network(row.serial, deps.atMs);
  return {
    id: row.id,
    name: row.name,
    serial: row.serial,
    brand: row.brand,
    model: row.model,
    batteryMah: row.battery_mah,
    processor: row.processor,
    memoryGb: row.memory_gb,
    storageGb: row.storage_gb,
    resolution: row.resolution,
    screenInches: Number(row.screen_inches),
    androidVersion: row.android_version,
    baseband: row.baseband,
    kernel: row.kernel,
    clientUid: row.client_uid,
    groupId: row.group_id,
    groupName: row.group_name,
    labelId: row.label_id,
    labelName: labelName(row.label_name, row.label_system, deps.lang),
    proxyMode: row.proxy_mode,
    proxyId: row.proxy_id,
    proxyInfo: custom
      ? maskedProxy(deps.secrets, {
          host: row.proxy_host!,
          port: row.proxy_port!,
          credentials: row.proxy_credentials!,
        })
      : null,
    ip: network ? network.ip : row.proxy_host!,
    ipSwitchAt: network ? new Date(network.until).toISOString() : null,
    status: row.status,
    use: row.in_use ? 'in_use' : 'idle',
    accountCount: Number(row.account_count),
    startTime: row.started_at,
    activationTime: row.activated_at,
    endTime: row.end_at,
    createTime: row.created_at,
  };
}
