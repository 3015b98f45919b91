import type { FanTargets } from '@reelfleet/contract';
import type { Db } from '../db/index.ts';
import type { PlanContext } from './types.ts';

/**
 * Collected fans as task targets (docs/resources.md "Fans as targets"): the
 * fans of the workspace's library carrying any of the fans tags, oldest
 * collected first. A kind whose body has `fanLabelIds` (contract
 * `fanTargetFields`) plans its targets with `fanTargetsOf`; the console
 * shows the count with `POST /resource/fans/targets`. Foreign tags never
 * reach here (the ownership hook answers 404); they would match no fan anyway.
 */
export async function fansOfTags(
  db: Db,
  workspaceId: number,
  fanLabelIds: readonly number[],
  limit: number,
): Promise<FanTargets> {
  const q = db
    .selectFrom('resource_fans')
    .where('workspace_id', '=', workspaceId)
    .where('label_id', 'in', [...fanLabelIds, 0]);
  const [count, rows] = await Promise.all([
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    q.select('uid').orderBy('id').limit(limit).execute(),
  ]);
  return { count: Number(count.n), userIds: rows.map((r) => r.uid) };
}

/** The platform user ids a plan targets through fans tags; none says 'resource.fans.tagEmpty' on `fanLabelIds`. */
export async function fanTargetsOf(
  ctx: Pick<PlanContext, 'db' | 'workspaceId' | 'problem'>,
  fanLabelIds: readonly number[],
  limit: number,
): Promise<string[]> {
  const { userIds } = await fansOfTags(ctx.db, ctx.workspaceId, fanLabelIds, limit);
  if (userIds.length === 0) ctx.problem({ field: 'fanLabelIds', key: 'resource.fans.tagEmpty' });
  return userIds;
}
