import {
  type CommentFansTaskBody,
  type FansType,
  GATHER_COMMENTS_MAX,
  GATHER_PAGE,
  GATHER_SEARCH_VIDEOS,
  GATHER_SOURCE_MAX,
  priceOf,
  videoIdOf,
} from '@reelfleet/contract';
import type { PlatformCatalogue, PlatformUser } from '../../core/driver/catalogue.ts';
import { insertLogs, line } from '../logs.ts';
import type { Trx } from '../store/tx.ts';
import type { PlanContext, PlannedStep, TaskKind } from '../types.ts';

/**
 * Fan collection (docs/resources.md): one item, the task's sources read a
 * page (GATHER_PAGE users) per step, each step after a seeded sleep. A page
 * is read through the driver's catalogue (ctx.driver: a blogger's
 * followers, or the commenters of a video); users outside the follower
 * filter are dropped; the rest go into the workspace's fans library with
 * ON CONFLICT DO NOTHING on (workspace, uid), so only new fans count, and
 * never more than the target. The points: the target's price is held at
 * creation; each page charges what its new fans move the price of the
 * task's total (every started hundred is a point), in the page's own
 * transaction with the fan rows; the engine releases the rest at the end or
 * at a stop.
 */

interface Source {
  type: FansType;
  /** The blogger's user id, or the video id. */
  ref: string;
  /** What the log and the fan rows name: @handle or the video id. */
  name: string;
  /** Users it offers (followers, or commenters counted with repeats). */
  size: number;
}

interface PageParams {
  type: FansType;
  ref: string;
  name: string;
  offset: number;
  userMin: number;
  userMax: number;
  target: number;
  points: number;
  per: number;
}

interface Candidate {
  uid: string;
  account: string;
  nickname: string;
  followerCount: number;
  signature: string;
  secUid: string;
}

interface PageData {
  users: Candidate[];
  found: number;
  filtered: number;
}

