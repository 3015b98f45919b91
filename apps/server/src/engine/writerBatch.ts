import type { Completion } from './store/completion.ts';

/**
 * The completions an outcome writer takes next (docs/engine.md "Running and writing outcomes"):
 * those of tasks no other writer is writing (`writing`), whole tasks in arrival order, at most
 * `finishBatch`, and no more than their share of what is free when `lanes` writers (this one
 * included) could write at once, so that steps which ended together go to parallel transactions
 * on disjoint tasks. An outcome transaction locks its tasks' rows: two writers on one task would
 * only queue. The tasks taken are added to `writing`; the caller removes them once written.
 */
export function takeWriterBatch(
  pending: readonly Completion[],
  writing: Set<number>,
  lanes: number,
  finishBatch: number,
): { batch: Completion[]; rest: Completion[] } {
  const byTask = new Map<number, Completion[]>();
  let free = 0;
  for (const c of pending) {
    if (writing.has(c.step.taskId)) continue;
    const list = byTask.get(c.step.taskId);
    if (list) list.push(c);
    else byTask.set(c.step.taskId, [c]);
    free++;
  }
  const share = Math.min(finishBatch, Math.ceil(free / Math.max(1, lanes)));
  const batch: Completion[] = [];
  for (const [taskId, list] of byTask) {
    if (batch.length >= share) break;
    batch.push(...list.slice(0, finishBatch - batch.length));
    writing.add(taskId);
  }
  if (batch.length === 0) return { batch, rest: [...pending] };
  const taken = new Set(batch);
  return { batch, rest: pending.filter((c) => !taken.has(c)) };
}
