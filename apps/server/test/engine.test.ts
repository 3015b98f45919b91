import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../src/db/index.ts';
import { Engine } from '../src/engine/runtime.ts';
import { markTasksRunning } from '../src/engine/store/claim.ts';
import { finishSteps } from '../src/engine/store/finish.ts';
import { client } from './fleet-fixtures.ts';
import { PG_URL, TEST_DB } from './harness.ts';
import { holdLock, lockAtOnce, someoneWaitsForLock } from './pg-locks.ts';
import { insertAccountTag } from './rows.ts';
import { suiteEngine, suiteServer } from './suite.ts';
import {
  auditTask,
  batchLogin,
  boundWorkspace,
  likeTask,
  ownerPoints,
  quick,
  recordingDriver,
  startEngine,
  stopAfter,
  TEST_ENGINE,
  usableVideos,
  waitForEnd,
  waitForSuccesses,
  waitUntil,
  workspace,
} from './tasks-fixtures.ts';
import { claimDue, claimedSteps, succeedSteps } from './tasks-steps.ts';

const videos = usableVideos;

describe(`task engine (${TEST_DB})`, () => {
  const { server, rec } = suiteEngine();

  it('logs 50 accounts into 5 devices: never two sessions on a device, never more than the thread count', async () => {
    const ws = await workspace(server, { name: 'login50', points: 1000, devices: 5, accounts: 50 });
    const created = await batchLogin(ws, { name: 'fifty', threadCount: 4, ...quick });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Task Submitted Successfully');
    expect(created.body.data).toMatchObject({ number: 50, accounts: 50, pointsHeld: 50 });

    const end = await waitForEnd(ws.api, created.body.data.id);
    expect(end.status).toBe('success');
    expect(end.progress).toBe(100);

    const logId = created.body.data.logId as string;
    expect(rec.seen.maxPerDevice).toBe(1);
    expect(rec.seen.maxPerTask.get(logId)).toBeLessThanOrEqual(4);
    // The work really ran in parallel: with 5 devices and 4 threads, more than one at a time.
    expect(rec.seen.maxPerTask.get(logId)).toBeGreaterThan(1);

    const audit = await auditTask(server, created.body.data.id);
    expect(audit.open).toBe(0);
    expect(audit.done + audit.failed + audit.abnormal).toBe(50);
    expect(audit.task.success_count).toBe(audit.done);
    expect(audit.task.failed_count).toBe(audit.failed);
    expect(audit.task.abnormal_count).toBe(audit.abnormal);
    // One charge per successful login, from the hold; the rest released; the balance is the ledger's sum.
    expect(audit.chargedSteps).toBe(audit.done);
    expect(audit.chargedFromLedger).toBe(audit.priceOfDoneSteps);
    expect(audit.task.points_charged).toBe(audit.priceOfDoneSteps);
    expect(audit.task.points_released).toBe(50 - audit.priceOfDoneSteps);
    expect(audit.ledger.held).toBe(0);
    expect(audit.ledger.balance).toBe(1000 - audit.priceOfDoneSteps);
    expect(audit.ledger.balance).toBe(audit.ledger.sumAmount);
    expect(audit.ledger.held).toBe(audit.ledger.sumHeld);

    // Logged-in accounts are online and bound to a device of the group; the devices are free again.
    const db = server.ctx.db;
    const accounts = await db
      .selectFrom('accounts')
      .select(['status', 'device_id'])
      .where('workspace_id', '=', ws.ownerId)
      .execute();
    const online = accounts.filter((a) => a.status === 'online');
    expect(online.length).toBe(audit.done);
    for (const a of online) expect(ws.deviceIds).toContain(a.device_id);
    const busy = await db
      .selectFrom('devices')
      .select('id')
      .where('workspace_id', '=', ws.ownerId)
      .where('in_use', '=', 1)
      .execute();
    expect(busy).toEqual([]);
    const sems = await db
      .selectFrom('engine_semaphores')
      .select('used')
      .where((eb) =>
        eb.or([
          eb('kind', '=', 'device').and('ref_id', 'in', ws.deviceIds),
          eb('kind', '=', 'task').and('ref_id', '=', created.body.data.id),
        ]),
      )
      .execute();
    expect(sems.every((s) => s.used === 0)).toBe(true);
  });

  it('notifies the owner when the task ends, with the logId as mark and a message naming the kind', async () => {
    const ws = await workspace(server, { name: 'notify1', points: 100, devices: 2, accounts: 3 });
    const created = await batchLogin(ws, { name: 'tell me', ...quick });
    await waitForEnd(ws.api, created.body.data.id);
    const inbox = await ws.api.post('/system/message/queryList?pageNo=1&pageSize=20', { flag: true });
    const note = inbox.body.data.list.find((n: { mark: string }) => n.mark === created.body.data.logId);
    expect(note.type).toBe('task');
    expect(note.message).toMatch(
      /^Batch login task \d+ completed: \d+ succeeded, \d+ failed, \d+ abnormal \("tell me"\)$/,
    );
    // The same notice read in Chinese: written once, shown in the reader's language.
    const zh = await client(server, ws.headers, 'zh-CN').post(
      '/system/message/queryList?pageNo=1&pageSize=20',
      {
        flag: true,
      },
    );
    const zhNote = zh.body.data.list.find((n: { id: number }) => n.id === note.id);
    expect(zhNote.message).toMatch(/^批量登录任务 \d+ 已完成：成功 \d+，失败 \d+，异常 \d+（“tell me”）$/);
    // The console's lookup: queryList by numberId with page size 2 finds exactly this task.
    const lookup = await ws.api.post('/task/info/queryList?pageNo=1&pageSize=2', { numberId: note.mark });
    expect(lookup.body.data.total).toBe(1);
    expect(lookup.body.data.list[0].subtype).toBe('batch_login');
  });

  it('refuses a task the balance does not cover, before anything is queued', async () => {
    const ws = await workspace(server, { name: 'poor1', points: 10, devices: 2, accounts: 12 });
    const res = await batchLogin(ws, { name: 'too dear' });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Not enough points: 12 needed, 10 available');
    expect(
      await server.ctx.db.selectFrom('tasks').select('id').where('workspace_id', '=', ws.ownerId).execute(),
    ).toEqual([]);
    expect(await ownerPoints(server, ws)).toEqual({ held: 0, balance: 10 });
  });

  it('answers the spec messages when nothing can be logged in', async () => {
    const ws = await workspace(server, { name: 'empty1', points: 100, devices: 0, accounts: 2 });
    const noDevices = await batchLogin(ws);
    expect(noDevices.status).toBe(422);
    expect(noDevices.body.message).toBe('No free devices under the selected group');

    const otherTag = await insertAccountTag(server.ctx.db, ws.ownerId, 'nobody', '2026-01-01T00:00:00.000Z');
    const noAccounts = await batchLogin(ws, { accountLabelIds: [otherTag] });
    expect(noAccounts.status).toBe(422);
    expect(noAccounts.body.message).toBe('No login accounts under the selected tags');

    const nothingChosen = await batchLogin(ws, { accountLabelIds: undefined });
    expect(nothingChosen.status).toBe(400);
    expect(nothingChosen.body.data.errors[0]).toEqual({
      field: 'accountLabelIds',
      message: 'Select account tags or upload a TXT of accounts first',
    });
  });

  it('retries abnormal outcomes with growing backoff, and gives up after the last try', async () => {
    const ws = await boundWorkspace(server, 'retry1', { points: 100, devices: 2, accounts: 2 });
    const [flaky = '', broken = ''] = videos(server, 2);
    const logIdOf = { value: '~' };
    rec.script = (action, req) => {
      if (!req.idemKey.startsWith(logIdOf.value)) return null;
      if (req.account.endsWith('_1') && action === 'like') {
        return req.idemKey.endsWith(':0') && req.attempt < 3
          ? 'abnormal'
          : req.idemKey.endsWith(':1')
            ? 'abnormal'
            : 'success';
      }
      return 'success';
    };
    const created = await likeTask(ws, 'flaky', [flaky, broken]);
    logIdOf.value = created.body.data.logId;
    const end = await waitForEnd(ws.api, created.body.data.id);
    rec.script = null;
    expect(end.message).toMatchObject({ success: 3, failed: 0, error: 1, max: 4 });

    const logId = created.body.data.logId;
    // Account 1 (item 0): the first video succeeded on the 3rd try, the second was abnormal 3 times.
    const item0 = await server.ctx.db
      .selectFrom('task_steps')
      .innerJoin('task_items', 'task_items.id', 'task_steps.item_id')
      .select(['task_steps.idem_key', 'task_steps.state', 'task_steps.attempt', 'task_items.label'])
      .where('task_steps.task_id', '=', created.body.data.id)
      .where('task_items.label', 'like', '%_1')
      .orderBy('task_steps.seq')
      .execute();
    expect(item0.map((s) => [s.state, s.attempt])).toEqual([
      ['done', 3],
      ['abnormal', 3],
    ]);
    for (const s of item0) expect(rec.seen.byKey.get(s.idem_key)).toBe(3);

    const logs = await ws.api.get(`/task/info/log/${created.body.data.id}?level=DEBUG`);
    const retries = logs.body.data.list.filter((l: { message: string }) =>
      / try \d of 3 in \d+ s$/.test(l.message),
    );
    expect(retries.length).toBe(4);
    const waits = retries
      .filter((l: { message: string }) => l.message.includes(flaky))
      .map((l: { message: string }) => Number(/in (\d+) s$/.exec(l.message)?.[1]));
    expect(waits.length).toBe(2);
    expect(waits[1]).toBeGreaterThanOrEqual(waits[0]);
    const errors = await ws.api.get(`/task/info/log/${created.body.data.id}?level=ERROR`);
    const errorLines = errors.body.data.list.map((l: { message: string }) => l.message);
    expect(errorLines.length).toBe(1);
    expect(errorLines[0]).toMatch(
      new RegExp(`^\\[retry1_acct_1\\] like ${broken}: abnormal, (heartbeat check failed|network timeout)$`),
    );
    // Only successes are charged.
    const audit = await auditTask(server, created.body.data.id);
    expect(audit.chargedSteps).toBe(3);
    expect(audit.ledger.balance).toBe(97);
    expect(logId).toMatch(/^\d+$/);
  });

  it('interception ends an account at its first failure; rotation deals each target once', async () => {
    const ws = await boundWorkspace(server, 'modes1', { points: 200, devices: 3, accounts: 3 });
    const targets = videos(server, 6);
    const logIds = new Set<string>();
    rec.script = (_action, req) => {
      if (![...logIds].some((l) => req.idemKey.startsWith(l))) return null;
      return req.account.endsWith('_2') && req.idemKey.endsWith(':1') ? 'failure' : 'success';
    };
    const intercept = await likeTask(ws, 'intercept', targets, { mode: 'interception' });
    logIds.add(intercept.body.data.logId);
    const a = await waitForEnd(ws.api, intercept.body.data.id);
    // Two accounts do all 6; the second fails on its 2nd like and skips its last 4.
    expect(a.message).toMatchObject({ success: 13, failed: 1, cancelled: 4, max: 18 });
    const skipped = await ws.api.get(`/task/info/log/${intercept.body.data.id}`);
    expect(
      skipped.body.data.list.some(
        (l: { message: string }) =>
          l.message === '[modes1_acct_2] stopped after its first failure: 4 actions skipped',
      ),
    ).toBe(true);

    const rotation = await likeTask(ws, 'rotation', targets, { mode: 'rotation' });
    logIds.add(rotation.body.data.logId);
    const r = await waitForEnd(ws.api, rotation.body.data.id);
    rec.script = null;
    expect(r.message.max).toBe(6);
    const steps = await server.ctx.db
      .selectFrom('task_steps')
      .select(['target', 'account_id'])
      .where('task_id', '=', rotation.body.data.id)
      .execute();
    expect(steps.map((s) => s.target).sort()).toEqual([...targets].sort());
    expect(new Set(steps.map((s) => s.account_id)).size).toBe(3);
  });

  it('stops a task mid-run: nothing keeps running, waiting actions are cancelled, unused points come back', async () => {
    const ws = await boundWorkspace(server, 'stop1', { points: 500, devices: 4, accounts: 4 });
    rec.extraMs = 100_000;
    const created = await likeTask(ws, 'long', videos(server, 25), { threadCount: 4 });
    const id = created.body.data.id;
    const logId = created.body.data.logId;
    const stopped = await stopAfter(ws, id, 8);
    rec.extraMs = 0;
    expect(stopped.body.message).toBe('Task Stopped Successfully');

    const db = server.ctx.db;
    const running = await db
      .selectFrom('task_steps')
      .select('id')
      .where('task_id', '=', id)
      .where('state', 'in', ['claimed', 'ready', 'scheduled', 'blocked'])
      .execute();
    expect(running).toEqual([]);
    const callsAtStop = [...rec.seen.byKey.keys()].filter((k) => k.startsWith(logId)).length;
    await new Promise((r) => setTimeout(r, 300));
    expect([...rec.seen.byKey.keys()].filter((k) => k.startsWith(logId)).length).toBe(callsAtStop);

    const audit = await auditTask(server, id);
    expect(audit.open).toBe(0);
    expect(audit.cancelled).toBeGreaterThan(0);
    expect(audit.task.cancelled_count).toBe(audit.cancelled);
    expect(audit.task.success_count).toBe(audit.done);
    expect(audit.task.points_charged).toBe(audit.priceOfDoneSteps);
    expect(audit.task.points_charged + audit.task.points_released).toBe(audit.task.points_held);
    expect(audit.ledger.held).toBe(0);
    expect(audit.ledger.balance).toBe(500 - audit.priceOfDoneSteps);
    expect(audit.ledger.balance).toBe(audit.ledger.sumAmount);
    const again = await ws.api.post(`/task/info/stop/${id}`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This task has already ended');
  });

  it('pauses and resumes: nothing runs while paused, then the task completes', async () => {
    const ws = await boundWorkspace(server, 'pause1', { points: 500, devices: 2, accounts: 2 });
    rec.extraMs = 20_000;
    const created = await likeTask(ws, 'pausable', videos(server, 10));
    const id = created.body.data.id;
    const logId = created.body.data.logId;
    await waitForSuccesses(ws, id, 2, 'progress');
    const paused = await ws.api.post(`/task/info/pause/${id}`);
    expect(paused.body.data.status).toBe('paused');
    await waitUntil(
      async () => (await claimedSteps(server, id)).length === 0,
      5_000,
      'running steps to finish',
    );
    const calls = () => [...rec.seen.byKey.keys()].filter((k) => k.startsWith(logId)).length;
    const before = calls();
    await new Promise((r) => setTimeout(r, 300));
    expect(calls()).toBe(before);
    expect((await ws.api.get(`/task/info/progress/${id}`)).body.data.status).toBe('paused');
    rec.extraMs = 0;
    const resumed = await ws.api.post(`/task/info/resume/${id}`);
    expect(resumed.body.data.status).toBe('running');
    const end = await waitForEnd(ws.api, id);
    expect(end.status).toBe('success');
    expect(end.message.success + end.message.failed + end.message.error).toBe(20);
    // Steps that were due when the task was paused are due from the resume: a process with
    // nothing running joins another's task only for steps that have waited (claimSteps).
    const db = server.ctx.db;
    const resumedAt = await db
      .selectFrom('task_logs')
      .select('created_at')
      .where('task_id', '=', id)
      .where('msg_key', '=', 'log.task.resumed')
      .executeTakeFirstOrThrow();
    const ranAfter = await db
      .selectFrom('task_steps')
      .select((eb) => [eb.fn.min('run_at').as('due'), eb.fn.countAll<number>().as('n')])
      .where('task_id', '=', id)
      .where('finished_at', '>', resumedAt.created_at)
      .executeTakeFirstOrThrow();
    expect(Number(ranAfter.n)).toBeGreaterThan(0);
    expect(String(ranAfter.due) >= String(resumedAt.created_at)).toBe(true);
  });
});

describe(`task engine: crashed workers (${TEST_DB})`, () => {
  const server = suiteServer({ SIM_TIME_SCALE: '2000' });

  it('returns the steps of a dead process at start, and a late answer of the dead worker changes nothing', async () => {
    const ws = await boundWorkspace(server, 'crash1', { points: 100, devices: 3, accounts: 3 });
    const targets = videos(server, 2);
    const created = await likeTask(ws, 'orphan', targets);
    const db = server.ctx.db;
    const real = new Date(Date.now() - 60_000).toISOString();
    // A process that claimed work and died (its pid does not exist on this host).
    await db
      .insertInto('engine_processes')
      .values({
        id: 'dead-worker',
        pid: 2 ** 22 + 12345,
        hostname: (await import('node:os')).hostname(),
        started_at: real,
        heartbeat_at: real,
        sim_at: server.ctx.clock.iso(),
      })
      .execute();
    const stolen = await claimDue(server, 'dead-worker', 10);
    expect(stolen.length).toBe(3);

    const rec = recordingDriver(server);
    rec.script = () => 'success';
    const engine = await startEngine(server, rec.driver);
    const end = await waitForEnd(ws.api, created.body.data.id);
    expect(end.message).toMatchObject({ success: 6, failed: 0, error: 0 });
    for (const s of stolen) expect(rec.seen.byKey.get(s.idemKey)).toBe(1);
    const lost = await ws.api.get(`/task/info/log/${created.body.data.id}?level=DEBUG`);
    expect(
      lost.body.data.list.filter((l: { message: string }) =>
        l.message.includes('its worker stopped; back in the queue'),
      ).length,
    ).toBe(3);

    const before = await auditTask(server, created.body.data.id);
    // The dead worker's answers arrive late: their lease is gone, nothing is counted or charged.
    const late = await finishSteps(
      engine.finishDeps,
      stolen.map((step) => ({
        kind: 'outcome' as const,
        step,
        result: { outcome: 'success' as const, reason: 'platform.reason.ok' },
      })),
    );
    expect(late).toMatchObject({ applied: 0, stale: 3 });
    const after = await auditTask(server, created.body.data.id);
    expect(after.task).toEqual(before.task);
    expect(after.ledger).toEqual(before.ledger);
    expect(after.chargedSteps).toBe(6);
    expect(
      await db.selectFrom('engine_processes').select('id').where('id', '=', 'dead-worker').execute(),
    ).toEqual([]);
  });
});

describe(`task engine: a task stays with one process (${TEST_DB})`, () => {
  const server = suiteServer({ SIM_TIME_SCALE: '2000' });

  it('claims leave a task another process runs to it, an idle process joins it, and its owner goes with its last step', async () => {
    const db = server.ctx.db;
    const first = await boundWorkspace(server, 'own1', { points: 100, devices: 3, accounts: 3 });
    const second = await boundWorkspace(server, 'own2', { points: 100, devices: 3, accounts: 3 });
    // Three accounts each, two videos: an item's second step is due once its first is written.
    const a = await likeTask(first, 'a', videos(server, 2), { threadCount: 3 });
    const b = await likeTask(second, 'b', videos(server, 2), { threadCount: 3 });
    const ownerOf = async (taskId: number) =>
      (
        await db
          .selectFrom('engine_semaphores')
          .select('owner')
          .where('kind', '=', 'task')
          .where('ref_id', '=', taskId)
          .executeTakeFirstOrThrow()
      ).owner;
    const taskA = a.body.data.id as number;
    const taskB = b.body.data.id as number;

    const p1 = await claimDue(server, 'p1', 1);
    expect(p1.map((s) => s.taskId)).toEqual([taskA]);
    // Task a has two free threads, but p1 runs it: p2 takes task b only.
    const p2 = await claimDue(server, 'p2', 10);
    expect(p2.map((s) => s.taskId)).toEqual([taskB, taskB, taskB]);
    expect(await claimDue(server, 'p3', 10)).toEqual([]);
    // Steps that became due after the time given are left to their task's owner, which takes
    // them itself when it has room.
    const dueSince = await db
      .selectFrom('task_steps')
      .select((eb) => eb.fn.min('run_at').as('at'))
      .where('task_id', '=', taskA)
      .where('state', 'in', ['ready', 'scheduled'])
      .executeTakeFirstOrThrow();
    expect(await claimDue(server, 'p3', 10, Date.parse(String(dueSince.at)) - 1)).toEqual([]);
    // A process with nothing running joins a task another runs; the task keeps its owner.
    const p3 = await claimDue(server, 'p3', 10, server.ctx.clock.now());
    expect(p3.map((s) => s.taskId)).toEqual([taskA, taskA]);
    expect([await ownerOf(taskA), await ownerOf(taskB)]).toEqual(['p1', 'p2']);

    const done = (steps: typeof p1) => succeedSteps(server, steps);
    await done(p1);
    expect(await ownerOf(taskA)).toBe('p1');
    await done(p3);
    expect(await ownerOf(taskA)).toBeNull();
    // Nobody's again: the next claim takes it whoever made it.
    expect((await claimDue(server, 'p2', 10)).map((s) => s.taskId)).toEqual([taskA, taskA, taskA]);
    expect(await ownerOf(taskA)).toBe('p2');
  });
});

describe.runIf(TEST_DB === 'postgres')('task engine: two processes on PostgreSQL', () => {
  const server = suiteServer({ SIM_TIME_SCALE: '2000' });

  it("an outcome transaction takes its payers' rows in id order, not in its tasks' order", async () => {
    const db = server.ctx.db;
    const low = await boundWorkspace(server, 'order1', { points: 100, devices: 2, accounts: 2 });
    const high = await boundWorkspace(server, 'order2', { points: 100, devices: 2, accounts: 2 });
    expect(low.ownerId).toBeLessThan(high.ownerId);
    // The higher payer's task first: in task order its row would be taken first.
    await likeTask(high, 'h', videos(server, 1), { threadCount: 2 });
    await likeTask(low, 'l', videos(server, 1), { threadCount: 2 });
    const steps = await claimDue(server, 'order', 10, 'now');
    expect(steps).toHaveLength(4);
    // Another transaction holds the lower payer's row (another process's outcomes, a recharge).
    const letGo = await holdLock(db, sql`select id from users where id = ${low.ownerId} for update`);
    const finishing = succeedSteps(server, steps);
    await someoneWaitsForLock(db, 'the outcome transaction to wait for the lower payer');
    // It waits for the lower payer without holding the higher one: a transaction that takes the
    // higher one now is not kept waiting (in the tasks' order, the two would have deadlocked).
    const higher = await lockAtOnce(
      db,
      sql`select id from users where id = ${high.ownerId} for update nowait`,
    );
    await letGo();
    expect(higher).toBe('free');
    expect((await finishing).applied).toBe(4);
  });

  it('a claim sets its tasks running in id order, as outcome transactions lock them', async () => {
    const db = server.ctx.db;
    const ws = await boundWorkspace(server, 'start1', { points: 100, devices: 2, accounts: 2 });
    const low = (await likeTask(ws, 'low', videos(server, 1))).body.data.id as number;
    const high = (await likeTask(ws, 'high', videos(server, 1))).body.data.id as number;
    expect(low).toBeLessThan(high);
    // The lower task's row moves behind the higher one in the table, where a scan meets it second.
    await sql`update tasks set updated_at = updated_at where id = ${low}`.execute(db);
    // An outcome transaction of another process holds the lower task.
    const letGo = await holdLock(db, sql`select id from tasks where id = ${low} for no key update`);
    // A plan that reads the table in its order, as the planner may pick for a busy tasks table.
    const schema = (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]!.s;
    const engineDb = openDatabase({ dataDir: '/tmp', databaseUrl: PG_URL, pgSchema: schema, poolSize: 1 });
    await sql`set enable_indexscan = off; set enable_bitmapscan = off`.execute(engineDb.db);
    const marking = markTasksRunning(engineDb.db, 'postgres', [high, low], new Date().toISOString());
    await someoneWaitsForLock(db, 'the task start to wait for the lower task');
    // It waits for the lower task without holding the higher one, which that transaction may take next.
    const higher = await lockAtOnce(
      db,
      sql`select id from tasks where id = ${high} for no key update nowait`,
    );
    await letGo();
    expect(higher).toBe('free');
    expect((await marking).sort((a, b) => a - b)).toEqual([low, high]);
    await engineDb.close();
    // Nothing left for the next test's engines to run.
    for (const id of [low, high]) expect((await ws.api.post(`/task/info/stop/${id}`)).status).toBe(200);
  });

  it('a claim passes over a semaphore row another transaction holds, without waiting for it', async () => {
    const db = server.ctx.db;
    const ws = await boundWorkspace(server, 'semskip1', { points: 100, devices: 2, accounts: 2 });
    const taskId = (await likeTask(ws, 'skip', videos(server, 1), { threadCount: 2 })).body.data.id as number;
    const devices = (
      await db
        .selectFrom('task_steps')
        .select('device_id')
        .where('task_id', '=', taskId)
        .orderBy('id')
        .execute()
    ).map((r) => r.device_id!);
    expect(devices).toHaveLength(2);
    const claim = () => claimDue(server, 'semskip', 10);
    // An outcome transaction giving the first device's slot back holds its semaphore row.
    const letGo = await holdLock(
      db,
      sql`select ref_id from engine_semaphores where kind = 'device' and ref_id = ${devices[0]!} for update`,
    );
    const first = await claim();
    expect(first.map((s) => s.deviceId)).toEqual([devices[1]]);
    await letGo();
    const second = await claim();
    expect(second.map((s) => s.deviceId)).toEqual([devices[0]]);
    expect((await succeedSteps(server, [...first, ...second])).applied).toBe(2);
  });

  it('two engines on their own connection pools never claim the same step nor share a device', async () => {
    const ws = await boundWorkspace(server, 'twin1', { points: 2000, devices: 12, accounts: 12 });
    const rec = recordingDriver(server);
    rec.script = () => 'success';
    const first = await startEngine(server, rec.driver, { claimBatch: 4, concurrency: 8 });
    // Alone on the database, it may write outcomes in two transactions at once (finishWriters).
    expect(first.outcomeWriters).toBe(2);
    const schema = (
      await server.ctx.db
        .selectNoFrom((eb) => eb.fn<string>('current_schema').as('s'))
        .executeTakeFirstOrThrow()
    ).s;
    const other = openDatabase({ dataDir: '/tmp', databaseUrl: PG_URL, pgSchema: schema });
    const rt = server.tasks;
    const second = new Engine({
      db: other.db,
      kind: 'postgres',
      clock: server.ctx.clock,
      kinds: rt.kinds,
      driver: rec.driver,
      ports: rt.ports,
      options: { ...TEST_ENGINE, claimBatch: 4, concurrency: 8 },
    });
    await second.start();
    try {
      // Two processes share the database's two writers: one each, from the next heartbeat on.
      expect(second.outcomeWriters).toBe(1);
      await vi.waitFor(() => expect(first.outcomeWriters).toBe(1), { timeout: 5_000 });
      const created = await likeTask(ws, 'shared', videos(server, 8), { threadCount: 12 });
      second.wake();
      const end = await waitForEnd(ws.api, created.body.data.id, 60_000);
      expect(end.message).toMatchObject({ success: 96, max: 96 });
      const keys = [...rec.seen.byKey].filter(([k]) => k.startsWith(created.body.data.logId));
      expect(keys.length).toBe(96);
      expect(keys.every(([, n]) => n === 1)).toBe(true);
      expect(rec.seen.maxPerDevice).toBe(1);
      expect(rec.seen.maxPerTask.get(created.body.data.logId)).toBeLessThanOrEqual(12);
      // An engine counts a write once its COMMIT has answered; the task's end can be seen on another
      // connection a moment before that answer reaches the engine (seen once under two busy cores: 95).
      await vi.waitFor(() => expect(first.completed + second.completed).toBe(96), { timeout: 5_000 });
      expect(first.completed).toBeGreaterThan(0);
      expect(second.completed).toBeGreaterThan(0);
    } finally {
      await second.stop();
      await other.close();
    }
  });
});

describe(`task engine: timeouts, offline devices, shutdown (${TEST_DB})`, () => {
  const server = suiteServer({ SIM_TIME_SCALE: '2000' });

  it('aborts an action past its lease as abnormal and tries again; waits out an offline device without using a try', async () => {
    const ws = await boundWorkspace(server, 'hang1', { points: 100, devices: 2, accounts: 2 });
    const [target] = videos(server, 1);
    const rec = recordingDriver(server);
    rec.script = () => 'success';
    const hung = new Set<string>();
    const offlineOnce = new Set<number>();
    const driver = {
      ...rec.driver,
      platform: {
        ...rec.driver.platform,
        // The first try of account 1 never answers, whatever its signal says.
        like: (req: Parameters<typeof rec.driver.platform.like>[0], id: string, signal: AbortSignal) => {
          if (req.account.endsWith('_1') && !hung.has(req.idemKey)) {
            hung.add(req.idemKey);
            return new Promise<never>(() => {});
          }
          return rec.driver.platform.like(req, id, signal);
        },
      },
      // Account 2's device is offline the first time it is asked about.
      device: async (deviceId: number) => {
        if (deviceId === ws.deviceIds[1] && !offlineOnce.has(deviceId)) {
          offlineOnce.add(deviceId);
          return { status: 'offline', usable: false, untilMs: server.ctx.clock.now() + 120_000 };
        }
        return rec.driver.device(deviceId);
      },
    };
    await startEngine(server, driver, { leaseMs: 1_000, minRealLeaseMs: 100 });
    const created = await likeTask(ws, 'hang', [target]);
    const end = await waitForEnd(ws.api, created.body.data.id);
    expect(end.message).toMatchObject({ success: 2, failed: 0, error: 0 });
    const steps = await server.ctx.db
      .selectFrom('task_steps')
      .select(['label', 'attempt', 'state'])
      .where('task_id', '=', created.body.data.id)
      .orderBy('label')
      .execute();
    // The hung try counted; the offline wait did not.
    expect(steps).toEqual([
      { label: 'hang1_acct_1', attempt: 2, state: 'done' },
      { label: 'hang1_acct_2', attempt: 1, state: 'done' },
    ]);
    const debug = (await ws.api.get(`/task/info/log/${created.body.data.id}?level=DEBUG`)).body.data.list.map(
      (l: { message: string }) => l.message,
    );
    expect(debug).toContainEqual(
      expect.stringMatching(
        /^\[hang1_acct_1\] like \d{19}: abnormal, the action took too long; try 2 of 3 in \d+ s$/,
      ),
    );
    expect(debug).toContainEqual(
      expect.stringMatching(/^\[hang1_acct_2\] like \d{19}: the device is Offline; waiting \d+ s$/),
    );
    await server.tasks.stopEngine();
  });

  it('a stop made through another process reaches the running steps at the next heartbeat', async () => {
    const ws = await boundWorkspace(server, 'far1', { points: 100, devices: 2, accounts: 2 });
    const rec = recordingDriver(server);
    rec.extraMs = 100_000_000;
    // An engine that is not this app's (as in a separate ENGINE=on process): the API cannot abort it directly.
    const rt = server.tasks;
    const elsewhere = new Engine({
      db: server.ctx.db,
      kind: server.ctx.dbKind,
      clock: server.ctx.clock,
      kinds: rt.kinds,
      driver: rec.driver,
      ports: rt.ports,
      options: TEST_ENGINE,
    });
    await elsewhere.start();
    try {
      const created = await likeTask(ws, 'far', videos(server, 3));
      elsewhere.wake();
      const claimed = () => claimedSteps(server, created.body.data.id);
      await waitUntil(async () => (await claimed()).length === 2, 10_000, 'two running steps');
      expect(rt.engine).toBeNull();
      const stopped = await ws.api.post(`/task/info/stop/${created.body.data.id}`);
      expect(stopped.status).toBe(200);
      await waitUntil(async () => (await claimed()).length === 0, 5_000, 'the other engine to abort');
      const audit = await auditTask(server, created.body.data.id);
      expect(audit.open).toBe(0);
      expect(audit.cancelled).toBe(6);
      expect(audit.task.points_charged).toBe(0);
      expect(audit.ledger.held).toBe(0);
      expect(audit.ledger.balance).toBe(100);
    } finally {
      await elsewhere.stop();
    }
  });

  it('gives running steps back on shutdown without using a try, and a new engine finishes them', async () => {
    const ws = await boundWorkspace(server, 'down1', { points: 100, devices: 3, accounts: 3 });
    const rec = recordingDriver(server);
    rec.script = () => 'success';
    rec.extraMs = 100_000_000;
    await startEngine(server, rec.driver, { shutdownGraceMs: 50 });
    const created = await likeTask(ws, 'down', videos(server, 2));
    const db = server.ctx.db;
    const claimed = () => claimedSteps(server, created.body.data.id);
    await waitUntil(async () => (await claimed()).length === 3, 10_000, 'three running steps');
    await server.tasks.stopEngine();
    const back = await db
      .selectFrom('task_steps')
      .select(['state', 'attempt'])
      .where('task_id', '=', created.body.data.id)
      .where('seq', '=', 0)
      .execute();
    expect(back).toEqual([
      { state: 'ready', attempt: 0 },
      { state: 'ready', attempt: 0 },
      { state: 'ready', attempt: 0 },
    ]);
    expect(await db.selectFrom('engine_processes').select('id').execute()).toEqual([]);
    rec.extraMs = 0;
    await startEngine(server, rec.driver);
    const end = await waitForEnd(ws.api, created.body.data.id);
    expect(end.message).toMatchObject({ success: 6, error: 0 });
    const returned = (
      await ws.api.get(`/task/info/log/${created.body.data.id}?level=DEBUG`)
    ).body.data.list.filter((l: { message: string }) =>
      l.message.endsWith('the engine shut down; back in the queue'),
    );
    expect(returned.length).toBe(3);
  });
});
