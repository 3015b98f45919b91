import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';

/**
 * The fans trend's history (fans_daily): each workspace's total followers
 * (account_fan_totals, kept by triggers) recorded per UTC day, the last
 * record of the day winning. Nothing older exists: the platform gives one
 * account's history, not a workspace's, and summing every account's would
 * read every account. Records are written by the hourly recorder the
 * dashboard starts with the server and whenever the charts are read.
 */

/** How often the running server records every workspace's total. */
export const FANS_RECORD_EVERY_MS = 3_600_000;

/** Records today's total of one workspace, or of every workspace (null). */
export async function recordFans(db: Db, day: string, workspaceId: number | null): Promise<void> {
  const only = workspaceId === null ? sql`` : sql`and workspace_id = ${workspaceId}`;
  // `where true`: SQLite needs a WHERE before ON CONFLICT in an INSERT ... SELECT.
  await sql`insert into fans_daily (workspace_id, day, fans)
    select workspace_id, ${day}, fans from account_fan_totals where true ${only}
    on conflict (workspace_id, day) do update set fans = excluded.fans`.execute(db);
}

/** Totals per day from `start` (YYYY-MM-DD) for a workspace (null: every workspace summed), and the first recorded day. */
export async function fansHistory(db: Db, workspaceId: number | null, start: string) {
  const [rows, first] = await Promise.all([
    db
      .selectFrom('fans_daily')
      .select((eb) => ['day', eb.fn.sum<number>('fans').as('fans')])
      .$if(workspaceId !== null, (q) => q.where('workspace_id', '=', workspaceId!))
      .where('day', '>=', start)
      .groupBy('day')
      .execute(),
    db
      .selectFrom('fans_daily')
      .select((eb) => eb.fn.min<string>('day').as('day'))
      .$if(workspaceId !== null, (q) => q.where('workspace_id', '=', workspaceId!))
      .executeTakeFirst(),
  ]);
  return { byDay: new Map(rows.map((r) => [r.day, Number(r.fans)])), since: first?.day ?? null };
}

/** Records every workspace now and every FANS_RECORD_EVERY_MS; stop() ends it. Failures are logged, not thrown. */
export function startFansRecorder(db: Db, onError: (error: unknown) => void) {
  const record = () => recordFans(db, new Date().toISOString().slice(0, 10), null).catch(onError);
  void record();
  const timer = setInterval(record, FANS_RECORD_EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
