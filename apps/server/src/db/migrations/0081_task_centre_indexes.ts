import { createIndex, type MigrationDb } from '../kind.ts';

/**
 * The task center (docs/console-tasks.md) lists a workspace's tasks of every kind, newest first,
 * by status or by creator: each reads its page and its capped count through one of these,
 * as the kinds' lists do through (workspace_id, subtype, id). None of their columns changes
 * with a task's counters, so a counter update writes no entry in them.
 */
export async function up(db: MigrationDb): Promise<void> {
  await createIndex(db, 'tasks_workspace', 'tasks', ['workspace_id', 'id']);
  await createIndex(db, 'tasks_workspace_status', 'tasks', ['workspace_id', 'status', 'id']);
  await createIndex(db, 'tasks_workspace_user', 'tasks', ['workspace_id', 'user_id', 'id']);
}
