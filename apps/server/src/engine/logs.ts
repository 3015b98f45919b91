import { type Lang, TASK_NOTIFY_KEYWORD, type TaskSubtype, translate } from '@reelfleet/contract';
import type { Db } from '../db/index.ts';
import type { TaskLogRow } from '../db/tables/tasks.ts';
import { chunks } from './store/tx.ts';
import type { LogEntry } from './types.ts';

export interface PendingLog extends LogEntry {
  taskId: number;
  stepId: number | null;
}

export function line(level: LogEntry['level'], key: string, params: Record<string, unknown> = {}): LogEntry {
  return { level, key, params };
}

/** Writes log lines in the caller's transaction, in order. */
export async function insertLogs(trx: Db, lines: readonly PendingLog[], at: string): Promise<void> {
  for (const part of chunks(lines, 200)) {
    await trx
      .insertInto('task_logs')
      .values(
        part.map((l) => ({
          task_id: l.taskId,
          step_id: l.stepId,
          level: l.level,
          msg_key: l.key,
          params: JSON.stringify(l.params),
          created_at: at,
        })),
      )
      .execute();
  }
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
): string {
  const word = TASK_NOTIFY_KEYWORD[t.subtype];
  const head = `${word[0]!.toUpperCase()}${word.slice(1)} task ${t.logId} ${ending}`;
  return `${head}: ${c.success} succeeded, ${c.failed} failed, ${c.error} abnormal ("${t.name}")`;
}
