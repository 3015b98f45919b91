import type { LogLevel } from '@reelfleet/contract';
import type { TextFile } from '../../api/download';
import { tasksApi } from '../../api/tasks';

/** Saves a downloaded file under its name (the browser's download, no new window). */
export function saveFile({ name, blob }: TextFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Downloads a task's log (level ERROR: its failed objects); a refusal ('No data to export') the request layer showed. */
export async function exportTaskLog(logId: string, level?: LogLevel): Promise<void> {
  try {
    saveFile(await tasksApi.exportLog(logId, level));
  } catch {
    // The request layer showed why.
  }
}
