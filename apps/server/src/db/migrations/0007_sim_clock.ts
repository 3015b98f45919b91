import { columns, type MigrationDb } from '../kind.ts';

/** The simulated clock's anchor (one row): every process on the database reads the same simulated time. */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('sim_clock')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .$call(columns({ real_ms: 'bigint', sim_ms: 'bigint' }))
    .addColumn('scale', 'double precision', (c) => c.notNull())
    .execute();
}
