import { DEFAULT_TASK_PRICES, TASK_PRICE_NAMES } from '@reelfleet/contract';
import { sql } from 'kysely';
import {
  columns,
  createIndex,
  createTable,
  idColumn,
  type MigrationDb,
  ownedBy,
  seedPrices,
  timestamps,
} from '../kind.ts';

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
    .$call(
      columns({
        name: 'text',
        type: 'text',
        subtype: 'text',
        mode: 'text',
        thread_count: 'integer',
        interval_minutes: 'integer',
        description: 'text',
        status: 'text',
        result: 'text?',
        total: 'integer',
      }),
    )
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

  await createTable(db, 'task_items', ownedBy('task_id', 'tasks'), {
    seq: 'integer',
    label: 'text',
    account_id: 'bigint?',
    device_id: 'bigint?',
    state: 'text',
    steps: 'integer',
  })
    .addUniqueConstraint('task_items_seq', ['task_id', 'seq'])
    .execute();
  // Which unfinished tasks still use a device (devices.in_use).
  await createIndex(db, 'task_items_device', 'task_items', 'device_id');

  await db.schema
    .createTable('task_steps')
    .$call(ownedBy('task_id', 'tasks')(db))
    .addColumn('item_id', 'bigint', (c) => c.notNull().references('task_items.id'))
    .$call(
      columns({
        seq: 'integer',
        is_last: 'integer',
        action: 'text',
        target: 'text',
        label: 'text',
        params: 'text?',
        account_id: 'bigint?',
        device_id: 'bigint?',
      }),
    )
    .addColumn('price', 'integer', (c) => c.notNull().check(sql`price >= 0`))
    .$call(
      columns({
        delay_ms: 'bigint',
        next_delay_ms: 'bigint',
        state: 'text',
        run_at: 'text',
        attempt: ['integer', 0],
        max_attempts: 'integer',
        lease_owner: 'text?',
        lease_expires_at: 'text?',
        outcome: 'text?',
        finished_at: 'text?',
      }),
    )
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

  await createTable(db, 'task_logs', ownedBy('task_id', 'tasks'), {
    step_id: 'bigint?',
    level: 'text',
    msg_key: 'text',
    params: 'text',
    created_at: 'text',
  }).execute();
  await createIndex(db, 'task_logs_task', 'task_logs', ['task_id', 'id']);
  await createIndex(db, 'task_logs_task_level', 'task_logs', ['task_id', 'level', 'id']);

  await db.schema
    .createTable('engine_semaphores')
    .$call(columns({ kind: 'text', ref_id: 'bigint' }))
    .addColumn('used', 'integer', (c) => c.notNull().check(sql`used >= 0`))
    .$call(columns({ capacity: 'integer', updated_at: 'text' }))
    .addPrimaryKeyConstraint('engine_semaphores_pk', ['kind', 'ref_id'])
    .addCheckConstraint('engine_semaphores_capacity', sql`used <= capacity`)
    .execute();

  await db.schema
    .createTable('engine_processes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .$call(
      columns({ pid: 'integer', hostname: 'text', started_at: 'text', heartbeat_at: 'text', sim_at: 'text' }),
    )
    .execute();

  await db.schema
    .createTable('task_jobs')
    .$call(idColumn(db))
    .addColumn('workspace_id', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .$call(
      columns({
        name: 'text',
        subtype: 'text',
        body: 'text',
        every_minutes: 'integer',
        status: 'text',
        next_run_at: 'text',
        last_run_at: 'text?',
        last_task_id: 'bigint?',
        last_error: 'text?',
        runs: ['integer', 0],
      }),
    )
    .$call(timestamps)
    .addColumn('deleted_at', 'text')
    .execute();
  await createIndex(db, 'task_jobs_due', 'task_jobs', ['status', 'next_run_at']);
  await createIndex(db, 'task_jobs_workspace', 'task_jobs', ['workspace_id', 'id']);

  // Per-action prices of the task kinds (the finance price table).
  await seedPrices(db, TASK_PRICE_NAMES, DEFAULT_TASK_PRICES);
}
