// What the machine itself allows, measured beside the engine's PostgreSQL rows (issue 10): how busy
// its cores were during a timed window, and how a CPU-bound workload with nothing shared (no
// database, no lock) scales with 1, 2 and 4 processes here. When 2 engine processes already keep
// the cores busy, 4 can only rise if 4 processes get more work out of those cores than 2 do, and
// the control says whether this machine does.
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';

/** The machine's CPU time so far, in clock ticks: busy (user, nice, system, irq, softirq, steal) and all. */
function ticks(): { busy: number; all: number } {
  const [user, nice, system, idle, iowait, irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]!
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number) as number[];
  const busy = user! + nice! + system! + irq! + softirq! + (steal ?? 0);
  return { busy, all: busy + idle! + iowait! };
}

/** Starts watching the cores; the returned function gives the share of them busy since (0-1). */
export function coresBusy(): () => number {
  const from = ticks();
  return () => {
    const to = ticks();
    return (to.busy - from.busy) / Math.max(1, to.all - from.all);
  };
}

/** Fixed work that allocates and reads objects as a server does (maps, short strings, JSON). */
function work(units: number): number {
  let sum = 0;
  for (let u = 0; u < units; u++) {
    const rows = new Map<number, { id: number; text: string }>();
    for (let i = 0; i < 2_000; i++) rows.set(i, { id: i, text: `step-${i}-${u}` });
    for (const row of rows.values()) sum += JSON.stringify(row).length;
  }
  return sum;
}

const UNITS = 1_200;

/**
 * Units of work a second done by `n` processes at once, each doing UNITS (forked: this file,
 * 'spin'); the clock runs from when all have started until the last is done.
 */
async function rate(n: number): Promise<number> {
  const children = Array.from({ length: n }, () => fork(import.meta.filename, ['spin'], { execArgv: [] }));
  const said = (what: string) =>
    Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve, reject) => {
            child.on('message', (m) => m === what && resolve());
            child.once('exit', (code) => reject(new Error(`spin exited (${code}) before '${what}'`)));
          }),
      ),
    );
  await said('ready');
  const started = performance.now();
  const done = said('done');
  for (const child of children) child.send('go');
  await done;
  const seconds = (performance.now() - started) / 1000;
  for (const child of children) child.kill();
  return (n * UNITS) / seconds;
}

/** The median of three runs of `n` processes. */
async function medianRate(n: number): Promise<number> {
  const runs = [await rate(n), await rate(n), await rate(n)].sort((a, b) => a - b);
  return runs[1]!;
}

/** The control: CPU-bound work with 1, 2 and 4 processes, each rate relative to 1 process's. */
export async function cpuScaling(): Promise<string> {
  const [one, two, four] = [await medianRate(1), await medianRate(2), await medianRate(4)];
  const share = (r: number) => `${(r / one!).toFixed(2)}x`;
  return `${cpus().length} cores; CPU-bound work with nothing shared (medians of 3), 1 / 2 / 4 processes: 1.00x / ${share(two!)} / ${share(four!)} of 1 process's rate`;
}

if (process.argv[2] === 'spin') {
  work(UNITS / 10); // compiled before the clock starts
  process.once('message', () => {
    work(UNITS);
    process.send!('done');
  });
  process.send!('ready');
}
