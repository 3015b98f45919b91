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

  await db.schema
    .createTable('department_groups')
    .addColumn('department_id', 'bigint', (c) => c.notNull().references('departments.id').onDelete('cascade'))
    .addColumn('group_id', 'bigint', (c) => c.notNull().references('device_groups.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('department_groups_pk', ['department_id', 'group_id'])
    .execute();
  await createIndex(db, 'department_groups_group', 'department_groups', 'group_id');

  await db.schema
    .createTable('department_tags')
    .addColumn('department_id', 'bigint', (c) => c.notNull().references('departments.id').onDelete('cascade'))
    .addColumn('tag_id', 'bigint', (c) => c.notNull().references('tags.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('department_tags_pk', ['department_id', 'tag_id'])
    .execute();
  await createIndex(db, 'department_tags_tag', 'department_tags', 'tag_id');

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
