import type { DashboardFirstRun } from '@reelfleet/contract';
import type { Db } from '../../db/index.ts';
import { scoped } from '../../http/scope.ts';
import type { AuthContext } from '../auth/session.ts';
import { visibleTasks } from '../tasks/service.ts';

/**
 * The getting-started checklist's ticks (docs/console-pages.md "Getting started"): whether the
 * caller's workspace (their department's part of it, for its staff) has devices, accounts,
 * tagged accounts and tasks, and the newest task that ended successfully. Each is a first row.
 */
export async function firstRunFigures(db: Db, auth: AuthContext): Promise<DashboardFirstRun> {
  const ws = auth.workspaceId;
  const devices = scoped(db.selectFrom('devices'), auth, 'device', 'group_id')
    .$if(ws !== null, (q) => q.where('workspace_id', '=', ws!))
    .select('id')
    .limit(1)
    .executeTakeFirst();
  const accounts = (tagged: boolean) =>
    scoped(db.selectFrom('accounts'), auth, 'account', 'label_id')
      .$if(ws !== null, (q) => q.where('workspace_id', '=', ws!))
      .$if(tagged, (q) => q.where('label_id', 'is not', null))
      .select('id')
      .limit(1)
      .executeTakeFirst();
  const task = visibleTasks(db, auth).select('id').limit(1).executeTakeFirst();
  const succeeded = visibleTasks(db, auth)
    .select('log_id')
    .where('status', '=', 'success')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const [d, a, tagged, t, s] = await Promise.all([devices, accounts(false), accounts(true), task, succeeded]);
  return {
    devices: d !== undefined,
    accounts: a !== undefined,
    taggedAccounts: tagged !== undefined,
    tasks: t !== undefined,
    succeededLogId: s?.log_id ?? null,
  };
}
