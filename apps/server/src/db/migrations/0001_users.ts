import { sql } from 'kysely';
import { createIndex, idColumn, type MigrationDb, timestamps } from '../kind.ts';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('users')
    .$call(idColumn(db))
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('alias', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('gender', 'text', (c) => c.notNull().defaultTo('unknown'))
    .addColumn('avatar_path', 'text')
    .addColumn('introduction', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('roles', 'text', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('level_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('interval_time', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('user_type', 'text', (c) => c.notNull())
    .addColumn('workspace_id', 'bigint')
    .addColumn('agent_id', 'bigint')
    .addColumn('invite_code', 'text', (c) => c.unique())
    .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0).check(sqlCheck('balance')))
    .addColumn('held', 'bigint', (c) => c.notNull().defaultTo(0).check(sqlCheck('held')))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('last_login_at', 'text')
    .$call(timestamps)
    .execute();
  await createIndex(db, 'users_workspace', 'users', 'workspace_id');
  await createIndex(db, 'users_agent', 'users', 'agent_id');

  await db.schema
    .createTable('sessions')
    .$call(idColumn(db))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await createIndex(db, 'sessions_user', 'sessions', 'user_id');
}

function sqlCheck(column: string) {
  return sql`${sql.ref(column)} >= 0`;
}
