import {
  type Lang,
  type LocalText,
  TASK_NOTIFY_KEYWORD,
  type TaskSubtype,
  translate,
} from '@reelfleet/contract';
import { sql } from 'kysely';
import type { Db } from '../db/index.ts';
import { dbKind } from '../db/kind.ts';
import type { TaskLogRow } from '../db/tables/tasks.ts';
import type { LogEntry } from './types.ts';

export interface PendingLog extends LogEntry {
  taskId: number;
  stepId: number | null;
}

export function line(level: LogEntry['level'], key: string, params: Record<string, unknown> = {}): LogEntry {
  return { level, key, params };
}

/**
 * Writes log lines in the caller's transaction, in order, in one statement
 * whose text does not depend on their number (prepared once): the lines go
 * as arrays (`unnest` on PostgreSQL) or as one JSON text (`json_each` on
 * SQLite) rather than as a parameter per value.
 */
export async function insertLogs(trx: Db, lines: readonly PendingLog[], at: string): Promise<void> {
  if (lines.length === 0) return;
  if (dbKind(trx) === 'postgres') {
    const col = <T>(f: (l: PendingLog) => T) => lines.map(f);
    await sql`insert into task_logs (task_id, step_id, level, msg_key, params, created_at)
      select t, s, l, k, p, ${at} from unnest(
        ${col((l) => l.taskId)}::bigint[], ${col((l) => l.stepId)}::bigint[], ${col((l) => l.level)}::text[],
        ${col((l) => l.key)}::text[], ${col((l) => JSON.stringify(l.params))}::text[]
      ) with ordinality as x(t, s, l, k, p, n) order by n`.execute(trx);
    return;
  }
  const rows = JSON.stringify(
    lines.map((l) => [l.taskId, l.stepId, l.level, l.key, JSON.stringify(l.params)]),
  );
  await sql`insert into task_logs (task_id, step_id, level, msg_key, params, created_at)
    select value ->> 0, value ->> 1, value ->> 2, value ->> 3, value ->> 4, ${at}
    from json_each(${rows}) order by key`.execute(trx);
}

/** A stored line in the reader's language. */
export function renderLog(row: Pick<TaskLogRow, 'msg_key' | 'params'>, lang: Lang): string {
  let params: Record<string, unknown> = {};
  try {
    params = JSON.parse(row.params) as Record<string, unknown>;
  } catch {
    // an unreadable params column shows the bare message
  }
  return translate(row.msg_key, lang, params);
}

/**
 * The notification text of a task's end. It begins with the kind's keyword
 * (contract TASK_NOTIFY_KEYWORD) so the console can infer the kind (spec 2
 * "Notification click"), and carries the logId, which is also its mark.
 */
export function taskEndMessage(
  t: { subtype: TaskSubtype; logId: string; name: string },
  ending: 'completed' | 'stopped',
  c: { success: number; failed: number; error: number },
): LocalText {
  const word = TASK_NOTIFY_KEYWORD[t.subtype];
  return {
    key: ending === 'completed' ? 'notice.taskCompleted' : 'notice.taskStopped',
    params: {
      word: `${word[0]!.toUpperCase()}${word.slice(1)}`,
      kind: `task.subtype.${t.subtype}`,
      logId: t.logId,
      name: t.name,
      ...c,
    },
  };
}
