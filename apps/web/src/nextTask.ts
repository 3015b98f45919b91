/**
 * Ends this task; scheduler.yield() resumes before the tasks queued meanwhile (a timeout after them).
 * Also injected, as its source, at the top of the `core` chunk (build/yieldBefore.ts): keep it
 * self-contained (no imports, no outer names).
 */
export function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
