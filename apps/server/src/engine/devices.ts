import type { Db } from '../db/index.ts';

/**
 * devices.in_use (spec 3 "use: in use or idle") is 1 while an unfinished
 * task (queue, running, paused) works on the device. It is set when a task is
 * created and cleared when the last such task ends, in those transactions.
 */
export async function markDevicesInUse(trx: Db, deviceIds: readonly number[], at: string): Promise<void> {
  if (deviceIds.length === 0) return;
  await trx
    .updateTable('devices')
    .set({ in_use: 1, updated_at: at })
    .where(
      'id',
      'in',
      [...deviceIds].sort((a, b) => a - b),
    )
    .where('in_use', '=', 0)
    .execute();
}

/** After a task ended: its devices no other unfinished task uses become idle. */
export async function releaseDevicesOf(trx: Db, taskId: number, at: string): Promise<void> {
  await trx
    .updateTable('devices')
    .set({ in_use: 0, updated_at: at })
    .where('in_use', '=', 1)
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('task_items')
        .select('device_id')
        .where('task_id', '=', taskId)
        .where('device_id', 'is not', null),
    )
    .where(({ not, exists, selectFrom, ref }) =>
      not(
        exists(
          selectFrom('task_items as i')
            .innerJoin('tasks as t', 't.id', 'i.task_id')
            .select('i.id')
            .whereRef('i.device_id', '=', ref('devices.id'))
            .where('t.id', '!=', taskId)
            .where('t.status', 'in', ['queue', 'running', 'paused'])
            .where('t.deleted_at', 'is', null),
        ),
      ),
    )
    .execute();
}
