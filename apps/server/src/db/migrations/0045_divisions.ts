import { columns, createIndex, type MigrationDb, timestamps, workspaceOwned } from '../kind.ts';

/**
 * Departments (issue 15): a workspace's departments, the device groups and
 * account tags each may use, and the department a staff member works in
 * (null: the whole workspace). fans_daily: each workspace's total followers
 * per UTC day, recorded from account_fan_totals (the dashboard's fans trend).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('departments')
    .$call(workspaceOwned(db))
    .addColumn('name', 'text', (c) => c.notNull())
    .$call(timestamps)
    .addUniqueConstraint('departments_workspace_name', ['workspace_id', 'name'])
    .execute();

  await departmentLinks(db, 'department_groups', 'group', 'device_groups');
  await departmentLinks(db, 'department_tags', 'tag', 'tags');

  await db.schema
    .alterTable('users')
    .addColumn('department_id', 'bigint', (c) => c.references('departments.id'))
    .execute();
  await createIndex(db, 'users_department', 'users', 'department_id');

  await db.schema
    .createTable('fans_daily')
    .$call(columns({ workspace_id: 'bigint', day: 'text', fans: 'bigint' }))
    .addPrimaryKeyConstraint('fans_daily_pk', ['workspace_id', 'day'])
    .execute();
}

/** The `target` rows (`<what>_id`) a department may use: one row a pair, gone with either side. */
async function departmentLinks(db: MigrationDb, table: string, what: string, target: string): Promise<void> {
  await db.schema
    .createTable(table)
    .addColumn('department_id', 'bigint', (c) => c.notNull().references('departments.id').onDelete('cascade'))
    .addColumn(`${what}_id`, 'bigint', (c) => c.notNull().references(`${target}.id`).onDelete('cascade'))
    .addPrimaryKeyConstraint(`${table}_pk`, ['department_id', `${what}_id`])
    .execute();
  await createIndex(db, `${table}_${what}`, table, `${what}_id`);
}
