import { sql } from 'kysely';
import { columns, createIndex, idColumn, type MigrationDb, ownedBy, timestamps } from '../kind.ts';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('users')
    .$call(idColumn(db))
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .$call(
      columns({
        password_hash: 'text',
        email: ['text', ''],
        name: ['text', ''],
        alias: ['text', ''],
        gender: ['text', 'unknown'],
        avatar_path: 'text?',
        introduction: ['text', ''],
        roles: 'text',
        level: ['integer', 0],
        level_name: ['text', ''],
        interval_time: ['integer', 0],
        user_type: 'text',
        workspace_id: 'bigint?',
        agent_id: 'bigint?',
      }),
    )
    .addColumn('invite_code', 'text', (c) => c.unique())
    .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0).check(sqlCheck('balance')))
    .addColumn('held', 'bigint', (c) => c.notNull().defaultTo(0).check(sqlCheck('held')))
    .$call(columns({ status: ['text', 'active'], last_login_at: 'text?' }))
    .$call(timestamps)
    .execute();
  await createIndex(db, 'users_workspace', 'users', 'workspace_id');
  await createIndex(db, 'users_agent', 'users', 'agent_id');

  await db.schema
    .createTable('sessions')
    .$call(ownedBy('user_id', 'users')(db))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .$call(
      columns({
        created_at: 'text',
        last_seen_at: 'text',
        expires_at: 'text',
        revoked_at: 'text?',
        ip: ['text', ''],
        user_agent: ['text', ''],
      }),
    )
    .execute();
  await createIndex(db, 'sessions_user', 'sessions', 'user_id');
}

function sqlCheck(column: string) {
  return sql`${sql.ref(column)} >= 0`;
}
