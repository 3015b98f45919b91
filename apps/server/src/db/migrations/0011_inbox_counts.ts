import { sql } from 'kysely';
import { columns, type MigrationDb } from '../kind.ts';

/**
 * Each user's unread and read (not deleted) notification counts, kept with every inbox write, so the
 * console's count poll reads one row however full the inbox is.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('inbox_counts')
    .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id'))
    .$call(columns({ unread: 'integer', read: 'integer' }))
    .execute();
  await sql`
    insert into inbox_counts (user_id, unread, read)
    select user_id,
      sum(case when read_at is null then 1 else 0 end),
      sum(case when read_at is null then 0 else 1 end)
    from notifications
    where deleted_at is null
    group by user_id`.execute(db);
}
