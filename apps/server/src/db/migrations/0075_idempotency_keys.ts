import { columns, createIndex, type MigrationDb } from '../kind.ts';

/**
 * The Idempotency-Key of each creation call (docs/finance.md "One click, one
 * charge"): claimed before the call runs ('running'), its answer kept once it
 * has one ('done'), so that a replay answers the first result and writes
 * nothing. Kept per user for IDEMPOTENCY_KEY_TTL_MS.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('key', 'text', (c) => c.notNull())
    .$call(
      columns({
        fingerprint: 'text',
        state: 'text',
        status: 'integer?',
        response: 'text?',
        created_at: 'text',
      }),
    )
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'key'])
    .execute();
  await createIndex(db, 'idempotency_keys_created', 'idempotency_keys', ['user_id', 'created_at']);
}
