import {
  type PriceName,
  Role,
  type StepOutcome,
  TASK_KINDS,
  type TaskPriceName,
  type TaskSubtype,
} from '@reelfleet/contract';
import { expect } from 'vitest';
import type { Started } from '../src/boot.ts';
import type { ActionRequest, PlatformDriver } from '../src/core/driver/platform.ts';
import type { Engine, EngineOptions } from '../src/engine/runtime.ts';
import type { EngineDriver } from '../src/engine/types.ts';
import { importedAccount } from '../src/modules/account/service.ts';
import { createSession } from '../src/modules/auth/session.ts';
import { ledgerTotals, recharge } from '../src/modules/finance/ledger.ts';
import { createUser } from '../src/modules/user/service.ts';
import { Catalogue } from '../src/sim/platform/catalogue.ts';
import { SimPlatform } from '../src/sim/platform/platform.ts';
import { type Client, client } from './fleet-fixtures.ts';
import type { TestServer } from './harness.ts';
import { deviceRow, insertAccountTag } from './rows.ts';

/** The simulator's catalogue behind the app's driver (the tests run on the embedded simulator). */
export function simCatalogue(server: Pick<Started, 'ctx'>): Catalogue {
  const catalogue = server.ctx.driver.catalogue;
  if (!(catalogue instanceof Catalogue)) throw new Error('the app does not run on the simulator');
  return catalogue;
}

/** Ids of the first `n` videos of the catalogue every action on which can succeed. */
/** Sets one price of the price table (a kind's test prices it apart from the others, so a wrong price shows). */
export async function setPrice(server: Pick<Started, 'ctx'>, name: PriceName, points: number) {
  await server.ctx.db.updateTable('prices').set({ points }).where('name', '=', name).execute();
}

export function usableVideos(server: Pick<Started, 'ctx'>, n: number): string[] {
  const catalogue = simCatalogue(server);
  const ids: string[] = [];
  for (let i = 0; ids.length < n && i < catalogue.videoCount; i++) {
    const v = catalogue.videoAt(i);
    if (!v.unavailable) ids.push(v.id);
  }
  return ids;
}

/** One such video. */
export function usableVideo(server: Pick<Started, 'ctx'>): string {
  const [id] = usableVideos(server, 1);
  if (!id) throw new Error('the catalogue has no usable video');
  return id;
}

/** Shared by the task engine tests: a workspace with points, devices in a group, tagged accounts. */

/** A task body's sleep range with no sleep between actions, so tests run at engine speed. */
export const quick = { sleepMin: 0, sleepMax: 0 };

export interface Workspace {
  ownerId: number;
  api: Client;
  /** The owner's bearer headers (multipart uploads; another language: `client(server, ws.headers, 'zh-CN')`). */
  headers: Record<string, string>;
  groupId: number;
  deviceIds: number[];
  tagId: number;
  accountIds: number[];
}

let serial = 1_000_000;

