import { FOLLOW_DAILY_CAP } from '@reelfleet/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { fieldsOf } from './auth-helpers.ts';
import { TEST_DB } from './harness.ts';
import { fanRow } from './rows.ts';
import { suiteEngine } from './suite.ts';
import {
  auditTask,
  boundWorkspace,
  endedInSuccess,
  expectSettled,
  quick,
  quoteAndCreate,
  setPrice,
  simCatalogue,
  stopAfter,
  usableVideos,
  type Workspace,
  waitForEnd,
} from './tasks-fixtures.ts';
import { expectReordered, outcomesTwice, plannedTargets, targetsByItem, taskSteps } from './tasks-steps.ts';

const FOLLOW = '/tiktok/api/online/user/follow';
const MESSAGE = '/tiktok/api/online/send/message';
const COMMENT = '/tiktok/api/online/comment/publish';
/** Prices apart from each other and from the other kinds, so a wrong price shows. */
const FOLLOW_PRICE = 3;
const MESSAGE_PRICE = 5;
const COMMENT_PRICE = 7;

describe(`acquisition tasks: comments, message, follow (${TEST_DB})`, () => {
  const { server, rec } = suiteEngine();
  let users: string[];
  let videos: string[];
  beforeAll(async () => {
    const c = simCatalogue(server);
    // Public users (a private one refuses messages from strangers).
    users = [];
    for (let j = 100; users.length < 12; j++) if (!c.userAt(j).secret) users.push(c.userAt(j).id);
    videos = usableVideos(server, 60).slice(50);
    await setPrice(server, 'actionFollow', FOLLOW_PRICE);
    await setPrice(server, 'actionMessage', MESSAGE_PRICE);
    await setPrice(server, 'actionComment', COMMENT_PRICE);
  });

  const stepsOf = (taskId: number) => taskSteps(server, taskId);
  /** A body of one tag's accounts named 'x' posted at `path`: the answer. */
  const tryTask = (ws: Workspace, path: string, body: object) =>
    ws.api.post(path, { name: 'x', accountLabelIds: [ws.tagId], ...body });

  it('follows then unfollows: counters equal outcomes, charges equal successes × price, the platform counts them', async () => {
    const ws = await boundWorkspace(server, 'fol1', { points: 500, devices: 2, accounts: 2 });
    let fails = 0;
    rec.script = (action, req) =>
      action === 'follow' && req.account === 'fol1_acct_2' && fails++ < 1 ? 'failure' : null;
    const followers = (id: string) => simCatalogue(server).user(id)!.followerCount;
    const before = users.slice(0, 3).map(followers);
    const body = {
      accountLabelIds: [ws.tagId],
      values: users.slice(0, 3),
      unFollowCount: 1,
      ...quick,
    };
    const created = await quoteAndCreate(ws, {
      subtype: 'follow',
      name: 'grow',
      body,
      accounts: 2,
      actions: 8,
      price: 'actionFollow',
      unit: FOLLOW_PRICE,
    });
    const { end, audit } = await endedInSuccess(server, ws, created.id);
    rec.script = null;
    expect(audit.open).toBe(0);
    expect(audit.failed).toBeGreaterThanOrEqual(1);
    expect(end.message).toMatchObject({
      success: audit.done,
      failed: audit.failed,
      error: audit.abnormal,
      max: 8,
    });
    expect(audit.task.points_charged).toBe(audit.done * FOLLOW_PRICE);
    expect(audit.task.points_charged + audit.task.points_released).toBe(8 * FOLLOW_PRICE);
    expect(audit.ledger.held).toBe(0);
    expect(audit.ledger.balance).toBe(500 - audit.done * FOLLOW_PRICE);
    const steps = await stepsOf(created.id);
    const follows = steps.filter((s) => s.action === 'follow' && s.state === 'done').length;
    const unfollowed = steps.filter((s) => s.action === 'unfollow' && s.state === 'done').length;
    expect(follows + unfollowed).toBe(audit.done);
    // The platform counted the follows; each unfollow took the account's oldest followed user off.
    const added = users.slice(0, 3).reduce((n, id, i) => n + followers(id) - before[i]!, 0);
    expect(added).toBe(follows);
    const log = await ws.api.get(`/task/log/${created.logId}?pageNo=1&pageSize=200`);
    const lines = log.body.data.list.map((l: { message: string }) => l.message);
    expect(lines).toContainEqual(
      expect.stringMatching(new RegExp(`^\\[fol1_acct_1\\] follow ${users[0]}: success`)),
    );
    if (unfollowed > 0) expect(lines).toContainEqual(expect.stringMatching(/unfollowed \d{18}$/));
  });

  it('caps follows per account per day across tasks, saying who is capped', async () => {
    const ws = await boundWorkspace(server, 'fol2', { points: 5000, devices: 1, accounts: 1 });
    const many = Array.from(
      { length: FOLLOW_DAILY_CAP - 2 },
      (_, j) => simCatalogue(server).userAt(3000 + j).id,
    );
    const first = await ws.api.post('/task/info/quote', {
      subtype: 'follow',
      body: { accountLabelIds: [ws.tagId], values: many, ...quick },
    });
    expect(first.body.data.actions).toBe(FOLLOW_DAILY_CAP - 2);
    const created = await ws.api.post(FOLLOW, {
      name: 'a lot',
      accountLabelIds: [ws.tagId],
      values: many,
      threadCount: 1,
      ...quick,
    });
    expect(created.status).toBe(201);
    const again = await ws.api.post('/task/info/quote', {
      subtype: 'follow',
      body: { accountLabelIds: [ws.tagId], values: users.slice(0, 5), ...quick },
    });
    expect(again.body.data.actions).toBe(2);
    expect(again.body.data.problems).toContainEqual(
      expect.objectContaining({
        field: 'followCount',
        blocking: false,
        message: expect.stringContaining('fol2_acct_1'),
      }),
    );
    await ws.api.post(`/task/info/stop/${created.body.data.id}`);
  });

  it('refuses bad follow and message bodies on their field, writing nothing', async () => {
    const ws = await boundWorkspace(server, 'fol3', { points: 50, devices: 1, accounts: 1 });
    const refusals: Array<{ path: string; body: object; message?: string; field?: string }> = [
      { path: FOLLOW, body: { values: ['@nobody.here1'] }, message: '@nobody.here1' },
      { path: FOLLOW, body: { values: ['not a user!'] }, field: 'values.0' },
      { path: FOLLOW, body: { source: 'search' }, message: 'Keywords cannot be empty' },
      { path: FOLLOW, body: { values: users.slice(0, 1), userMin: 100, userMax: 10 }, field: 'userMax' },
      { path: MESSAGE, body: { values: users.slice(0, 1) }, field: 'texts' },
    ];
    for (const { path, body, message, field } of refusals) {
      const res = await tryTask(ws, path, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      if (message) expect(res.body.message).toContain(message);
      if (field) expect(fieldsOf(res.body)).toContain(field);
    }
    const poor = await boundWorkspace(server, 'fol3b', { points: 1, devices: 1, accounts: 1 });
    const short = await tryTask(poor, MESSAGE, { values: users.slice(0, 3), texts: ['hi'] });
    expect(short.status).toBe(422);
    expect((await ws.api.post('/task/info/queryList?pageNo=1&pageSize=10', {})).body.data.total).toBe(0);
  });

  it('messages users found in comment areas and by search; replies arrive as seeded', async () => {
    const ws = await boundWorkspace(server, 'msg1', { points: 500, devices: 2, accounts: 2 });
    const c = simCatalogue(server);
    let video = c.videoAt(200);
    for (let i = 201; video.commentCount < 30 || video.unavailable; i++) video = c.videoAt(i);
    const fromComments = await ws.api.post('/task/info/quote', {
      subtype: 'message',
      body: {
        accountLabelIds: [ws.tagId],
        source: 'comments',
        values: [video.id],
        targetCount: 5,
        texts: ['hello'],
        mode: 'rotation',
        ...quick,
      },
    });
    expect(fromComments.body.data.actions).toBe(5);
    const bySearch = await ws.api.post('/task/info/quote', {
      subtype: 'message',
      body: {
        accountLabelIds: [ws.tagId],
        source: 'search',
        keywords: ['luna'],
        areaIds: ['US'],
        targetCount: 4,
        texts: ['hello'],
        ...quick,
      },
    });
    expect(bySearch.body.data).toMatchObject({ actions: 8, ok: true });

    const created = await quoteAndCreate(ws, {
      subtype: 'message',
      name: 'say hi',
      body: {
        accountLabelIds: [ws.tagId],
        values: users.slice(0, 4),
        texts: ['hi there', 'hello!'],
        ...quick,
      },
      accounts: 2,
      actions: 8,
      price: 'actionMessage',
      unit: MESSAGE_PRICE,
    });
    const { end, audit } = await endedInSuccess(server, ws, created.id);
    expect(end.message).toMatchObject({ success: audit.done, failed: audit.failed, error: audit.abnormal });
    expect(audit.task.points_charged).toBe(audit.done * MESSAGE_PRICE);
    expect(audit.ledger.balance).toBe(500 - audit.done * MESSAGE_PRICE);
    const texts = (await stepsOf(created.id)).map((s) => (JSON.parse(s.params!) as { text: string }).text);
    expect(new Set(texts)).toEqual(new Set(['hi there', 'hello!']));
    // The engine runs on the recording driver's platform: its inbox holds what was sent.
    const inbox = rec.driver.platform.inbox('msg1_acct_1', server.ctx.clock.now() + 86_400_000);
    expect(
      inbox.flatMap((conv) => conv.messages.filter((m) => m.direction === 'out')).length,
    ).toBeGreaterThan(0);
  });

  it('comments with the typed texts (at most 3 @users, spaces around), replying in the comment area', async () => {
    const ws = await boundWorkspace(server, 'com1', { points: 500, devices: 2, accounts: 2 });
    const tooMany = await tryTask(ws, COMMENT, { values: videos.slice(0, 1), texts: ['hi @a @b @c @d'] });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toContain('At most 3 @users');
    const glued = await tryTask(ws, COMMENT, { values: videos.slice(0, 1), texts: ['hi@ann'] });
    expect(glued.status).toBe(400);
    // A comment task always comments (at least once a video): its texts are asked for without a count.
    const silent = await tryTask(ws, COMMENT, { values: videos.slice(0, 1), texts: [] });
    expect(silent.status).toBe(400);
    expect(silent.body.data.errors).toContainEqual({
      field: 'texts',
      message: 'Add comment texts or choose text materials',
    });
    const c = simCatalogue(server);
    const target = videos.find((id) => c.video(id)!.commentCount > 3)!;
    const before = c.video(target)!.commentCount;
    const created = await quoteAndCreate(ws, {
      subtype: 'comments',
      name: 'talk',
      body: {
        accountLabelIds: [ws.tagId],
        values: [target],
        texts: ['so good @luna.cooks1 !'],
        commentCount: 2,
        reply: true,
        ...quick,
      },
      accounts: 2,
      actions: 4,
      price: 'actionComment',
      unit: COMMENT_PRICE,
    });
    const { end, audit } = await endedInSuccess(server, ws, created.id);
    expect(audit.task.points_charged).toBe(audit.done * COMMENT_PRICE);
    expect(end.message).toMatchObject({ commentSuccess: audit.done });
    expect(c.video(target)!.commentCount).toBe(before + audit.done);
    const thread = c.commentPage(target, 0, audit.done).items;
    for (const comment of thread) {
      expect(comment.text).toBe('so good @luna.cooks1 !');
      expect(comment.replyTo).toMatch(/^\d{25}$/);
    }
    const log = await ws.api.get(`/task/log/${created.logId}?pageNo=1&pageSize=200`);
    expect(log.body.data.list.map((l: { message: string }) => l.message)).toContainEqual(
      expect.stringContaining(`comment on ${target}`),
    );
  });

  it('takes texts from text materials of the right subtype, saying one of another subtype on its line', async () => {
    const ws = await boundWorkspace(server, 'mat1', { points: 500, devices: 1, accounts: 1 });
    const add = (subtype: string, texts: string) =>
      ws.api.post('/resource/material/add', {
        name: `m-${subtype}`,
        subtype,
        texts,
        tagMode: 'name',
        labelName: 'acq',
      });
    expect((await add('comment', 'from a material')).status).toBe(200);
    expect((await add('signature', 'not a comment')).status).toBe(200);
    const list = await ws.api.post('/resource/material/queryAll', { type: 'text' });
    const idOf = (subtype: string) =>
      list.body.data.find((m: { subtype: string }) => m.subtype === subtype).id;
    const wrong = await tryTask(ws, COMMENT, {
      values: videos.slice(0, 1),
      materialIds: [idOf('signature')],
    });
    expect(wrong.status).toBe(422);
    expect(fieldsOf(wrong.body)).toContain('materialIds.0');
    const created = await ws.api.post(COMMENT, {
      name: 'from materials',
      accountLabelIds: [ws.tagId],
      values: videos.slice(0, 2),
      materialIds: [idOf('comment')],
      ...quick,
    });
    expect(created.status).toBe(201);
    const texts = (await stepsOf(created.body.data.id)).map(
      (s) => (JSON.parse(s.params!) as { text: string }).text,
    );
    expect(new Set(texts)).toEqual(new Set(['from a material']));
    await waitForEnd(ws.api, created.body.data.id);
  });

  describe('modes order the work as documented', () => {
    /** The plan of a follow task in `mode` over the first six users, in `ws` or a new workspace `name`. */
    const plan = async (name: string, mode: string, existing?: Workspace) => {
      const ws = existing ?? (await boundWorkspace(server, name, { points: 500, devices: 3, accounts: 3 }));
      const body = { name: mode, accountLabelIds: [ws.tagId], values: users.slice(0, 6), mode, ...quick };
      return { ws, lists: await plannedTargets(server, rec, ws, FOLLOW, body) };
    };

    it('standard (independent): every account follows the whole list in order', async () => {
      const { lists } = await plan('mode1', 'independent');
      expect(lists).toHaveLength(3);
      for (const list of lists) expect(list).toEqual(users.slice(0, 6));
    });

    it('special (rotation): the list is dealt round-robin, each user once', async () => {
      const { lists } = await plan('mode2', 'rotation');
      expect(lists).toEqual([
        [users[0], users[3]],
        [users[1], users[4]],
        [users[2], users[5]],
      ]);
    });

    it('random (reordering): each account its own seeded order, the same for the same body', async () => {
      const { ws, lists } = await plan('mode3', 'reordering');
      expectReordered(lists, (await plan('mode3', 'reordering', ws)).lists, users.slice(0, 6));
    });

    it('interception: an account stops at its first failure, the rest of its list cancelled', async () => {
      const ws = await boundWorkspace(server, 'mode4', { points: 500, devices: 2, accounts: 2 });
      rec.script = (action, req) =>
        req.account === 'mode4_acct_1' && action === 'follow' ? 'failure' : null;
      const created = await ws.api.post(FOLLOW, {
        name: 'intercept',
        accountLabelIds: [ws.tagId],
        values: users.slice(0, 4),
        mode: 'interception',
        ...quick,
      });
      const { audit } = await endedInSuccess(server, ws, created.body.data.id);
      rec.script = null;
      expect(audit.failed).toBe(1);
      expect(audit.cancelled).toBe(3);
      expect(audit.task.points_charged).toBe(audit.done * FOLLOW_PRICE);
    });
  });

  // Its simulated time runs before the seed test's: the outcomes that test draws depend on the clock.
  it('stops a message task mid-run: messages sent are charged, the rest of the hold comes back', async () => {
    const ws = await boundWorkspace(server, 'msg2', { points: 500, devices: 3, accounts: 3 });
    rec.extraMs = 100_000;
    const body = { name: 'long', values: users.slice(0, 10), texts: ['hey'], threadCount: 3, ...quick };
    const id = (await tryTask(ws, MESSAGE, body)).body.data.id;
    await stopAfter(ws, id, 2, 'some messages');
    rec.extraMs = 0;
    const audit = await auditTask(server, id);
    expect(audit.cancelled).toBeGreaterThan(0);
    expectSettled(audit, { points: 500, actions: 30, unit: MESSAGE_PRICE });
  });

  it('draws the same outcomes for the same seed and body, task after task', async () => {
    const ws = await boundWorkspace(server, 'seed1', { points: 1000, devices: 2, accounts: 2 });
    const body = { accountLabelIds: [ws.tagId], values: users.slice(0, 12), ...quick, mode: 'reordering' };
    const [first, second] = await outcomesTwice(server, ws, FOLLOW, body);
    expect(second).toEqual(first);
    expect(first.some((s) => !s.endsWith(':done'))).toBe(true);
  });

  /** Fans in the workspace's library (as a collection leaves them), carrying the fans tag `labelId` or none. */
  const collect = async (ws: Workspace, uids: string[], labelId: number | null) => {
    const at = new Date(server.ctx.clock.now()).toISOString();
    const c = simCatalogue(server);
    await server.ctx.db
      .insertInto('resource_fans')
      .values(
        uids.map((uid) => {
          const u = c.user(uid)!;
          const { uniqueId: account, nickname, followerCount } = u;
          return fanRow(ws.ownerId, { uid, account, nickname, followerCount, secUid: '', labelId, at });
        }),
      )
      .execute();
  };

  it('messages and follows collected fans by fans tag: only the tagged ones, billed per action', async () => {
    const ws = await boundWorkspace(server, 'fan1', { points: 500, devices: 2, accounts: 2 });
    const tag = (await ws.api.post('/resource/fansTag/add', { name: 'leads' })).body.data.id as number;
    const empty = (await ws.api.post('/resource/fansTag/add', { name: 'nobody' })).body.data.id as number;
    await collect(ws, users.slice(0, 4), tag);
    await collect(ws, users.slice(4, 6), null);
    const fromFans = { accountLabelIds: [ws.tagId], source: 'fans', fanLabelIds: [tag], ...quick };

    const follow = await ws.api.post('/task/info/quote', {
      subtype: 'follow',
      body: { ...fromFans, targetCount: 3 },
    });
    expect(follow.body.data).toMatchObject({ ok: true, actions: 6 });

    const created = await quoteAndCreate(ws, {
      subtype: 'message',
      name: 'to my fans',
      body: { ...fromFans, texts: ['thanks for following'], mode: 'rotation' },
      accounts: 2,
      actions: 4,
      price: 'actionMessage',
      unit: MESSAGE_PRICE,
    });
    const { audit } = await endedInSuccess(server, ws, created.id);
    const targets = (await stepsOf(created.id)).map((s) => s.target);
    expect(new Set(targets)).toEqual(new Set(users.slice(0, 4)));
    expect(audit.task.points_charged).toBe(audit.done * MESSAGE_PRICE);
    expect(audit.ledger.balance).toBe(500 - audit.done * MESSAGE_PRICE);

    // No tag chosen: the field says so; a tag without fans: said on it, nothing queued.
    const noTag = await ws.api.post(MESSAGE, { ...fromFans, name: 'x', fanLabelIds: [], texts: ['hi'] });
    expect(noTag.status).toBe(400);
    expect(fieldsOf(noTag.body)).toContain('fanLabelIds');
    expect(noTag.body.message).toContain('Please select fans tags first');
    const none = await ws.api.post(FOLLOW, { ...fromFans, name: 'x', fanLabelIds: [empty] });
    expect(none.status).toBe(422);
    expect(fieldsOf(none.body)).toContain('fanLabelIds');
    expect(none.body.message).toContain('No fans carry the chosen tags');
    const quoted = await ws.api.post('/task/info/quote', {
      subtype: 'follow',
      body: { ...fromFans, fanLabelIds: [empty] },
    });
    expect(quoted.body.data.problems).toContainEqual(
      expect.objectContaining({ field: 'fanLabelIds', blocking: true }),
    );
    // Another workspace's fans tag answers 404.
    const other = await boundWorkspace(server, 'fan1b', { points: 50, devices: 1, accounts: 1 });
    const foreign = await other.api.post(FOLLOW, {
      ...fromFans,
      name: 'x',
      accountLabelIds: [other.tagId],
    });
    expect(foreign.status).toBe(404);
    expect((await other.api.post('/task/info/queryList?pageNo=1&pageSize=10', {})).body.data.total).toBe(0);
  });

  it('makes an account high risk when the platform flags one of its actions (blocked, rate limited, abnormal)', async () => {
    const ws = await boundWorkspace(server, 'flag1', { points: 500, devices: 3, accounts: 3 });
    // acct_1 succeeds; acct_2's follow fails (a follow fails rate limited or blocked); acct_3's ends abnormal.
    rec.script = (action, req) =>
      action !== 'follow'
        ? null
        : req.account === 'flag1_acct_2'
          ? 'failure'
          : req.account === 'flag1_acct_3'
            ? 'abnormal'
            : 'success';
    const created = await ws.api.post(FOLLOW, {
      name: 'flag',
      accountIds: ws.accountIds,
      values: users.slice(0, 1),
      ...quick,
    });
    expect(created.status).toBe(201);
    const end = await waitForEnd(ws.api, created.body.data.id);
    rec.script = null;
    expect(end.message).toMatchObject({ success: 1, failed: 1, error: 1 });
    const risks = [];
    for (const id of ws.accountIds)
      risks.push((await ws.api.get(`/account/info/detail/${id}`)).body.data.risk);
    expect(risks).toEqual(['normal', 'high', 'high']);
  });
  it.each([
    {
      kind: 'comments',
      path: COMMENT,
      unit: COMMENT_PRICE,
      extra: { texts: ['nice'], commentCount: 2 },
      from: 'videos',
    },
    { kind: 'follow', path: FOLLOW, unit: FOLLOW_PRICE, extra: {}, from: 'users' },
  ] as const)(
    'stops a $kind task mid-run: the actions done are charged, the rest of the hold comes back',
    async (k) => {
      const ws = await boundWorkspace(server, `stop${k.kind}`, { points: 500, devices: 3, accounts: 3 });
      rec.extraMs = 100_000;
      // 3 accounts × 10 targets, or × 5 videos × 2 comments: 30 actions.
      const values = k.from === 'videos' ? videos.slice(0, 5) : users.slice(0, 10);
      const created = await ws.api.post(k.path, {
        name: 'long',
        accountLabelIds: [ws.tagId],
        values,
        ...k.extra,
        threadCount: 3,
        ...quick,
      });
      expect(created.status).toBe(201);
      const id = created.body.data.id;
      expect(created.body.data.pointsHeld).toBe(30 * k.unit);
      await stopAfter(ws, id, 2, `some ${k.kind}`);
      rec.extraMs = 0;
      const audit = await auditTask(server, id);
      expect(audit.cancelled).toBeGreaterThan(0);
      expect(audit.task.cancelled_count).toBe(audit.cancelled);
      expectSettled(audit, { points: 500, actions: 30, unit: k.unit });
    },
  );
  it("follows users from a blogger's followers, as the platform lists them; an unknown blogger is said on its line", async () => {
    const ws = await boundWorkspace(server, 'flw1', { points: 500, devices: 1, accounts: 1 });
    const c = simCatalogue(server);
    const blogger = users.find((id) => c.followerPage(id, 0, 50).items.length >= 5)!;
    const expected = c
      .followerPage(blogger, 0, 50)
      .items.slice(0, 5)
      .map((u) => u.id);
    const unknown = await tryTask(ws, FOLLOW, { source: 'followers', values: ['@nobody.here.at.all'] });
    expect(unknown.status).toBe(400);
    expect(fieldsOf(unknown.body)).toContain('values.0');
    const empty = await tryTask(ws, FOLLOW, { source: 'followers' });
    expect(empty.status).toBe(400);
    expect(fieldsOf(empty.body)).toContain('values');
    rec.extraMs = 100_000;
    const created = await ws.api.post(FOLLOW, {
      name: 'their fans',
      accountLabelIds: [ws.tagId],
      source: 'followers',
      values: [`@${c.user(blogger)!.uniqueId}`],
      targetCount: 5,
      ...quick,
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ number: 5, pointsHeld: 5 * FOLLOW_PRICE });
    expect(await targetsByItem(server, created.body.data.id)).toEqual([expected]);
    await ws.api.post(`/task/info/stop/${created.body.data.id}`);
    rec.extraMs = 0;
  });
});
