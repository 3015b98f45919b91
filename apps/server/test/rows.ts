import { sql } from 'kysely';
import type { Db } from '../src/db/index.ts';
import type { Database } from '../src/db/schema.ts';
import type { NewDevice } from '../src/db/tables/fleet.ts';
import type { NewFan } from '../src/db/tables/resource.ts';

/** Fleet rows written straight into the database, for fixtures and benches (no API, no charge). */

/** An account tag of the workspace; answers its id. */
export async function insertAccountTag(
  db: Db,
  workspaceId: number,
  name: string,
  at = new Date().toISOString(),
): Promise<number> {
  const tag = await db
    .insertInto('tags')
    .values({
      workspace_id: workspaceId,
      kind: 'account',
      name,
      is_system: 0,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return tag.id;
}

/** A rented simulated phone, online from `at` until `end`. */
export function deviceRow(
  workspaceId: number,
  d: { serial: number; name: string; groupId: number | null; at: string; end: string },
): NewDevice {
  return {
    workspace_id: workspaceId,
    serial: d.serial,
    name: d.name,
    group_id: d.groupId,
    label_id: null,
    proxy_mode: 'global',
    proxy_id: null,
    brand: 'Sim',
    model: 'S1',
    battery_mah: 4000,
    processor: 'sim',
    memory_gb: 4,
    storage_gb: 64,
    resolution: '1080x2400',
    screen_inches: 6.1,
    android_version: '13',
    baseband: 'b',
    kernel: 'k',
    client_uid: String(d.serial).padStart(16, '0'),
    started_at: d.at,
    activated_at: d.at,
    end_at: d.end,
    status: 'online',
    status_until: d.end,
    in_use: 0,
    created_at: d.at,
    updated_at: d.at,
  };
}

/** A blogger's follower in a workspace's fans library, as a collection from `@someone` leaves it. */
export function fanRow(
  workspaceId: number,
  f: {
    uid: string;
    account: string;
    nickname?: string;
    followerCount?: number;
    secUid?: string;
    labelId?: number | null;
    at: string;
  },
): NewFan {
  return {
    workspace_id: workspaceId,
    uid: f.uid,
    account: f.account,
    nickname: f.nickname ?? 'Fan',
    fans_type: 'blogger',
    follower_count: f.followerCount ?? 10,
    signature: '',
    sec_uid: f.secUid ?? 'MS4w',
    label_id: f.labelId ?? null,
    source: '@someone',
    task_id: null,
    created_at: f.at,
    updated_at: f.at,
  };
}

/**
 * Takes a phone offline until `until` (ISO): the farm re-provisions it, and a phone is offline
 * until its activation (sim/farm/status.ts), in the device list as in a task's quote. Tests run on
 * a farm whose phones otherwise stay online (harness SIM_DEVICE_UPTIME 1).
 */
export async function phoneOffline(db: Db, deviceId: number, until: string): Promise<void> {
  await db
    .updateTable('devices')
    .set({ activated_at: until, status: 'offline', status_until: until })
    .where('id', '=', deviceId)
    .execute();
}

/** How many rows a table holds; with `where`, of those whose column is one of the values. */
export async function countRows(
  db: Db,
  table: keyof Database,
  where?: { column: string; in: readonly (string | number)[] },
): Promise<number> {
  const filter = where
    ? sql` where ${sql.ref(where.column)} in (${sql.join(where.in.map((v) => sql`${v}`))})`
    : sql``;
  const { rows } = await sql<{
    n: number | string;
  }>`select count(*) as n from ${sql.table(table)}${filter}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}
