import type { DeviceFarm } from '../../core/driver/farm.ts';
import { deviceStatusAt } from '../../core/driver/status.ts';
import type { Db } from '../../db/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import { outsideWriteScope } from '../../db/write-scope.ts';

/**
 * Brings the stored status of every device whose status may have changed
 * (status_until passed) up to `atMs`, for one workspace (null: all) or some
 * ids. Statuses are stored so that lists filter and count them in SQL; they
 * are refreshed lazily before each read, so no timer is needed.
 */
export async function refreshDeviceStatuses(
  db: Db,
  farm: DeviceFarm,
  atMs: number,
  scope: { workspaceId: number | null; ids?: readonly number[] },
): Promise<void> {
  const at = new Date(atMs).toISOString();
  const stale = await db
    .selectFrom('devices')
    .select(['id', 'serial', 'activated_at', 'end_at', 'status'])
    .where('status_until', '<=', at)
    .$if(scope.workspaceId !== null, (q) => q.where('workspace_id', '=', scope.workspaceId!))
    .$if(scope.ids !== undefined, (q) => q.where('id', 'in', [...scope.ids!, 0]))
    // One lock order for every refresher, so two concurrent ones never deadlock.
    .orderBy('id')
    .execute();
  if (stale.length === 0) return;
  const write = async (trx: Db) => {
    for (const row of stale) {
      const next = deviceStatusAt(farm, row, atMs);
      await trx
        .updateTable('devices')
        .set({ status: next.status, status_until: next.until })
        .where('id', '=', row.id)
        // A renewal committed meanwhile has set its own status: leave it.
        .where('end_at', '=', row.end_at)
        .execute();
    }
  };
  // Housekeeping before a read: not the change of the request that runs it (audit trail).
  await outsideWriteScope(() => inTransaction(db, write));
}
