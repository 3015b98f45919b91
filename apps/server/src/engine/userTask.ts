import {
  materialLines,
  type PlatformAction,
  type UserSource,
  userRefOf,
  videoIdOf,
} from '@reelfleet/contract';
import type { PlatformUser } from '../core/driver/catalogue.ts';
import { fanTargetsOf } from './fanTargets.ts';
import { type AccountChoice, type Actor, actorsOf, delays } from './plan.ts';
import type { PlanContext } from './types.ts';

/** The target-user fields of a user task (message, follow). */
export interface UserTargets {
  source: UserSource;
  values: string[];
  keywords: string[];
  areaIds: string[];
  targetCount: number;
  userMin: number;
  userMax: number;
  fanLabelIds?: number[] | undefined;
}

/** Pages read from a search or a comment area before giving up on filling targetCount. */
const GATHER_PAGES = 20;
const PAGE = 50;

/** How a user task (message, follow) starts: its target users, the accounts that act, their pacing (delays). */
export async function userTaskStart(
  ctx: PlanContext,
  body: UserTargets & AccountChoice & Parameters<typeof delays>[0],
): Promise<{ users: string[]; actors: Actor[]; delay: ReturnType<typeof delays> }> {
  const users = await targetUsers(ctx, body);
  const actors = await actorsOf(ctx, body);
  return { users, actors, delay: delays(body, ctx.rng) };
}

/**
 * The target users of a body, as platform user ids (repeats once):
 * - `users`: the listed ids, @handles or profile links (an unknown one is said on its line);
 * - `comments`: the comment-area users of the listed videos, up to targetCount;
 * - `followers`: the platform's followers of the listed bloggers (ids, @handles, links), up to targetCount;
 * - `search`: users found by the keywords (in the regions of areaIds, when given), up to targetCount;
 * - `fans`: the collected fans carrying the fans tags (`fanLabelIds`), oldest collected first,
 *   up to targetCount (fanTargetsOf; none: 'resource.fans.tagEmpty').
 * Users whose follower count is outside userMin..userMax (≤ 0: unbounded) are left out and said.
 */
export async function targetUsers(ctx: PlanContext, b: UserTargets): Promise<string[]> {
  const c = ctx.catalogue;
  const inRange = (u: PlatformUser) =>
    (b.userMin <= 0 || u.followerCount >= b.userMin) && (b.userMax <= 0 || u.followerCount <= b.userMax);
  const regions = new Set(b.areaIds);
  const out = new Map<string, PlatformUser>();
  let filtered = 0;
  const take = (u: PlatformUser) => {
    if (out.has(u.id)) return;
    if (!inRange(u) || (regions.size > 0 && !regions.has(u.region))) filtered++;
    else out.set(u.id, u);
  };
  const listed = (v: string, i: number) => {
    const ref = userRefOf(v);
    const user = ref?.startsWith('@') ? c.userByHandle(ref) : ref ? c.user(ref) : undefined;
    if (!user)
      ctx.problem({ field: `values.${i}`, key: 'task.userNotFound', params: { id: v }, status: 400 });
    return user;
  };
  if (b.source === 'users') {
    b.values.forEach((v, i) => {
      const user = listed(v, i);
      if (user) take(user);
    });
  } else if (b.source === 'followers') {
    b.values.forEach((v, i) => {
      const blogger = listed(v, i);
      for (let p = 0, cursor = 0; blogger && p < GATHER_PAGES && out.size < b.targetCount; p++) {
        const page = c.followerPage(blogger.id, cursor, PAGE);
        page.items.forEach(take);
        if (!page.hasMore) break;
        cursor = page.cursor;
      }
    });
  } else if (b.source === 'comments') {
    b.values.forEach((v, i) => {
      const id = videoIdOf(v);
      if (!id || !c.video(id)) {
        ctx.problem({ field: `values.${i}`, key: 'task.videoNotFound', params: { id: v }, status: 400 });
        return;
      }
      for (let p = 0, cursor = 0; p < GATHER_PAGES && out.size < b.targetCount; p++) {
        const page = c.commenters(id, cursor, PAGE);
        page.items.forEach(take);
        if (!page.hasMore) break;
        cursor = page.cursor;
      }
    });
  } else if (b.source === 'fans') {
    for (const id of await fanTargetsOf(ctx, b.fanLabelIds ?? [], b.targetCount)) {
      const user = c.user(id);
      if (user) take(user);
    }
  } else {
    for (let p = 0, cursor = 0; p < GATHER_PAGES && out.size < b.targetCount; p++) {
      const page = c.searchUsers(b.keywords, cursor, PAGE);
      page.items.forEach(take);
      if (!page.hasMore) break;
      cursor = page.cursor;
    }
  }
  if (filtered > 0)
    ctx.problem({
      field: 'userMin',
      key: 'task.usersFiltered',
      params: { count: filtered },
      blocking: false,
    });
  const ids = [...out.keys()];
  return b.source === 'users' ? ids : ids.slice(0, b.targetCount);
}

