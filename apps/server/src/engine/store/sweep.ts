import type { Db } from '../../db/index.ts';
import { isClaimed, loadClaimed } from './claim.ts';
import { type FinishDeps, finishSteps } from './finish.ts';
import { chunks } from './tx.ts';

export interface SweepOptions {
  self: string;
  hostname: string;
  /** Real milliseconds since the epoch, and how long a silent process stays alive. */
  realNow: number;
  deadAfterMs: number;
  /** When this process's engine started (real ms), and its heartbeat period. */
  startedAt: number;
  heartbeatMs: number;
}

/** True when a process of this host with this pid exists. */
export function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Solid Queue's supervisor prune, for our leases: a process is dead when its
 * heartbeat is older than `deadAfterMs`, or when it ran on this host and its
 * pid is gone (a SIGKILLed server restarting is seen at once). Steps claimed
 * by dead or unknown processes come back (a live process times its own
 * actions out and is never robbed of a step it may still be running):
 * to the queue while tries remain, as abnormal after the last one, and as
 * cancelled when their task has been stopped. Runs at start and periodically.
 */
export async function findDeadProcesses(db: Db, o: SweepOptions) {
  const processes = await db.selectFrom('engine_processes').selectAll().execute();
  const dead = processes.filter((p) => {
    if (p.id === o.self) return false;
    const beat = Date.parse(p.heartbeat_at);
    if (beat < o.realNow - o.deadAfterMs) return true;
    if (p.hostname !== o.hostname) return false;
    // Our own pid: an earlier life of this process (a restarted container) if it went silent
    // before we started; otherwise a sibling engine in this process (tests run two).
    if (p.pid === process.pid) return beat < o.startedAt - 2 * o.heartbeatMs;
    return !pidAlive(p.pid);
  });
  const deadIds = new Set(dead.map((p) => p.id));
  const alive = processes.filter((p) => !deadIds.has(p.id)).map((p) => p.id);
  if (!alive.includes(o.self)) alive.push(o.self);
  return { dead, alive };
}

export async function sweep(
  deps: FinishDeps,
  o: SweepOptions,
): Promise<{ dead: string[]; returned: number }> {
  const { dead, alive } = await findDeadProcesses(deps.db, o);
  const deadIds = new Set(dead.map((p) => p.id));
  const orphans = await deps.db
    .selectFrom('task_steps')
    .select('id')
    .where(isClaimed)
    .where((eb) => eb.or([eb('lease_owner', 'is', null), eb('lease_owner', 'not in', alive)]))
    .execute();
  const returned = await returnLost(
    deps,
    orphans.map((r) => r.id),
  );
  if (dead.length) {
    await deps.db
      .deleteFrom('engine_processes')
      .where('id', 'in', [...deadIds])
      .execute();
  }
  return { dead: [...deadIds], returned };
}

/** Gives claimed steps back as lost (their lease holder will never write them). */
export async function returnLost(deps: FinishDeps, stepIds: readonly number[]): Promise<number> {
  let returned = 0;
  for (const part of chunks(stepIds, 200)) {
    const steps = await loadClaimed(deps.db, part);
    const report = await finishSteps(
      deps,
      steps.map((step) => ({ kind: 'lost' as const, step })),
    );
    returned += report.applied;
  }
  return returned;
}
