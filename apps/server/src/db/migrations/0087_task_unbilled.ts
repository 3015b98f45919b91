import { columns, type MigrationDb } from '../kind.ts';

/**
 * Points a running task has used and not yet written to the ledger (docs/engine.md "Billing"):
 * one row per task, action, item and unit price, added to by each outcome transaction under
 * the task's own lock, and turned into one consumption entry when the task ends or stops and by
 * every engine's billing round. So the payer's row, which every outcome of a workspace shared,
 * is off the per-step path; the points stay held until then, never available twice.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('task_unbilled')
    .addColumn('task_id', 'bigint', (c) => c.notNull().references('tasks.id'))
    .$call(
      columns({
        action: 'text',
        item: 'text',
        unit_price: 'integer',
        quantity: 'integer',
        first_step_id: 'bigint',
      }),
    )
    .addPrimaryKeyConstraint('task_unbilled_pk', ['task_id', 'action', 'item', 'unit_price'])
    .execute();
}
