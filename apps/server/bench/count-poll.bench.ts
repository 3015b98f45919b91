// The console's notification poll, GET /api/system/message/count, on the real server (a child process,
// SQLite file, production logging) against a bare Fastify answering the same JSON, loaded by the same
// client in the same run (alternating rounds); then the real server's CPU while it answers 400 polls/s
// (2,000 tabs polling every 5 s). The polling user's inbox holds INBOX notifications, half of them read.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { reportRow } from '../../../scripts/bench-table.ts';
import { cpuSeconds } from './bench-server.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
const ADMIN_PASSWORD = 'bench-admin-pass1';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
/** Alternating rounds of the real server and its peer, SECONDS each side in all. */
const ROUNDS = 3;
const INBOX = 2_000;
/** What the real server answers once the inbox is filled; the bare Fastify answers it too. */
const BODY = { code: 200, message: 'success', data: { unread: INBOX / 2, read: INBOX / 2 } };

if (process.argv[2] === 'bare') {
  const bare = Fastify();
  bare.get('/api/system/message/count', async () => BODY);
  await bare.listen({ host: '127.0.0.1', port: Number(process.argv[3]) });
} else {
  await main();
}

function child(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--disable-warning=ExperimentalWarning', ...args], {
    env: { ...process.env, ...env },
    stdio: 'ignore',
  });
}

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 150; i++) {
    if (
      await fetch(url).then(
        (r) => r.status < 500,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no answer from ${url}`);
}

async function load(url: string, token: string | null, extra: Partial<autocannon.Options> = {}) {
  const result = await autocannon({
    url,
    connections: 20,
    duration: SECONDS,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...extra,
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result;
}

async function fillInbox(base: string, token: string, userId: number): Promise<void> {
  const post = async (path: string, body?: unknown) => {
    // Without a body, no JSON content type (Fastify refuses an empty JSON body).
    const answer = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
  };
  for (let i = 0; i < INBOX; i++) {
    if (i === INBOX / 2) await post('/readAll');
    await post('/send', { userId, type: 'system', message: `Bench notice ${i}` });
  }
}

async function main(): Promise<void> {
  const appPort = 19_000 + Math.floor(Math.random() * 500);
  const barePort = appPort + 500;
  const app = child([join(ROOT, 'apps/server/src/main.ts')], {
    PORT: String(appPort),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'reelfleet-poll-')),
    ADMIN_PASSWORD,
    CAPTCHA: 'off',
    SEED_DEMO: '0',
    ENGINE: 'off',
  });
  const bare = child([import.meta.filename, 'bare', String(barePort)], {});
  try {
    await waitFor(`http://127.0.0.1:${appPort}/api/health`);
    await waitFor(`http://127.0.0.1:${barePort}/api/system/message/count`);
    const login = (await fetch(`http://127.0.0.1:${appPort}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
    }).then((r) => r.json())) as { data: { token: string; user: { id: number } } };
    const token = login.data.token;
    await fillInbox(`http://127.0.0.1:${appPort}/api/system/message`, token, login.data.user.id);
    const appUrl = `http://127.0.0.1:${appPort}/api/system/message/count`;
    const answer = await fetch(appUrl, { headers: { authorization: `Bearer ${token}` } }).then((r) =>
      r.text(),
    );
    if (answer !== JSON.stringify(BODY))
      throw new Error(`the poll answers ${answer}, not ${JSON.stringify(BODY)}`);

    const bareUrl = `http://127.0.0.1:${barePort}/api/system/message/count`;
    await load(appUrl, token, { duration: 2 }); // warm-up
    await load(bareUrl, null, { duration: 1 });
    // The two alternate in short rounds, so a change in the machine's load (other work on a shared
    // box) falls on both alike instead of on whichever ran second.
    const slice = Math.max(1, Math.round(SECONDS / ROUNDS));
    let real = 0;
    let peer = 0;
    // CPU seconds each server spent in its rounds: per request, a figure the machine's other load moves less.
    let realCpu = 0;
    let peerCpu = 0;
    let p99 = 0;
    const rounds: string[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      const appBefore = cpuSeconds(app.pid!);
      const a = await load(appUrl, token, { duration: slice });
      realCpu += cpuSeconds(app.pid!) - appBefore;
      const bareBefore = cpuSeconds(bare.pid!);
      const b = await load(bareUrl, null, { duration: slice });
      peerCpu += cpuSeconds(bare.pid!) - bareBefore;
      real += a.requests.total;
      peer += b.requests.total;
      p99 = Math.max(p99, a.latency.p99);
      rounds.push((a.requests.total / b.requests.total).toFixed(2));
    }
    const ratio = real / peer;
    const perSecond = (n: number) => (n / (slice * ROUNDS)).toFixed(0);
    const micros = (cpu: number, n: number) => ((cpu * 1e6) / n).toFixed(1);
    console.log(
      `count poll: ${perSecond(real)} req/s (p99 ${p99} ms) vs bare Fastify ${perSecond(peer)} req/s: ` +
        `ratio ${ratio.toFixed(2)} (rounds ${rounds.join(', ')}; budget >= 0.5)`,
    );
    console.log(
      `CPU per request: count poll ${micros(realCpu, real)} µs, bare Fastify ${micros(peerCpu, peer)} µs ` +
        `(bare ÷ poll ${(peerCpu / peer / (realCpu / real)).toFixed(2)})`,
    );
    reportRow({
      measure: 'authenticated GET /system/message/count throughput ÷ bare Fastify (same client, same run)',
      now: `${ratio.toFixed(2)} (${perSecond(real)} vs ${perSecond(peer)} req/s; rounds ${rounds.join(', ')})`,
      budget: '>= 0.5',
      met: ratio >= 0.5,
    });

    const before = cpuSeconds(app.pid!);
    const paced = await load(appUrl, token, { overallRate: 400, connections: 40 });
    const cpu = ((cpuSeconds(app.pid!) - before) / SECONDS) * 100;
    console.log(
      `at ${paced.requests.average.toFixed(0)} polls/s the server used ${cpu.toFixed(1)} % of one core (budget <= 5 %)`,
    );
    reportRow({
      measure: `server CPU at ${paced.requests.average.toFixed(0)} count polls/s`,
      now: `${cpu.toFixed(1)} % of one core`,
      budget: '<= 5 % at 400 polls/s',
      met: cpu <= 5,
    });
  } finally {
    app.kill();
    bare.kill();
  }
}
