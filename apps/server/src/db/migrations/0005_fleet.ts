import { sql } from 'kysely';
import {
  columns,
  createIndex,
  createTable,
  dbKind,
  idColumn,
  type MigrationDb,
  now,
  timestamps,
  workspaceOwned,
} from '../kind.ts';
import { accountTotals } from '../totals.ts';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('tags')
    .$call(idColumn(db))
    .addColumn('workspace_id', 'bigint', (c) => c.references('users.id'))
    .$call(columns({ kind: 'text', name: 'text', is_system: ['integer', 0] }))
    .$call(timestamps)
    .execute();
  await createIndex(db, 'tags_name', 'tags', ['workspace_id', 'kind', 'name'], { unique: true });
  await createIndex(db, 'tags_kind', 'tags', ['kind', 'workspace_id']);
  const at = now();
  // The label bulk registration gives the accounts it creates.
  await db
    .insertInto('tags')
    .values({
      workspace_id: null,
      kind: 'account',
      name: 'tag.system.registered',
      is_system: 1,
      created_at: at,
      updated_at: at,
    })
    .execute();

  await db.schema
    .createTable('device_groups')
    .$call(workspaceOwned(db))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('label_id', 'bigint', (c) => c.references('tags.id'))
    .$call(timestamps)
    .execute();
  await createIndex(db, 'device_groups_name', 'device_groups', ['workspace_id', 'name'], { unique: true });

  await createTable(db, 'proxies', workspaceOwned, { host: 'text', port: 'integer', credentials: 'text' })
    .addColumn('label_id', 'bigint', (c) => c.references('tags.id'))
    .$call(timestamps)
    .execute();
  await createIndex(db, 'proxies_list', 'proxies', ['workspace_id', 'id']);
  await createIndex(db, 'proxies_host', 'proxies', ['workspace_id', 'host', 'port']);
  await createIndex(db, 'proxies_label', 'proxies', ['label_id']);

  await db.schema
    .createTable('farm_serials')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('next_serial', 'bigint', (c) => c.notNull())
    .execute();
  await db.insertInto('farm_serials').values({ id: 1, next_serial: 1 }).execute();

  await db.schema
    .createTable('devices')
    .$call(workspaceOwned(db))
    .addColumn('serial', 'bigint', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('group_id', 'bigint', (c) => c.references('device_groups.id'))
    .addColumn('label_id', 'bigint', (c) => c.references('tags.id'))
    .addColumn('proxy_mode', 'text', (c) => c.notNull())
    .addColumn('proxy_id', 'bigint', (c) => c.references('proxies.id'))
    .$call(
      columns({
        brand: 'text',
        model: 'text',
        battery_mah: 'integer',
        processor: 'text',
        memory_gb: 'integer',
        storage_gb: 'integer',
        resolution: 'text',
        screen_inches: 'real',
        android_version: 'text',
        baseband: 'text',
        kernel: 'text',
        client_uid: 'text',
        started_at: 'text',
        activated_at: 'text',
        end_at: 'text',
        status: 'text',
        status_until: 'text',
        in_use: ['integer', 0],
      }),
    )
    .$call(timestamps)
    .execute();
  for (const [name, keys] of [
    ['devices_list', ['workspace_id', 'id']],
    ['devices_status', ['workspace_id', 'status', 'id']],
    ['devices_group', ['workspace_id', 'group_id', 'id']],
    ['devices_label', ['label_id']],
    ['devices_proxy', ['proxy_id']],
    ['devices_stale', ['workspace_id', 'status_until']],
    ['devices_end', ['workspace_id', 'end_at']],
  ] as const) {
    await createIndex(db, name, 'devices', keys);
  }

  await createTable(db, 'accounts', workspaceOwned, {
    account: 'text',
    account_key: 'text',
    password: 'text',
    nickname: ['text', ''],
    username: ['text', ''],
    signature: ['text', ''],
    region: ['text', ''],
  })
    .addColumn('label_id', 'bigint', (c) => c.references('tags.id'))
    .$call(
      columns({
        fans: ['integer', 0],
        following: ['integer', 0],
        video_count: ['integer', 0],
        like_count: ['bigint', 0],
        type: 'text',
        risk: 'text',
        status: 'text',
        app_version: ['text', ''],
        registered_at: 'text?',
      }),
    )
    .addColumn('device_id', 'bigint', (c) => c.references('devices.id'))
    .addColumn('last_login_at', 'text')
    .$call(timestamps)
    .execute();
  // Every list is one workspace's rows, newest (highest id) first; each
  // index below serves one filter in that order, so a page reads ~pageSize
  // index entries and a count reads only the matching ones. The status
  // index carries the other enum columns after id, so status combined with
  // region, type, risk or tag is answered from the index alone.
  await createIndex(db, 'accounts_key', 'accounts', ['workspace_id', 'account_key'], { unique: true });
  for (const [name, keys] of [
    ['accounts_list', ['workspace_id', 'id']],
    ['accounts_status', ['workspace_id', 'status', 'id', 'region', 'type', 'risk', 'label_id']],
    ['accounts_label', ['workspace_id', 'label_id', 'id']],
    ['accounts_device', ['workspace_id', 'device_id', 'id']],
    ['accounts_region', ['workspace_id', 'region', 'id']],
    ['accounts_type', ['workspace_id', 'type', 'risk', 'id']],
    ['accounts_fans', ['workspace_id', 'fans']],
    ['accounts_created', ['workspace_id', 'created_at']],
    ['accounts_login', ['workspace_id', 'last_login_at']],
  ] as const) {
    await createIndex(db, name, 'accounts', keys);
  }
  // Each workspace's number of accounts: an unfiltered list knows its total
  // without counting a million index entries.
  await accountTotals(db, 'account_totals', 'accounts', null);
  if (dbKind(db) === 'sqlite') await accountSearch(db);
}

/**
 * SQLite only: a trigram full-text index of account, nickname and username,
 * so "contains" searches of three characters or more read the index instead
 * of every row. Kept in step with the accounts table by triggers.
 */
async function accountSearch(db: MigrationDb): Promise<void> {
  await sql`create virtual table accounts_search using fts5(
      account_key, nickname, username, content = 'accounts', content_rowid = 'id', tokenize = 'trigram')`.execute(
    db,
  );
  await sql`create trigger accounts_search_added after insert on accounts begin
      insert into accounts_search (rowid, account_key, nickname, username)
        values (new.id, new.account_key, new.nickname, new.username);
    end`.execute(db);
  await sql`create trigger accounts_search_removed after delete on accounts begin
      insert into accounts_search (accounts_search, rowid, account_key, nickname, username)
        values ('delete', old.id, old.account_key, old.nickname, old.username);
    end`.execute(db);
  await sql`create trigger accounts_search_changed after update of account_key, nickname, username on accounts begin
      insert into accounts_search (accounts_search, rowid, account_key, nickname, username)
        values ('delete', old.id, old.account_key, old.nickname, old.username);
      insert into accounts_search (rowid, account_key, nickname, username)
        values (new.id, new.account_key, new.nickname, new.username);
    end`.execute(db);
}
