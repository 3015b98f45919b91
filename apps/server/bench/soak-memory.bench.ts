// Resident memory of a server after a soak (issue 41): the real server (a child process, SQLite,
// demo data, engine on) answers about 100 requests a second of the console's reads for SOAK_S
// seconds (60 by default, 900 with SOAK_LONG=1), then its RSS is read from /proc against a budget of
// 300 MB, its heap by space from its own /metrics, and a heap snapshot (--heapsnapshot-signal) is
// summed by what holds the bytes. The server runs with the node flags of `npm run serve` (the root
// package.json's script), so the figure is the one a deployment gets. docs/capacity.md "Memory"
// reads these figures.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { reportRow } from '../../../scripts/bench-table.ts';

const SECONDS = Number(process.env.SOAK_S ?? (process.env.SOAK_LONG === '1' ? 900 : 60));
const PER_SECOND = 100;
const BUDGET_MB = 300;
const TOKEN = 'soak-metrics-token';
const ADMIN_PASSWORD = 'bench-admin-123';

const main = resolve(import.meta.dirname, '../src/main.ts');
/** The flags `npm run serve` gives node (`--max-semi-space-size`, ...). */
const serveFlags = (
  JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts
  .serve!.split(/\s+/)
  .filter((arg) => arg.startsWith('--'));
const dataDir = mkdtempSync(join(tmpdir(), 'reelfleet-bench-soak-'));
const snapDir = mkdtempSync(join(tmpdir(), 'reelfleet-bench-soak-heap-'));
const port = 17_000 + Math.floor(Math.random() * 1000);
const base = `http://127.0.0.1:${port}`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const child = spawn(
  process.execPath,
  [...serveFlags, '--heapsnapshot-signal=SIGUSR2', `--diagnostic-dir=${snapDir}`, main],
  {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD,
      CAPTCHA: 'off',
      LOG_LEVEL: 'silent',
      METRICS_TOKEN: TOKEN,
    },
    stdio: 'ignore',
  },
);

/** VmRSS and the kernel's split of it (anonymous, file-backed) from /proc, in bytes. */
function residentOf(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) =>
    Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb('VmRSS'), anon: kb('RssAnon'), file: kb('RssFile') };
}

/** The process's own gauges from /metrics (prom-client's default metrics), by name and labels. */
async function metrics(): Promise<Map<string, number>> {
  const text = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } }).then((r) =>
    r.text(),
  );
  const out = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const at = line.lastIndexOf(' ');
    out.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return out;
}

/** A heap snapshot's bytes by node type, and the constructors (object names) holding the most. */
function summarise(file: string) {
  const snap = JSON.parse(readFileSync(file, 'utf8')) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
    nodes: number[];
    strings: string[];
  };
  const fields = snap.snapshot.meta.node_fields;
  const types = snap.snapshot.meta.node_types[0];
  const width = fields.length;
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((f) => fields.indexOf(f)) as [
    number,
    number,
    number,
  ];
  const byType = new Map<string, number>();
  const byName = new Map<string, number>();
  let total = 0;
  for (let i = 0; i < snap.nodes.length; i += width) {
    const type = types[snap.nodes[i + typeAt]!]!;
    const size = snap.nodes[i + sizeAt]!;
    total += size;
    byType.set(type, (byType.get(type) ?? 0) + size);
    if (type === 'object' || type === 'closure' || type === 'array') {
      const name = `${type}:${snap.strings[snap.nodes[i + nameAt]!]}`;
      byName.set(name, (byName.get(name) ?? 0) + size);
    }
  }
  const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n);
  return { total, byType: top(byType, 12), byName: top(byName, 12) };
}

