import { DEFAULT_TASK_PRICES, TASK_PRICE_NAMES } from '@reelfleet/contract';
import { sql } from 'kysely';
import { createIndex, idColumn, type MigrationDb, now, timestamps } from '../kind.ts';

const counters = [
  'success_count',
  'failed_count',
  'abnormal_count',
  'cancelled_count',
  'view_success',
  'view_failed',
  'save_success',
  'save_failed',
  'share_success',
  'share_failed',
  'like_success',
  'like_failed',
  'follow_success',
  'follow_failed',
  'comment_success',
  'comment_failed',
  'points_held',
  'points_charged',
  'points_released',
] as const;

export async function up(db: MigrationDb): Promise<void> {
  let tasks = db.schema
    .createTable('tasks')
    .$call(idColumn(db))
    .addColumn('workspace_id', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('payer_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('log_id', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('subtype', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('thread_count', 'integer', (c) => c.notNull())
    .addColumn('interval_minutes', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('result', 'text')
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('remaining', 'integer', (c) => c.notNull().check(sql`remaining >= 0`))
    .addColumn('accounts', 'integer', (c) => c.notNull());
  for (const column of counters) {
    tasks = tasks.addColumn(column, 'bigint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`${sql.ref(column)} >= 0`),
    );
  }
  await tasks
    .addColumn('job_id', 'bigint')
    .addColumn('job_run_key', 'text', (c) => c.unique())
    .addColumn('start_time', 'text')
    .addColumn('end_time', 'text')
    .$call(timestamps)
    .addColumn('deleted_at', 'text')
    // The ledger never gives back more than it held nor charges more than it held.
    .addCheckConstraint('tasks_points', sql`points_charged + points_released <= points_held`)
    .execute();
  await createIndex(db, 'tasks_workspace_subtype', 'tasks', ['workspace_id', 'subtype', 'id']);
  await createIndex(db, 'tasks_workspace_type', 'tasks', ['workspace_id', 'type', 'id']);
  await createIndex(db, 'tasks_status', 'tasks', ['status']);

  await db.schema
    .createTable('task_items')
    .$call(idColumn(db))
    .addColumn('task_id', 'bigint', (c) => c.notNull().references('tasks.id'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('account_id', 'bigint')
    .addColumn('device_id', 'bigint')
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('steps', 'integer', (c) => c.notNull())
    .addUniqueConstraint('task_items_seq', ['task_id', 'seq'])
    .execute();
  // Which unfinished tasks still use a device (devices.in_use).
  await createIndex(db, 'task_items_device', 'task_items', 'device_id');

  await db.schema
    .createTable('task_steps')
    .$call(idColumn(db))
    .addColumn('task_id', 'bigint', (c) => c.notNull().references('tasks.id'))
    .addColumn('item_id', 'bigint', (c) => c.notNull().references('task_items.id'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('is_last', 'integer', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('params', 'text')
    .addColumn('account_id', 'bigint')
    .addColumn('device_id', 'bigint')
    .addColumn('price', 'integer', (c) => c.notNull().check(sql`price >= 0`))
    .addColumn('delay_ms', 'bigint', (c) => c.notNull())
    .addColumn('next_delay_ms', 'bigint', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('run_at', 'text', (c) => c.notNull())
    .addColumn('attempt', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull())
    .addColumn('lease_owner', 'text')
    .addColumn('lease_expires_at', 'text')
    .addColumn('outcome', 'text')
    .addColumn('finished_at', 'text')
    .addColumn('idem_key', 'text', (c) => c.notNull().unique())
    .addUniqueConstraint('task_steps_seq', ['item_id', 'seq'])
    .execute();
  // Partial indexes hold only the rows their queries look for, so a step moving through its
  // states enters and leaves them instead of rewriting every index: the claim walks due
  // steps in run_at order, the sweeper finds leases by owner.
  await db.schema
    .createIndex('task_steps_due')
    .on('task_steps')
    .columns(['run_at', 'id'])
    .where(sql.ref('state'), 'in', ['ready', 'scheduled'])
    .execute();
  await db.schema
    .createIndex('task_steps_lease')
    .on('task_steps')
    .column('lease_owner')
    .where(sql.ref('state'), '=', 'claimed')
    .execute();
  await createIndex(db, 'task_steps_task', 'task_steps', 'task_id');
  // The database itself refuses two claimed steps on one device: "one session per device".
  await sql`create unique index task_steps_one_per_device on task_steps (device_id) where state = 'claimed'`.execute(
    db,
  );

  await db.schema
    .createTable('task_logs')
    .$call(idColumn(db))
    .addColumn('task_id', 'bigint', (c) => c.notNull().references('tasks.id'))
    .addColumn('step_id', 'bigint')
    .addColumn('level', 'text', (c) => c.notNull())
    .addColumn('msg_key', 'text', (c) => c.notNull())
    .addColumn('params', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await createIndex(db, 'task_logs_task', 'task_logs', ['task_id', 'id']);
  await createIndex(db, 'task_logs_task_level', 'task_logs', ['task_id', 'level', 'id']);

  await db.schema
    .createTable('engine_semaphores')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('ref_id', 'bigint', (c) => c.notNull())
    .addColumn('used', 'integer', (c) => c.notNull().check(sql`used >= 0`))
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('engine_semaphores_pk', ['kind', 'ref_id'])
    .addCheckConstraint('engine_semaphores_capacity', sql`used <= capacity`)
    .execute();

  await db.schema
    .createTable('engine_processes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('pid', 'integer', (c) => c.notNull())
    .addColumn('hostname', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('heartbeat_at', 'text', (c) => c.notNull())
    .addColumn('sim_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('task_jobs')
    .$call(idColumn(db))
    .addColumn('workspace_id', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('subtype', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('every_minutes', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('next_run_at', 'text', (c) => c.notNull())
    .addColumn('last_run_at', 'text')
    .addColumn('last_task_id', 'bigint')
    .addColumn('last_error', 'text')
    .addColumn('runs', 'integer', (c) => c.notNull().defaultTo(0))
    .$call(timestamps)
    .addColumn('deleted_at', 'text')
    .execute();
  await createIndex(db, 'task_jobs_due', 'task_jobs', ['status', 'next_run_at']);
  await createIndex(db, 'task_jobs_workspace', 'task_jobs', ['workspace_id', 'id']);

  // Per-action prices of the task kinds (the finance price table).
  const at = now();
  await db
    .insertInto('prices')
    .values(TASK_PRICE_NAMES.map((name) => ({ name, ...DEFAULT_TASK_PRICES[name], updated_at: at })))
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}
