import { spawnSync } from 'node:child_process';

/** Shared by the memory benches: heap figures of what stays alive, not of garbage. */

/** Re-runs the bench `file` with a callable GC (--expose-gc) and exits with it, unless this process has one. */
export function rerunWithGc(file: string): void {
  if (typeof globalThis.gc === 'function') return;
  const run = spawnSync(process.execPath, ['--expose-gc', '--disable-warning=ExperimentalWarning', file], {
    stdio: 'inherit',
    env: process.env,
  });
  process.exit(run.status ?? 1);
}

export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The process's memory after three full collections. */
export function settle(): NodeJS.MemoryUsage {
  const gc = globalThis.gc as () => void;
  for (let i = 0; i < 3; i++) gc();
  return process.memoryUsage();
}