/** The videos whose comment areas a body names: by link, by keyword search, or a topic's videos. */
function videosOf(ctx: PlanContext, body: CommentFansTaskBody, values: string[]): string[] {
  const cat = ctx.catalogue;
  if (body.searchBy === 'link') {
    return values.flatMap((v, i) => {
      const id = videoIdOf(v);
      if (id && cat.video(id)) return [id];
      ctx.problem({
        field: `values.${i}`,
        key: 'task.videoNotFound',
        params: { id: id ?? v },
        blocking: false,
      });
      return [];
    });
  }
  if (body.searchBy === 'topic') {
    const topic = body.topic.replace(/^#/, '').trim().toLowerCase();
    const found = cat.searchChallenges([topic], 0, 20).items;
    const challenge = found.find((c) => c.title.toLowerCase() === topic) ?? found[0];
    if (!challenge) return [];
    return cat.challengeVideos(challenge.id, 0, GATHER_SEARCH_VIDEOS).items.map((v) => v.id);
  }
  const words = body.keywords.filter((w) => w.trim() !== '');
  return cat.search(words, GATHER_SEARCH_VIDEOS).map((v) => v.id);
}

async function sourcesOf(ctx: PlanContext, body: CommentFansTaskBody): Promise<Source[]> {
  const cat = ctx.catalogue;
  const values = body.values.map((v) => v.trim()).filter((v) => v !== '');
  if (body.type === 'blogger') {
    const found: Source[] = [];
    values.forEach((value, i) => {
      const user = cat.userByHandle(value) ?? cat.user(value);
      if (!user) {
        ctx.problem({
          field: `values.${i}`,
          key: 'resource.gather.bloggerUnknown',
          params: { value },
          blocking: false,
        });
        return;
      }
      const size = Math.min(cat.followerPage(user.id, 0, 1).total, GATHER_SOURCE_MAX);
      found.push({ type: 'blogger', ref: user.id, name: `@${user.uniqueId}`, size });
    });
    return dedupe(found);
  }
  return dedupe(
    videosOf(ctx, body, values).map((id) => ({
      type: 'comment' as const,
      ref: id,
      name: id,
      size: Math.min(cat.commenters(id, 0, 1).total, GATHER_COMMENTS_MAX),
    })),
  );
}

const dedupe = (sources: Source[]) =>
  [...new Map(sources.map((s) => [s.ref, s])).values()].filter((s) => s.size > 0);

/** The users of one page of a source (through the driver's catalogue), each once. */
function readPage(cat: PlatformCatalogue, p: PageParams): PlatformUser[] {
  const page =
    p.type === 'blogger'
      ? cat.followerPage(p.ref, p.offset, GATHER_PAGE)
      : cat.commenters(p.ref, p.offset, GATHER_PAGE);
  return [...new Map(page.items.map((u) => [u.id, u])).values()];
}

export const kind: TaskKind<CommentFansTaskBody> = {
  subtype: 'comment_fans',

  async plan(ctx, body) {
    const sources = await sourcesOf(ctx, body);
    if (sources.length === 0) {
      ctx.problem({ field: 'values', key: 'resource.gather.noSource' });
      return { items: [] };
    }
    const price = await ctx.db
      .selectFrom('prices')
      .select(['points', 'per'])
      .where('name', '=', 'fanCollection')
      .executeTakeFirstOrThrow();
    const common = {
      userMin: body.userMin,
      userMax: body.userMax,
      target: body.targetCount,
      points: price.points,
      per: price.per,
    };
    const steps: PlannedStep[] = [];
    for (const s of sources) {
      for (let offset = 0; offset < s.size; offset += GATHER_PAGE) {
        const params: PageParams = { type: s.type, ref: s.ref, name: s.name, offset, ...common };
        const delayMs = steps.length === 0 ? 0 : ctx.rng.int(body.sleepMin, body.sleepMax) * 1000;
        steps.push({ action: 'gather', target: s.name, params: { ...params }, delayMs });
      }
    }
    const held = priceOf(price, body.targetCount);
    return {
      items: [
        {
          label: sources
            .map((s) => s.name)
            .join(', ')
            .slice(0, 200),
          accountId: null,
          deviceId: null,
          steps,
        },
      ],
      hold: { quantity: body.targetCount, unit: price.points, points: held },
      describe: {
        sourceCount: sources.length,
        // Only the source fields its type used (an unused one would be described as empty).
        keywords: body.type === 'comment' && body.searchBy === 'keyword' ? body.keywords : undefined,
        topic: body.type === 'comment' && body.searchBy === 'topic' ? body.topic : undefined,
      },
    };
  },

  async run(step, driver) {
    const cat = driver.catalogue;
    if (!cat)
      return { outcome: 'failure', reason: 'platform.reason.driverError', params: { error: 'no catalogue' } };
    const p = step.params as unknown as PageParams;
    const users = readPage(cat, p);
    const fit = users.filter(
      (u) =>
        (p.userMin <= 0 || u.followerCount >= p.userMin) && (p.userMax <= 0 || u.followerCount <= p.userMax),
    );
    const data: PageData = {
      found: users.length,
      filtered: users.length - fit.length,
      users: fit.map((u) => ({
        uid: u.id,
        account: u.uniqueId,
        nickname: u.nickname,
        followerCount: u.followerCount,
        signature: u.signature,
        secUid: u.secUid,
      })),
    };
    return { outcome: 'success', reason: 'platform.reason.ok', params: { found: users.length }, data };
  },

  // Priced by its result (per 100 fans), not per page: onOutcome charges.
  price: () => 0,

  async onOutcome(trx, step, result, at) {
    if (result.outcome !== 'success') return;
    const p = step.params as unknown as PageParams;
    const page = result.data as PageData;
    const workspace = await trx
      .selectFrom('tasks')
      .select('workspace_id')
      .where('id', '=', step.taskId)
      .executeTakeFirstOrThrow();
    const before = await collectedBy(trx, step.taskId);
    let added = 0;
    let room = p.target - before;
    let rest = page.users;
    // Insert at most `room` at a time: duplicates insert nothing, so try the next ones.
    while (room > 0 && rest.length > 0) {
      const batch = rest.slice(0, room);
      rest = rest.slice(room);
      const inserted = await trx
        .insertInto('resource_fans')
        .values(
          batch.map((u) => ({
            workspace_id: workspace.workspace_id,
            uid: u.uid,
            account: u.account,
            nickname: u.nickname,
            fans_type: p.type,
            follower_count: u.followerCount,
            signature: u.signature,
            sec_uid: u.secUid,
            label_id: null,
            source: p.name,
            task_id: step.taskId,
            created_at: at,
            updated_at: at,
          })),
        )
        .onConflict((oc) => oc.columns(['workspace_id', 'uid']).doNothing())
        .returning('id')
        .execute();
      added += inserted.length;
      room -= inserted.length;
    }
    const total = before + added;
    const log = (key: string, params: Record<string, unknown>) =>
      insertLogs(trx, [{ ...line('INFO', key, params), taskId: step.taskId, stepId: step.id }], at);
    if (before >= p.target) return { endItem: true };
    await trx
      .insertInto('resource_gathers')
      .values({ task_id: step.taskId, collected: total, updated_at: at })
      .onConflict((oc) => oc.column('task_id').doUpdateSet({ collected: total, updated_at: at }))
      .execute();
    await log('log.gather.page', {
      source: p.name,
      found: page.found,
      filtered: page.filtered,
      added,
      duplicates: page.users.length - added - rest.length,
      total,
      target: p.target,
    });
    const endItem = total >= p.target;
    if (endItem) await log('log.gather.targetReached', { source: p.name, target: p.target });
    const points = priceOf(p, total) - priceOf(p, before);
    if (points <= 0) return { endItem };
    // Quantity in started hundreds at the hundred's price: quantity × unit price = points.
    return {
      endItem,
      charge: { points, quantity: points / p.points, unitPrice: p.points, item: 'fanCollection' },
    };
  },
};

/** Fans the task has collected so far (kept with every page). */
async function collectedBy(trx: Trx, taskId: number): Promise<number> {
  const row = await trx
    .selectFrom('resource_gathers')
    .select('collected')
    .where('task_id', '=', taskId)
    .executeTakeFirst();
  return row?.collected ?? 0;
}