/**
 * How many more `action` steps each account may be given today (simulated
 * day of the planning clock): the cap less the steps of that action planned
 * for it today and not cancelled.
 */
export async function leftToday(
  ctx: PlanContext,
  actors: readonly Actor[],
  actions: readonly PlatformAction[],
  cap: number,
): Promise<Map<number, number>> {
  const left = new Map(actors.map((a) => [a.accountId, cap]));
  if (actors.length === 0) return left;
  const now = ctx.nowMs ?? Date.now();
  const dayStart = new Date(Math.floor(now / 86_400_000) * 86_400_000).toISOString();
  const rows = await ctx.db
    .selectFrom('task_steps as s')
    // Through the items: on PostgreSQL only the steps that have not run are indexed by task.
    .innerJoin('task_items as i', 'i.id', 's.item_id')
    .innerJoin('tasks as t', 't.id', 'i.task_id')
    .select(['s.account_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where(
      's.account_id',
      'in',
      actors.map((a) => a.accountId),
    )
    .where('s.action', 'in', [...actions])
    .where('s.state', '!=', 'cancelled')
    .where('t.created_at', '>=', dayStart)
    .groupBy('s.account_id')
    .execute();
  for (const r of rows) if (r.account_id !== null) left.set(r.account_id, Math.max(0, cap - Number(r.n)));
  return left;
}

/**
 * The lines of the chosen text materials of the workspace (of `subtype`, or
 * any when null), one text a line; a material not found, of another
 * workspace, type or subtype is said on its line of `field`.
 */
export async function textMaterialLines(
  ctx: PlanContext,
  materialIds: readonly number[],
  field: string,
  subtype: 'comment' | 'message' | 'signature' | null,
): Promise<string[]> {
  const ids = [...new Set(materialIds)];
  if (ids.length === 0) return [];
  const rows = await ctx.db
    .selectFrom('materials')
    .select(['id', 'text'])
    .where('workspace_id', '=', ctx.workspaceId)
    .where('type', '=', 'text')
    .$if(subtype !== null, (q) => q.where('subtype', '=', subtype!))
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();
  const found = new Set(rows.map((r) => r.id));
  for (const id of ids)
    if (!found.has(id))
      ctx.problem({
        field: `${field}.${materialIds.indexOf(id)}`,
        ...(subtype === null
          ? { key: 'material.notTextMaterial', params: { id } }
          : { key: 'task.textMaterialNotFound', params: { id, subtype: `material.subtype.${subtype}` } }),
      });
  return rows.flatMap((r) => materialLines(r.text ?? ''));
}

/** The texts of a comment or message task: the typed ones, then those of its text materials of that subtype. */
export async function taskTexts(
  ctx: PlanContext,
  body: { texts: string[]; materialIds: number[] },
  subtype: 'comment' | 'message',
): Promise<string[]> {
  return [...body.texts, ...(await textMaterialLines(ctx, body.materialIds, 'materialIds', subtype))];
}
