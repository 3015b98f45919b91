import type { Db } from '../db/index.ts';
import { ScaledClock } from './clock.ts';

/**
 * The simulated clock of this process, anchored in the database (table
 * sim_clock) so that every process on one database reads the same simulated
 * time. The first start writes the anchor (simulated = real, now). A start
 * with another SIM_TIME_SCALE re-anchors where the simulated time stands, so
 * the timeline never jumps; processes still running at the old speed drift
 * from it until they restart.
 */
export async function anchoredClock(db: Db, scale: number): Promise<ScaledClock> {
  const at = Date.now();
  await db
    .insertInto('sim_clock')
    .values({ id: 1, real_ms: at, sim_ms: at, scale })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const row = await db.selectFrom('sim_clock').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
  const stored = new ScaledClock(row.scale, { realMs: row.real_ms, simMs: row.sim_ms });
  if (row.scale === scale) return stored;
  const anchor = { realMs: Date.now(), simMs: stored.now() };
  await db
    .updateTable('sim_clock')
    .set({ real_ms: anchor.realMs, sim_ms: Math.round(anchor.simMs), scale })
    .where('id', '=', 1)
    .execute();
  return new ScaledClock(scale, anchor);
}
