import { FOLLOW_DAILY_CAP } from '@reelfleet/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DB } from './harness.ts';
import { suiteEngine } from './suite.ts';
import {
  auditTask,
  quoteAndCreate,
  setPrice,
  simCatalogue,
  usableVideos,
  type Workspace,
  waitForEnd,
  waitUntil,
  workspace,
} from './tasks-fixtures.ts';

/** The fields a 400 names (one problem, or the schema's list of them). */
const fieldsOf = (res: { body: { data: { field?: string; errors?: Array<{ field: string }> } } }) =>
  res.body.data.errors?.map((e) => e.field) ?? [res.body.data.field];

const quick = { sleepMin: 0, sleepMax: 0 };
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

  const stepsOf = (taskId: number) =>
    server.ctx.db
      .selectFrom('task_steps')
      .select(['item_id', 'target', 'action', 'state', 'params', 'idem_key'])
      .where('task_id', '=', taskId)
      .orderBy('id')
      .execute();
  const byItem = async (taskId: number) => {
    const lists = new Map<number, string[]>();
    for (const s of await stepsOf(taskId)) lists.set(s.item_id, [...(lists.get(s.item_id) ?? []), s.target]);
    return [...lists.values()];
  };

  it('follows then unfollows: counters equal outcomes, charges equal successes × price, the platform counts them', async () => {
    const ws = await workspace(server, { name: 'fol1', points: 500, devices: 2, accounts: 2, bound: true });
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
    const end = await waitForEnd(ws.api, created.id);
    rec.script = null;
    expect(end.status).toBe('success');
    const audit = await auditTask(server, created.id);
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
    const ws = await workspace(server, { name: 'fol2', points: 5000, devices: 1, accounts: 1, bound: true });
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
    const ws = await workspace(server, { name: 'fol3', points: 50, devices: 1, accounts: 1, bound: true });
    const unknown = await ws.api.post(FOLLOW, {
      name: 'x',
      accountLabelIds: [ws.tagId],
      values: ['@nobody.here1'],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('@nobody.here1');
    const bad = await ws.api.post(FOLLOW, {
      name: 'x',
      accountLabelIds: [ws.tagId],
      values: ['not a user!'],
    });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad)).toContain('values.0');
    const noKeywords = await ws.api.post(FOLLOW, {
      name: 'x',
      accountLabelIds: [ws.tagId],
      source: 'search',
    });
    expect(noKeywords.status).toBe(400);
    expect(noKeywords.body.message).toContain('Keywords cannot be empty');
    const reversed = await ws.api.post(FOLLOW, {
      name: 'x',
      accountLabelIds: [ws.tagId],
      values: users.slice(0, 1),
      userMin: 100,
      userMax: 10,
    });
    expect(reversed.status).toBe(400);
    expect(fieldsOf(reversed)).toContain('userMax');
    const noText = await ws.api.post(MESSAGE, {
      name: 'x',
      accountLabelIds: [ws.tagId],
      values: users.slice(0, 1),
    });
    expect(noText.status).toBe(400);
    expect(fieldsOf(noText)).toContain('texts');
    const poor = await workspace(server, { name: 'fol3b', points: 1, devices: 1, accounts: 1, bound: true });
    const short = await poor.api.post(MESSAGE, {
      name: 'x',
      accountLabelIds: [poor.tagId],
      values: users.slice(0, 3),
      texts: ['hi'],
    });
    expect(short.status).toBe(422);
    expect((await ws.api.post('/task/info/queryList?pageNo=1&pageSize=10', {})).body.data.total).toBe(0);
  });

  it('messages users found in comment areas and by search; replies arrive as seeded', async () => {
    const ws = await workspace(server, { name: 'msg1', points: 500, devices: 2, accounts: 2, bound: true });
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
    const end = await waitForEnd(ws.api, created.id);
    expect(end.status).toBe('success');
    const audit = await auditTask(server, created.id);
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
    const ws = await workspace(server, { name: 'com1', points: 500, devices: 2, accounts: 2, bound: true });
    const tooMany = await ws.api.post(COMMENT, {
      name: 'x',
      accountLabelIds: [ws.tagId],
      values: videos.slice(0, 1),
      texts: ['hi @a @b @c @d'],
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toContain('At most 3 @users');
    const glued = await ws.api.post(COMMENT, {
      name: 'x',
      accountLabelIds: [ws.tagId],
      values: videos.slice(0, 1),
      texts: ['hi@ann'],
    });
    expect(glued.status).toBe(400);
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
    const end = await waitForEnd(ws.api, created.id);
    expect(end.status).toBe('success');
    const audit = await auditTask(server, created.id);
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
    const ws = await workspace(server, { name: 'mat1', points: 500, devices: 1, accounts: 1, bound: true });
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
    const wrong = await ws.api.post(COMMENT, {
      name: 'x',
      accountLabelIds: [ws.tagId],
      values: videos.slice(0, 1),
      materialIds: [idOf('signature')],
    });
    expect(wrong.status).toBe(422);
    expect(fieldsOf(wrong)).toContain('materialIds.0');
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
    const plan = async (name: string, mode: string, extra: object = {}, existing?: Workspace) => {
      const ws =
        existing ?? (await workspace(server, { name, points: 500, devices: 3, accounts: 3, bound: true }));
      rec.extraMs = 100_000;
      const created = await ws.api.post(FOLLOW, {
        name: mode,
        accountLabelIds: [ws.tagId],
        values: users.slice(0, 6),
        mode,
        ...quick,
        ...extra,
      });
      expect(created.status).toBe(201);
      return { ws, id: created.body.data.id as number };
    };
    const stop = async (p: { ws: Workspace; id: number }) => {
      await p.ws.api.post(`/task/info/stop/${p.id}`);
      rec.extraMs = 0;
    };

    it('standard (independent): every account follows the whole list in order', async () => {
      const p = await plan('mode1', 'independent');
      const lists = await byItem(p.id);
      await stop(p);
      expect(lists).toHaveLength(3);
      for (const list of lists) expect(list).toEqual(users.slice(0, 6));
    });

    it('special (rotation): the list is dealt round-robin, each user once', async () => {
      const p = await plan('mode2', 'rotation');
      const lists = await byItem(p.id);
      await stop(p);
      expect(lists).toEqual([
        [users[0], users[3]],
        [users[1], users[4]],
        [users[2], users[5]],
      ]);
    });

    it('random (reordering): each account its own seeded order, the same for the same body', async () => {
      const a = await plan('mode3', 'reordering');
      const listsA = await byItem(a.id);
      await stop(a);
      const b = await plan('mode3', 'reordering', {}, a.ws);
      const listsB = await byItem(b.id);
      await stop(b);
      for (const list of listsA) expect([...list].sort()).toEqual([...users.slice(0, 6)].sort());
      expect(listsA.some((l) => l.join() !== users.slice(0, 6).join())).toBe(true);
      expect(listsB).toEqual(listsA);
    });

    it('interception: an account stops at its first failure, the rest of its list cancelled', async () => {
      const ws = await workspace(server, {
        name: 'mode4',
        points: 500,
        devices: 2,
        accounts: 2,
        bound: true,
      });
      rec.script = (action, req) =>
        req.account === 'mode4_acct_1' && action === 'follow' ? 'failure' : null;
      const created = await ws.api.post(FOLLOW, {
        name: 'intercept',
        accountLabelIds: [ws.tagId],
        values: users.slice(0, 4),
        mode: 'interception',
        ...quick,
      });
      const end = await waitForEnd(ws.api, created.body.data.id);
      rec.script = null;
      expect(end.status).toBe('success');
      const audit = await auditTask(server, created.body.data.id);
      expect(audit.failed).toBe(1);
      expect(audit.cancelled).toBe(3);
      expect(audit.task.points_charged).toBe(audit.done * FOLLOW_PRICE);
    });
  });

  it('stops a message task mid-run: messages sent are charged, the rest of the hold comes back', async () => {
    const ws = await workspace(server, { name: 'msg2', points: 500, devices: 3, accounts: 3, bound: true });
    rec.extraMs = 100_000;
    const created = await ws.api.post(MESSAGE, {
      name: 'long',
      accountLabelIds: [ws.tagId],
      values: users.slice(0, 10),
      texts: ['hey'],
      threadCount: 3,
      ...quick,
    });
    const id = created.body.data.id;
    await waitUntil(
      async () => (await ws.api.get(`/task/info/progress/${id}`)).body.data.message.success >= 2,
      20_000,
      'some messages',
    );
    const stopped = await ws.api.post(`/task/info/stop/${id}`);
    rec.extraMs = 0;
    expect(stopped.body.data.status).toBe('failed');
    const audit = await auditTask(server, id);
    expect(audit.open).toBe(0);
    expect(audit.cancelled).toBeGreaterThan(0);
    expect(audit.task.points_charged).toBe(audit.done * MESSAGE_PRICE);
    expect(audit.task.points_released).toBe((30 - audit.done) * MESSAGE_PRICE);
    expect(audit.ledger.held).toBe(0);
  });

  it('draws the same outcomes for the same seed and body, task after task', async () => {
    const ws = await workspace(server, { name: 'seed1', points: 1000, devices: 2, accounts: 2, bound: true });
    const body = { accountLabelIds: [ws.tagId], values: users.slice(0, 12), ...quick, mode: 'reordering' };
    const outcomes = async () => {
      const created = await ws.api.post(FOLLOW, { name: 'same', ...body });
      await waitForEnd(ws.api, created.body.data.id);
      return (await stepsOf(created.body.data.id)).map((s) => `${s.target}:${s.state}`);
    };
    const first = await outcomes();
    const second = await outcomes();
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
          return {
            workspace_id: ws.ownerId,
            uid,
            account: u.uniqueId,
            nickname: u.nickname,
            fans_type: 'blogger',
            follower_count: u.followerCount,
            signature: '',
            sec_uid: '',
            label_id: labelId,
            source: '@someone',
            task_id: null,
            created_at: at,
            updated_at: at,
          };
        }),
      )
      .execute();
  };

  it('messages and follows collected fans by fans tag: only the tagged ones, billed per action', async () => {
    const ws = await workspace(server, { name: 'fan1', points: 500, devices: 2, accounts: 2, bound: true });
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
    const end = await waitForEnd(ws.api, created.id);
    expect(end.status).toBe('success');
    const targets = (await stepsOf(created.id)).map((s) => s.target);
    expect(new Set(targets)).toEqual(new Set(users.slice(0, 4)));
    const audit = await auditTask(server, created.id);
    expect(audit.task.points_charged).toBe(audit.done * MESSAGE_PRICE);
    expect(audit.ledger.balance).toBe(500 - audit.done * MESSAGE_PRICE);

    // No tag chosen: the field says so; a tag without fans: said on it, nothing queued.
    const noTag = await ws.api.post(MESSAGE, { ...fromFans, name: 'x', fanLabelIds: [], texts: ['hi'] });
    expect(noTag.status).toBe(400);
    expect(fieldsOf(noTag)).toContain('fanLabelIds');
    expect(noTag.body.message).toContain('Please select fans tags first');
    const none = await ws.api.post(FOLLOW, { ...fromFans, name: 'x', fanLabelIds: [empty] });
    expect(none.status).toBe(422);
    expect(fieldsOf(none)).toContain('fanLabelIds');
    expect(none.body.message).toContain('No fans carry the chosen tags');
    const quoted = await ws.api.post('/task/info/quote', {
      subtype: 'follow',
      body: { ...fromFans, fanLabelIds: [empty] },
    });
    expect(quoted.body.data.problems).toContainEqual(
      expect.objectContaining({ field: 'fanLabelIds', blocking: true }),
    );
    // Another workspace's fans tag answers 404.
    const other = await workspace(server, {
      name: 'fan1b',
      points: 50,
      devices: 1,
      accounts: 1,
      bound: true,
    });
    const foreign = await other.api.post(FOLLOW, {
      ...fromFans,
      name: 'x',
      accountLabelIds: [other.tagId],
    });
    expect(foreign.status).toBe(404);
    expect((await other.api.post('/task/info/queryList?pageNo=1&pageSize=10', {})).body.data.total).toBe(0);
  });
});
