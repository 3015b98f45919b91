import { readFileSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type CrashApi, crashServer, FINAL_STEP_STATES, freePorts } from './crash-harness.ts';
import { expectEveryStepEndedOnce } from './exactly-once.ts';
import { TEST_DB } from './harness.ts';
import { type Nginx, SITE_CONF, startNginx } from './nginx.ts';
import { openStream } from './push-client.ts';
import { countRows } from './rows.ts';
import { boundWorkspace, usableVideos } from './tasks-fixtures.ts';

const TASKS = 4;
const POINTS = 100_000;
const PASSWORD = 'owner-pass-1';
/** The browser's address: loopback, but not the 127.0.0.1 nginx connects to the processes from. */
const CLIENT_ADDRESS = '127.0.0.2';

/** A JSON POST from `localAddress`, carrying a forged X-Forwarded-For. */
async function postFrom(url: string, localAddress: string, body: unknown) {
  const payload = JSON.stringify(body);
  return new Promise<{ status: number; body: unknown }>((resolveReply, reject) => {
    const req = httpsRequest(
      url,
      {
        method: 'POST',
        localAddress,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          'x-forwarded-for': '198.51.100.7',
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => resolveReply({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const DEPLOY_DOC = resolve(import.meta.dirname, '../../../docs/deploy.md');

describe('deploy: the documented nginx site', () => {
  it('is shown in docs/deploy.md exactly as the file the test runs', () => {
    const shown = /```nginx\n([\s\S]*?)```/.exec(readFileSync(DEPLOY_DOC, 'utf8'))?.[1];
    expect(shown).toBe(readFileSync(SITE_CONF, 'utf8'));
  });
});

/**
 * docs/deploy.md, run: Debian's nginx with the documented site (deploy/nginx/reelfleet.conf, TLS
 * in front) before two real server processes, each with its own data folder and the shared
 * SECRET_KEY, engines on, on one PostgreSQL schema. The owner logs in and starts tasks through
 * nginx; the process holding the most running steps is killed with SIGKILL; nginx sends the
 * requests that reach the dead one to the other, whose sweeper takes the dead one's steps back,
 * and the tasks finish with every step ended once and the ledger exact. The event stream goes
 * through nginx too and resumes on the survivor.
 */
describe.skipIf(TEST_DB !== 'postgres')(
  'deploy: nginx before two server processes (PostgreSQL only: several processes share one database there, never a SQLite file)',
  () => {
    const crash = crashServer('deploy');
    let nginx: Nginx | undefined;
    afterAll(() => nginx?.stop());

    it('logs in and runs tasks through nginx; one process killed, the other finishes them exactly', async () => {
      // Where the time goes, for a run that is slow on a loaded machine.
      const t0 = Date.now();
      const lap = (what: string) => console.log(`deploy test: ${what} at ${Date.now() - t0} ms`);
      const prep = await crash.prepare();
      const ws = await boundWorkspace(prep, 'deploy', { points: POINTS, devices: 20, accounts: 20 });
      const videos = usableVideos(prep, 2);
      await crash.endPrepare(prep);

      // Two hosts: a data folder each, one key (the database refuses a process with another).
      const secretKey = readFileSync(join(crash.dataDir, 'secret.key'), 'utf8').trim();
      const ports = await freePorts(2);
      // Started together, as after a deploy.
      const processes = await Promise.all(
        ports.map((port, i) =>
          crash.start({
            port,
            env: {
              DATA_DIR: join(crash.dataDir, `host-${i + 1}`),
              SECRET_KEY: secretKey,
              TRUST_PROXY: '1',
              HTTPS: 'on',
            },
          }),
        ),
      );
      lap('two processes answer');
      nginx = await startNginx(ports);
      lap('nginx proxies');
      const { base, plain } = nginx;

      // Plain HTTP is sent to HTTPS.
      const redirect = await fetch(`${plain}/api/health`, { redirect: 'manual' });
      expect(redirect.status).toBe(301);
      expect(redirect.headers.get('location')).toMatch(/^https:\/\//);

      // Logged in through nginx, as a person would (the captcha is off for tests), from another
      // loopback address than nginx's own and with a forged X-Forwarded-For: with TRUST_PROXY=1 the
      // session records the address nginx saw, neither nginx's nor the forged one.
      const login = await postFrom(`${base}/api/user/login`, CLIENT_ADDRESS, {
        username: 'deploy',
        password: PASSWORD,
      });
      expect(login.status).toBe(200);
      const token = (login.body as { data: { token: string } }).data.token;
      expect(token).toBeTruthy();
      const session = await crash
        .read()
        .db.selectFrom('sessions')
        .select('ip')
        .where('user_id', '=', ws.ownerId)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(session.ip).toBe(CLIENT_ADDRESS);
      const api: CrashApi = async (method, url, body) => {
        const res = await fetch(`${base}/api${url}`, {
          method,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return { status: res.status, body: (await res.json()) as { data: never } };
      };
      const auth = { authorization: `Bearer ${token}` };
      const stream = await openStream(base, auth);
      expect(stream.status).toBe(200);
      const hello = await stream.next((e) => e.event === 'hello', 'hello');

      const created: number[] = [];
      for (let t = 0; t < TASKS; t++) {
        const res = await api('POST', '/tiktok/api/online/comment/like', {
          name: `deploy ${t}`,
          accountLabelIds: [ws.tagId],
          values: videos,
          threadCount: 5,
          sleepMin: 50,
          sleepMax: 70,
        });
        expect(res.status).toBe(201);
        created.push(res.body.data.id);
      }
      // Both processes answered through nginx (round robin).
      const before = nginx.accessLog();
      for (const port of ports) expect(before.some((l) => l.endsWith(` 127.0.0.1:${port}`))).toBe(true);

      // Mid-run, the process holding the most running steps goes.
      lap('tasks created');
      await crash.midRun();
      const db = crash.read().db;
      const holders = await db
        .selectFrom('task_steps')
        .innerJoin('engine_processes', 'engine_processes.id', 'task_steps.lease_owner')
        .select(['engine_processes.id', 'engine_processes.pid', (eb) => eb.fn.countAll<number>().as('n')])
        .where('task_steps.state', '=', 'claimed')
        .groupBy(['engine_processes.id', 'engine_processes.pid'])
        .orderBy('n', 'desc')
        .execute();
      const victim = processes.find((p) => p.pid === holders[0]?.pid);
      if (!victim || !holders[0])
        throw new Error(`no server process holds a step: ${JSON.stringify(holders)}`);
      await crash.kill(victim);
      const killedAt = Date.now();
      const total = await countRows(db, 'task_steps');
      const endedAtKill = await countRows(db, 'task_steps', { column: 'state', in: FINAL_STEP_STATES });
      expect(endedAtKill).toBeGreaterThan(0);
      expect(endedAtKill).toBeLessThan(total);

      // The survivor finishes them, seen through nginx: every request answered, none a 502.
      const logLinesAtKill = nginx.accessLog().length;
      const until = Date.now() + 45_000;
      for (;;) {
        const statuses: string[] = [];
        for (const id of created) {
          const res = await api<{ status: string }>('GET', `/task/info/progress/${id}`);
          expect(res.status).toBe(200);
          statuses.push(res.body.data.status);
        }
        if (statuses.every((s) => s === 'success')) break;
        if (Date.now() > until) throw new Error(`tasks did not finish: ${statuses.join(', ')}`);
        await new Promise((r) => setTimeout(r, 250));
      }
      // The survivor's sweeper took the dead process's running steps back (a line each).
      const lost = await db
        .selectFrom('task_logs')
        .select((eb) => eb.fn.count<number>('step_id').distinct().as('n'))
        .where('msg_key', '=', 'log.step.lost')
        .executeTakeFirstOrThrow();
      expect(Number(lost.n)).toBeGreaterThan(0);
      lap(
        `killed after ${endedAtKill}/${total} steps; ${lost.n} steps taken back from the dead process; all done ${Date.now() - killedAt} ms later`,
      );
      // A request nginx sent to the dead process went on to the live one (passive failover).
      const dead = `127.0.0.1:${victim === processes[0] ? ports[0] : ports[1]}`;
      const after = nginx.accessLog().slice(logLinesAtKill);
      expect(after.some((l) => l.includes(`${dead}, `))).toBe(true);
      expect(after.every((l) => !/ 50\d /.test(l))).toBe(true);

      // The event stream, reopened through nginx from the first event, replays the tasks' ends.
      stream.close();
      const resumed = await openStream(base, { ...auth, 'last-event-id': hello.id! });
      expect((await resumed.next((e) => e.event === 'hello', 'hello')).data.resumed).toBe(true);
      await resumed.next((e) => e.event === 'task' && e.data.status === 'success', 'a task end');
      resumed.close();

      await expectEveryStepEndedOnce(crash.final().db, { ownerId: ws.ownerId, points: POINTS, total });
    }, 180_000);
  },
);