export async function workspace(
  server: TestServer,
  o: { name: string; points: number; devices: number; accounts: number; bound?: boolean },
): Promise<Workspace> {
  const db = server.ctx.db;
  const owner = await createUser(db, {
    username: o.name,
    password: 'owner-pass-1',
    roles: [Role.user],
    userType: 'owner',
  });
  if (o.points > 0) await recharge(db, { userId: owner.id, points: o.points, idemKey: `fixture:${o.name}` });
  const headers = { authorization: `Bearer ${await createSession(db, owner.id)}` };
  const api = client(server, headers);
  const at = new Date(server.ctx.clock.now() - 86_400_000).toISOString();
  const end = new Date(server.ctx.clock.now() + 30 * 86_400_000).toISOString();
  const group = await db
    .insertInto('device_groups')
    .values({
      workspace_id: owner.id,
      name: `${o.name}-group`,
      label_id: null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const deviceIds: number[] = [];
  for (let i = 0; i < o.devices; i++) {
    const name = `${o.name}-phone-${i + 1}`;
    const row = await db
      .insertInto('devices')
      .values(deviceRow(owner.id, { serial: serial++, name, groupId: group.id, at, end }))
      .returning('id')
      .executeTakeFirstOrThrow();
    deviceIds.push(row.id);
  }
  const tagId = await insertAccountTag(db, owner.id, `${o.name}-tag`, at);
  const accountIds: number[] = [];
  for (let i = 0; i < o.accounts; i++) {
    const row = await db
      .insertInto('accounts')
      .values({
        ...importedAccount(
          owner.id,
          `${o.name}_acct_${i + 1}`,
          server.ctx.secrets.seal(`pw-${i}`),
          tagId,
          at,
        ),
        status: o.bound ? 'online' : 'pending',
        device_id: o.bound && deviceIds.length ? deviceIds[i % deviceIds.length]! : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    accountIds.push(row.id);
  }
  return { ownerId: owner.id, api, headers, groupId: group.id, deviceIds, tagId, accountIds };
}

/** A workspace (`workspace`) whose accounts are logged in on its devices, one device per account in turn. */
export function boundWorkspace(
  server: TestServer,
  name: string,
  o: { points: number; devices: number; accounts: number },
): Promise<Workspace> {
  return workspace(server, { name, ...o, bound: true });
}

/** What a recording driver saw: the most sessions at once, per device and per task (logId). */
export interface Seen {
  maxPerDevice: number;
  maxPerTask: Map<string, number>;
  calls: number;
  /** idemKey -> number of times the platform was asked. */
  byKey: Map<string, number>;
}

type Script = (action: string, req: ActionRequest) => StepOutcome | null;

export interface Recorder {
  driver: EngineDriver;
  seen: Seen;
  /** Forces outcomes (null keeps the seeded one). */
  script: Script | null;
  /** Extra simulated milliseconds every action takes (to stop a task mid-run). */
  extraMs: number;
}

/**
 * The simulator's platform (its own instance, same seed and catalogue) with
 * every device online, recording concurrency: a session counts from the
 * moment an action starts until it answers.
 */
export function recordingDriver(server: TestServer): Recorder {
  const base = server.tasks.driver;
  const seen: Seen = { maxPerDevice: 0, maxPerTask: new Map(), calls: 0, byKey: new Map() };
  const device = new Map<number, number>();
  const task = new Map<string, number>();
  const rec: Recorder = { driver: undefined as unknown as EngineDriver, seen, script: null, extraMs: 0 };
  const inner = new SimPlatform({
    seed: server.ctx.config.SIM_SEED,
    clock: server.ctx.clock,
    catalogue: server.ctx.driver.catalogue,
    decide: (action, req) => rec.script?.(action, req) ?? null,
  });
  const wrap =
    <Q extends ActionRequest, A extends unknown[], R>(fn: (req: Q, ...rest: A) => Promise<R>) =>
    async (req: Q, ...rest: A): Promise<R> => {
      const logId = req.idemKey.split(':')[0]!;
      const d = req.deviceId ?? -1;
      device.set(d, (device.get(d) ?? 0) + 1);
      task.set(logId, (task.get(logId) ?? 0) + 1);
      seen.calls++;
      seen.byKey.set(req.idemKey, (seen.byKey.get(req.idemKey) ?? 0) + 1);
      seen.maxPerDevice = Math.max(seen.maxPerDevice, device.get(d)!);
      seen.maxPerTask.set(logId, Math.max(seen.maxPerTask.get(logId) ?? 0, task.get(logId)!));
      try {
        const signal = rest[rest.length - 1] as AbortSignal;
        if (rec.extraMs > 0) await server.ctx.clock.sleep(rec.extraMs, signal);
        return await fn(req, ...rest);
      } finally {
        device.set(d, device.get(d)! - 1);
        task.set(logId, task.get(logId)! - 1);
      }
    };
  const recorded: PlatformDriver = {
    login: wrap(inner.login.bind(inner)),
    play: wrap(inner.play.bind(inner)),
    collect: wrap(inner.collect.bind(inner)),
    share: wrap(inner.share.bind(inner)),
    like: wrap(inner.like.bind(inner)),
    follow: wrap(inner.follow.bind(inner)),
    comment: wrap(inner.comment.bind(inner)),
    publish: wrap(inner.publish.bind(inner)),
    generateTitle: inner.generateTitle.bind(inner),
    unfollow: wrap(inner.unfollow.bind(inner)),
    message: wrap(inner.message.bind(inner)),
    inbox: inner.inbox.bind(inner),
    inbound: inner.inbound.bind(inner),
    followingOf: inner.followingOf.bind(inner),
  };
  rec.driver = {
    platform: recorded,
    device: async () => ({ status: 'online', usable: true, untilMs: null }),
    signIn: base.signIn,
    password: base.password,
  };
  return rec;
}

/** Fast engine settings for tests: short polls and heartbeats. */
export const TEST_ENGINE: Partial<EngineOptions> = {
  idlePollMs: 20,
  heartbeatMs: 100,
  sweepEveryMs: 200,
  shutdownGraceMs: 200,
  backoff: { baseMs: 2_000, capMs: 20_000 },
};

export async function startEngine(
  server: TestServer,
  driver: EngineDriver,
  options: Partial<EngineOptions> = {},
): Promise<Engine> {
  return server.tasks.startEngine({ ...TEST_ENGINE, ...options }, driver);
}

/** Polls the task until it has ended (success or failed). */
export async function waitForEnd(api: Client, taskId: number, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await api.get(`/task/info/progress/${taskId}`);
    if (res.body.data?.status === 'success' || res.body.data?.status === 'failed') return res.body.data;
    if (Date.now() > until) throw new Error(`task ${taskId} did not end: ${JSON.stringify(res.body)}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export async function waitUntil(check: () => Promise<boolean>, timeoutMs = 20_000, what = 'condition') {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * The invariants of a finished task, read from the rows: every step final
 * exactly once, counters equal to the sum of step outcomes, nothing held, and
 * the payer's balance equal to the sum of their ledger entries.
 */
export async function auditTask(server: TestServer, taskId: number) {
  const db = server.ctx.db;
  const task = await db.selectFrom('tasks').selectAll().where('id', '=', taskId).executeTakeFirstOrThrow();
  const steps = await db.selectFrom('task_steps').select('state').where('task_id', '=', taskId).execute();
  const count = (s: string) => steps.filter((r) => r.state === s).length;
  const charges = await db
    .selectFrom('ledger_entries')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('quantity'), eb.lit(0)).as('n'),
      eb.fn.coalesce(eb.fn.sum<number>('held_delta'), eb.lit(0)).as('held'),
    ])
    .where('ref_type', '=', 'task')
    .where('ref_id', '=', taskId)
    .where('kind', '=', 'charge')
    .executeTakeFirstOrThrow();
  const chargedSteps = await db
    .selectFrom('task_steps')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('price'), eb.lit(0)).as('p'))
    .where('task_id', '=', taskId)
    .where('state', '=', 'done')
    .executeTakeFirstOrThrow();
  return {
    task,
    done: count('done'),
    failed: count('failed'),
    abnormal: count('abnormal'),
    cancelled: count('cancelled'),
    open: task.total - count('done') - count('failed') - count('abnormal') - count('cancelled'),
    /** Steps paid for, summed over the task's charge entries (quantity). */
    chargedSteps: Number(charges.n),
    chargedFromLedger: -Number(charges.held),
    priceOfDoneSteps: Number(chargedSteps.p),
    ledger: await ledgerTotals(db, task.payer_id),
  };
}

/**
 * Quotes a body of one kind and checks its plan (so many accounts and actions at
 * one price, nothing wrong), then creates it and checks the points held. The new task.
 */
export async function quoteAndCreate(
  ws: Workspace,
  plan: {
    subtype: TaskSubtype;
    name: string;
    body: object;
    accounts: number;
    actions: number;
    price: TaskPriceName;
    unit: number;
  },
): Promise<{ id: number; logId: string }> {
  const { subtype, name, body, accounts, actions, price, unit } = plan;
  const points = actions * unit;
  const quote = await ws.api.post('/task/info/quote', { subtype, body });
  expect(quote.body.data).toMatchObject({
    accounts,
    actions,
    points,
    lines: [{ price, quantity: actions, unit, points }],
    problems: [],
    ok: true,
  });
  const created = await ws.api.post(TASK_KINDS[subtype].path!, { name, ...body });
  expect(created.status).toBe(201);
  expect(created.body.data).toMatchObject({ number: actions, accounts, pointsHeld: points });
  return created.body.data;
}

export type TaskAudit = Awaited<ReturnType<typeof auditTask>>;

/** A like task of the workspace's tag on `values` (and `extra` fields), no sleep between actions: the answer to its creation. */
export function likeTask(
  ws: Pick<Workspace, 'api' | 'tagId'>,
  name: string,
  values: unknown[],
  extra: object = {},
) {
  return ws.api.post('/tiktok/api/online/comment/like', {
    name,
    accountLabelIds: [ws.tagId],
    values,
    ...extra,
    ...quick,
  });
}

/** A batch login task of the workspace's group and tag, named 'x' unless `body` says otherwise: the answer. */
export function batchLogin(ws: Pick<Workspace, 'api' | 'groupId' | 'tagId'>, body: object = {}) {
  return ws.api.post(TASK_KINDS.batch_login.path!, {
    name: 'x',
    groupId: ws.groupId,
    accountLabelIds: [ws.tagId],
    ...body,
  });
}

/** The workspace owner's points now: held and balance, read from the row. */
export function ownerPoints(server: TestServer, ws: Pick<Workspace, 'ownerId'>) {
  return server.ctx.db
    .selectFrom('users')
    .select(['held', 'balance'])
    .where('id', '=', ws.ownerId)
    .executeTakeFirstOrThrow();
}

/** Waits for the task to end, expects it ended in success, and answers its end (progress) and its audit. */
export async function endedInSuccess(server: TestServer, ws: Pick<Workspace, 'api'>, taskId: number) {
  const end = await waitForEnd(ws.api, taskId);
  expect(end.status).toBe('success');
  return { end, audit: await auditTask(server, taskId) };
}

/**
 * A task's points once it has ended: `actions` held at `unit` each from a balance of
 * `points`; the done actions charged, the rest released, nothing left on hold, and the
 * balance equal to the sum of the payer's ledger entries.
 */
export function expectSettled(audit: TaskAudit, o: { points: number; actions: number; unit: number }) {
  expect(audit.open).toBe(0);
  expect(audit.task.points_charged).toBe(audit.done * o.unit);
  expect(audit.task.points_released).toBe((o.actions - audit.done) * o.unit);
  expect(audit.ledger.held).toBe(0);
  expect(audit.ledger.balance).toBe(o.points - audit.done * o.unit);
  expect(audit.ledger.balance).toBe(audit.ledger.sumAmount);
}

/** Waits until `n` actions of a running task have succeeded (its progress says so). */
export async function waitForSuccesses(ws: Workspace, taskId: number, n: number, what = 'some progress') {
  await waitUntil(
    async () => (await ws.api.get(`/task/info/progress/${taskId}`)).body.data.message.success >= n,
    20_000,
    what,
  );
}

/** Waits until `n` actions of a running task have succeeded, then stops it: 200, and the task ended as failed. */
export async function stopAfter(ws: Workspace, taskId: number, n: number, what = 'some progress') {
  await waitForSuccesses(ws, taskId, n, what);
  const stopped = await ws.api.post(`/task/info/stop/${taskId}`);
  expect(stopped.status).toBe(200);
  expect(stopped.body.data.status).toBe('failed');
  return stopped;
}

/** A count of the catalogue's videos now; the answer tells how much the count grew since. */
export function videoCountGrowth(
  server: Pick<Started, 'ctx'>,
  ids: string[],
  count: 'playCount' | 'diggCount' | 'collectCount',
): () => number {
  const now = () => ids.map((id) => simCatalogue(server).video(id)![count]);
  const before = now();
  return () => now().reduce((n, c, i) => n + c - before[i]!, 0);
}

/**
 * An ended task as the user sees it: the only task of its kind in the list (name and
 * description), a failed action's line in its log, and its end notification.
 */
export async function expectReported(
  ws: Workspace,
  created: { logId: string },
  o: {
    subtype: TaskSubtype;
    name: string;
    description: object;
    failed: { account: string; action: string; target: string };
  },
) {
  const list = await ws.api.post('/task/info/queryList?pageNo=1&pageSize=10', {
    type: TASK_KINDS[o.subtype].type,
    subtype: o.subtype,
  });
  expect(list.body.data.list).toEqual([
    expect.objectContaining({
      name: o.name,
      subtype: o.subtype,
      description: expect.objectContaining(o.description),
    }),
  ]);
  const log = await ws.api.get(`/task/log/${created.logId}?pageNo=1&pageSize=200`);
  const { account, action, target } = o.failed;
  expect(log.body.data.list.map((l: { message: string }) => l.message)).toContainEqual(
    expect.stringMatching(new RegExp(`^\\[${account}\\] ${action} ${target}: failed, `)),
  );
  const inbox = await ws.api.post('/system/message/queryList?pageNo=1&pageSize=20', { flag: true });
  const note = inbox.body.data.list.find((n: { mark: string }) => n.mark === created.logId);
  const word = TASK_KINDS[o.subtype].notifyWords[0];
  expect(note.message).toMatch(
    new RegExp(`^${word[0]!.toUpperCase()}${word.slice(1)} task \\d+ completed: `),
  );
}

/**
 * One task of a kind run to its end as a user would: quoted and created (quoteAndCreate)
 * from a balance of `points`, then checked once ended: success, counters equal to the step
 * outcomes (`<subtype>Success`/`Failed` among them), the points settled, the platform's
 * `count` of the body's videos grown by the successful actions, and the task reported in
 * the list, its log and the inbox (expectReported). Answers the task, its end and its audit.
 */
export async function runKind(
  server: TestServer,
  ws: Workspace,
  plan: Parameters<typeof quoteAndCreate>[1] &
    Omit<Parameters<typeof expectReported>[2], 'subtype' | 'name'> & {
      points: number;
      count: 'playCount' | 'diggCount' | 'collectCount';
    },
) {
  const { subtype, name, actions, unit, points } = plan;
  const grown = videoCountGrowth(server, (plan.body as { values: string[] }).values, plan.count);
  const created = await quoteAndCreate(ws, plan);
  const { end, audit } = await endedInSuccess(server, ws, created.id);
  expect(end.message).toMatchObject({
    success: audit.done,
    failed: audit.failed,
    error: audit.abnormal,
    max: actions,
    [`${subtype}Success`]: audit.done,
    [`${subtype}Failed`]: audit.failed + audit.abnormal,
  });
  expectSettled(audit, { points, actions, unit });
  expect(grown()).toBe(audit.done);
  await expectReported(ws, created, { subtype, name, description: plan.description, failed: plan.failed });
  return { created, end, audit };
}

/** Proxies of the workspace written straight to the table (one port each from 8000). */
export async function addProxies(server: TestServer, ws: Workspace, hosts: string[]): Promise<number[]> {
  const at = new Date(server.ctx.clock.now()).toISOString();
  const ids: number[] = [];
  for (const [i, host] of hosts.entries()) {
    const row = await server.ctx.db
      .insertInto('proxies')
      .values({
        workspace_id: ws.ownerId,
        host,
        port: 8000 + i,
        credentials: server.ctx.secrets.seal('u:p'),
        label_id: null,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
}
