// Live updates (docs/push.md): what an idle console costs the server before and after the event
// stream, how long a step's end takes to reach a stream, and how many idle streams one process
// holds. BENCH_ONLY=push npm run bench; STREAMS (5,000) and IDLE_SECONDS (30) to change it.
import { fork } from 'node:child_process';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  LOG_POLL_MS,
  NOTIFICATION_POLL_MS,
  PUSH_FALLBACK_POLL_MS,
  PUSH_HEARTBEAT_MS,
} from '@reelfleet/contract';
import { reportRow } from '../../../scripts/bench-table.ts';
import { startTestServer } from '../test/harness.ts';
import {
  boundWorkspace,
  likeTask,
  recordingDriver,
  startEngine,
  usableVideos,
  waitForEnd,
} from '../test/tasks-fixtures.ts';

const STREAMS = Number(process.env.STREAMS ?? 5_000);
const IDLE_SECONDS = Number(process.env.IDLE_SECONDS ?? 30);

if (process.argv[2] === 'clients') await clients(process.argv[3]!, process.argv[4]!, Number(process.argv[5]));
else await main();

/** The child: opens `n` streams to `url` and holds them, reporting how many are open. */
async function clients(url: string, token: string, n: number): Promise<void> {
  let open = 0;
  for (let i = 0; i < n; i++) {
    await new Promise<void>((resolve) => {
      const req = request(url, { headers: { authorization: `Bearer ${token}` }, agent: false }, (res) => {
        res.resume();
        open++;
        resolve();
      });
      req.on('error', () => resolve());
      req.end();
    });
  }
  process.send!({ open });
  await new Promise(() => undefined);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function main(): Promise<void> {
  // 1. Requests an idle console makes per hour, from the console's own intervals.
  const before = 3_600_000 / NOTIFICATION_POLL_MS;
  reportRow({
    measure:
      'requests per idle console per hour, polling (unread count every 5 s; lists with a passing row add theirs)',
    now: `${before}`,
    budget: '-',
  });
  reportRow({
    measure:
      'requests per idle console per hour, event stream open (one long request; heartbeats are bytes on it)',
    now: `1 (+${3_600_000 / PUSH_HEARTBEAT_MS} heartbeat comments; a list with a passing row polls every ${PUSH_FALLBACK_POLL_MS / 1000} s instead of ${LOG_POLL_MS / 1000} s)`,
    budget: '-',
  });

  const server = await startTestServer({ SIM_TIME_SCALE: '2000' });
  try {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}/api/events`;

    // 2. A step's end to the event: the publisher is told right after the outcome's commit.
    const ws = await boundWorkspace(server, 'bench_push', { points: 100_000, devices: 4, accounts: 4 });
    const told = new Map<number, number[]>();
    const publisher = server.ctx.push!;
    const tasksChanged = publisher.tasksChanged.bind(publisher);
    publisher.tasksChanged = (change) => {
      const at = performance.now();
      for (const id of [...(change.moved ?? []), ...(change.ended ?? [])]) {
        const list = told.get(id) ?? [];
        list.push(at);
        told.set(id, list);
      }
      tasksChanged(change);
    };
    const delays: number[] = [];
    const token = ws.headers.authorization!.slice('Bearer '.length);
    await new Promise<void>((resolve) => {
      const req = request(url, { headers: { authorization: `Bearer ${token}` } }, (res) => {
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (!block.includes('event: task')) continue;
            const data = JSON.parse(block.slice(block.indexOf('data: ') + 6)) as { id: number };
            const pending = told.get(data.id) ?? [];
            // Every step end since the last event of the task is delivered by this one.
            const now = performance.now();
            for (const at of pending) delays.push(now - at);
            told.set(data.id, []);
          }
        });
        resolve();
      });
      req.end();
    });
    await startEngine(server, recordingDriver(server).driver);
    const videos = usableVideos(server, 40);
    for (let round = 0; round < 5; round++) {
      const task = (await likeTask(ws, `bench ${round}`, videos, { sleepMin: 0, sleepMax: 1 })).body.data;
      await waitForEnd(ws.api, task.id, 120_000);
    }
    await new Promise((r) => setTimeout(r, 500));
    delays.sort((a, b) => a - b);
    reportRow({
      measure: `a step's end to its task event at a stream (${delays.length} step ends, SQLite, progress coalesced per 250 ms)`,
      now: `p50 ${percentile(delays, 50).toFixed(0)} ms, p99 ${percentile(delays, 99).toFixed(0)} ms`,
      budget: '-',
    });
    await server.tasks.stopEngine();

    // 3. Idle streams one process holds: the clients in a child process, this process's CPU meanwhile.
    const rssBefore = process.memoryUsage().rss;
    const child = fork(import.meta.filename, ['clients', url, token, String(STREAMS)], {
      execArgv: ['--disable-warning=ExperimentalWarning'],
      stdio: 'ignore',
    });
    const opened = await new Promise<number>((resolve) =>
      child.once('message', (m) => resolve((m as { open: number }).open)),
    );
    // The last opens' reads and the garbage of opening settle first.
    await new Promise((r) => setTimeout(r, 5_000));
    const cpu = process.cpuUsage();
    const t = performance.now();
    await new Promise((r) => setTimeout(r, IDLE_SECONDS * 1000));
    const used = process.cpuUsage(cpu);
    const share = (used.user + used.system) / 1000 / (performance.now() - t);
    reportRow({
      measure: `idle streams held by one process (${IDLE_SECONDS} s, a heartbeat and an unread sweep in it): CPU`,
      now: `${opened} streams, ${(share * 100).toFixed(1)} % of a core, RSS ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MB (${((process.memoryUsage().rss - rssBefore) / 2 ** 20).toFixed(0)} MB more than before they opened)`,
      budget: `${STREAMS} streams < 10 % of a core`,
      met: opened >= STREAMS && share < 0.1,
    });
    child.kill();
  } finally {
    await server.close();
  }
  process.exit(0);
}