try {
  const started = performance.now();
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 120_000) throw new Error('server did not start in 120 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  const login = (await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  }).then((r) => r.json())) as { data: { token: string } };
  const auth = { authorization: `Bearer ${login.data.token}` };
  const json = { ...auth, 'content-type': 'application/json' };
  // What an open console asks most: its lists and the unread count.
  const calls: Array<() => Promise<Response>> = [
    () => fetch(`${base}/api/system/message/count`, { headers: auth }),
    () =>
      fetch(`${base}/api/task/info/queryList?pageNo=1&pageSize=20`, {
        method: 'POST',
        headers: json,
        body: '{}',
      }),
    () =>
      fetch(`${base}/api/account/info/queryList?pageNo=1&pageSize=20`, {
        method: 'POST',
        headers: json,
        body: '{}',
      }),
    () =>
      fetch(`${base}/api/device/info/queryList?pageNo=1&pageSize=20`, {
        method: 'POST',
        headers: json,
        body: '{}',
      }),
  ];
  const atStart = residentOf(child.pid!);
  let sent = 0;
  let errors = 0;
  /** What the errors were: an HTTP status, or the fetch's own failure. */
  const errorKinds = new Map<string, number>();
  const failed = (kind: string) => {
    errors++;
    errorKinds.set(kind, (errorKinds.get(kind) ?? 0) + 1);
  };
  const samples: number[] = [];
  const t0 = performance.now();
  const inFlight = new Set<Promise<void>>();
  while (performance.now() - t0 < SECONDS * 1000) {
    // Paced: request k leaves at k / PER_SECOND seconds (a slow answer does not slow the pace).
    const due = t0 + (sent * 1000) / PER_SECOND;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const call = calls[sent % calls.length]!;
    sent++;
    const p = call()
      .then(async (r) => {
        await r.arrayBuffer();
        if (!r.ok) failed(String(r.status));
      })
      .catch((e: Error) => failed(String((e.cause as Error | undefined)?.message ?? e.message)))
      .finally(() => inFlight.delete(p));
    inFlight.add(p);
    if (sent % (PER_SECOND * 10) === 0) samples.push(residentOf(child.pid!).rss);
  }
  await Promise.all(inFlight);
  const seconds = (performance.now() - t0) / 1000;
  const after = residentOf(child.pid!);
  const m = await metrics();
  const spaces = [...m]
    .filter(([k]) => k.startsWith('nodejs_heap_space_size_used_bytes{'))
    .map(([k, v]) => `${/space="([^"]+)"/.exec(k)?.[1]} ${mb(v)}`);
  const heapUsed = m.get('nodejs_heap_size_used_bytes') ?? 0;
  const heapTotal = m.get('nodejs_heap_size_total_bytes') ?? 0;
  const external = m.get('nodejs_external_memory_bytes') ?? 0;

  child.kill('SIGUSR2');
  let file = '';
  for (const until = Date.now() + 120_000; !file && Date.now() < until; ) {
    await new Promise((r) => setTimeout(r, 500));
    const done = readdirSync(snapDir).find((f) => f.endsWith('.heapsnapshot'));
    // Written in full when the file's JSON closes.
    if (done && readFileSync(join(snapDir, done), 'utf8').trimEnd().endsWith('}')) file = join(snapDir, done);
  }
  console.log(
    `soak: ${sent} requests in ${seconds.toFixed(0)} s (${(sent / seconds).toFixed(0)}/s), ${errors} errors${errors ? ` (${[...errorKinds].map(([k, n]) => `${k}: ${n}`).join(', ')})` : ''}; ` +
      `RSS ${mb(atStart.rss)} after start, every 10 s: ${samples.map(mb).join(', ')}`,
  );
  console.log(
    `after the soak: RSS ${mb(after.rss)} (anonymous ${mb(after.anon)}, file-backed ${mb(after.file)}: code of node, libvips, SQLite)`,
  );
  console.log(
    `  V8 heap used ${mb(heapUsed)} of ${mb(heapTotal)} reserved; by space: ` +
      spaces.join(', ') +
      `; external (Buffers, native) ${mb(external)}`,
  );
  if (file) {
    const s = summarise(file);
    console.log(`  heap snapshot (${mb(s.total)} of live objects) by node type:`);
    for (const [type, bytes] of s.byType) console.log(`    ${type.padEnd(20)} ${mb(bytes)}`);
    console.log('  largest by constructor:');
    for (const [name, bytes] of s.byName) console.log(`    ${name.slice(0, 60).padEnd(60)} ${mb(bytes)}`);
  } else console.log('  heap snapshot: not written within 120 s');
  reportRow({
    measure: `server RSS after a ${SECONDS} s soak at ${PER_SECOND} requests/s asked (SQLite, demo data, engine on; ${serveFlags.join(' ')})`,
    now: `${mb(after.rss)} (heap used ${mb(heapUsed)}, external ${mb(external)}; ${(sent / seconds).toFixed(0)} requests/s answered, ${errors} errors)`,
    budget: `<= ${BUDGET_MB} MB`,
    met: after.rss <= BUDGET_MB * 1024 * 1024 && errors === 0,
  });
} finally {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(snapDir, { recursive: true, force: true });
}
