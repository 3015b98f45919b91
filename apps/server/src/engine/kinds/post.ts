import { type PostTaskBody, PRICE_OF_ACTION } from '@reelfleet/contract';
import type { PlatformVideo } from '../../core/driver/catalogue.ts';
import { accountLabelName, actionRequest, actorItem, actorsOf, delays } from '../plan.ts';
import type { TaskKind } from '../types.ts';

/** What a publish step carries (decided while planning, so a replay publishes the same). */
interface PostParams {
  materialId: number;
  materialName: string;
  sizeBytes: number;
  durationSec: number;
  titleSource: PostTaskBody['titleSource'];
  /** Typed, or the template text drawn for this video; a generated title is drawn when it runs. */
  title: string | null;
  hashtagMin: number;
  hashtagMax: number;
  language: string;
  adultOnly: boolean;
  /** The account's place among those publishing this material: its generated title differs from theirs. */
  variant?: number;
}

interface Published {
  video: PlatformVideo;
  title: string;
  hashtags: string[];
  generated: boolean;
}

/**
 * Video publishing (spec 2 /video/pushvideo): each chosen account publishes
 * each chosen video material once (upload time in proportion to the file's
 * size on the simulated clock), with a typed title, a template text
 * material, or a generated title (each account its own: the account's place
 * in the task is the title's variant); hashtags come from the platform's
 * trending ones (hashtagMin..hashtagMax). `publishAt` delays the first
 * upload to that time. A published video joins the platform's catalogue and
 * the workspace's video list (published_videos), charged per video.
 */
export const kind: TaskKind<PostTaskBody> = {
  subtype: 'post',

  async plan(ctx, body) {
    const now = ctx.nowMs ?? Date.now();
    const wait = body.publishAt ? Date.parse(body.publishAt) - now : 0;
    if (wait < 0) {
      ctx.problem({ field: 'publishAt', key: 'post.publishAtPast' });
      return { items: [] };
    }
    const ids = [...new Set(body.materialIds)];
    const materials = await ctx.db
      .selectFrom('materials')
      .select(['id', 'name', 'size', 'duration_ms'])
      .where('workspace_id', '=', ctx.workspaceId)
      .where('type', '=', 'video')
      .where('status', '=', 'ready')
      .where('id', 'in', ids)
      .orderBy('id')
      .execute();
    const found = new Set(materials.map((m) => m.id));
    for (const id of ids) {
      if (!found.has(id)) {
        ctx.problem({
          field: `materialIds.${body.materialIds.indexOf(id)}`,
          key: 'post.materialNotVideo',
          params: { id },
        });
      }
    }
    let templates: string[] = [];
    if (body.titleSource === 'template') {
      const wanted = [...new Set(body.templateIds ?? [])];
      const rows = await ctx.db
        .selectFrom('materials')
        .select(['id', 'text'])
        .where('workspace_id', '=', ctx.workspaceId)
        .where('type', '=', 'text')
        .where('subtype', '=', 'template')
        .where('id', 'in', [...wanted, 0])
        .execute();
      const have = new Set(rows.map((r) => r.id));
      for (const id of wanted) {
        if (!have.has(id))
          ctx.problem({ field: 'templateIds', key: 'post.templateNotFound', params: { id } });
      }
      templates = rows.map((r) => r.text ?? '').filter(Boolean);
    }
    const actors = await actorsOf(ctx, body);
    const delay = delays(body, ctx.rng);
    const order = body.mode === 'reordering' ? ctx.rng.shuffle(actors) : actors;
    return {
      items: order.map((actor, i) =>
        actorItem(
          actor,
          materials.map((m, j) => {
            const params: PostParams = {
              materialId: m.id,
              materialName: m.name,
              sizeBytes: Number(m.size ?? 0),
              durationSec: Math.max(1, Math.round((m.duration_ms ?? 0) / 1000)),
              titleSource: body.titleSource,
              title:
                body.titleSource === 'typed'
                  ? (body.title ?? '')
                  : body.titleSource === 'template' && templates.length > 0
                    ? ctx.rng.pick(templates)
                    : null,
              hashtagMin: body.hashtagMin,
              hashtagMax: body.hashtagMax,
              language: body.language,
              adultOnly: body.adultOnly,
              variant: i,
            };
            return {
              action: 'publish' as const,
              target: String(m.id),
              delayMs: (j === 0 ? wait : 0) + delay(i, j),
              params: params as unknown as Record<string, unknown>,
            };
          }),
        ),
      ),
      describe: {
        accountLabelName: await accountLabelName(ctx, body),
        accountCount: actors.length,
        targetCount: materials.length,
      },
    };
  },

  async run(step, driver, signal) {
    const publish = driver.platform.publish?.bind(driver.platform);
    if (!publish) return { outcome: 'failure', reason: 'platform.reason.publishBlocked' };
    await driver.signIn(step.deviceId!, step.accountId!);
    const p = step.params as unknown as PostParams;
    const generated = driver.platform.generateTitle?.({
      seed: `material:${p.materialId}`,
      account: step.label,
      variant: p.variant ?? 0,
      language: p.language,
      hashtagMin: p.hashtagMin,
      hashtagMax: p.hashtagMax,
    }) ?? { title: '', hashtags: [] };
    const title = p.title ?? generated.title;
    const r = await publish(
      {
        ...actionRequest(step),
        title,
        hashtags: generated.hashtags,
        language: p.language,
        adultOnly: p.adultOnly,
        sizeBytes: p.sizeBytes,
        durationSec: p.durationSec,
      },
      signal,
    );
    if (r.outcome !== 'success' || !r.video)
      return { outcome: r.outcome, reason: r.reason, params: r.params };
    const data: Published = {
      video: r.video,
      title,
      hashtags: generated.hashtags,
      generated: p.title === null,
    };
    return {
      outcome: 'success',
      reason: r.reason,
      params: r.params,
      notes: [
        {
          level: 'INFO',
          key: 'post.log.published',
          params: { account: step.label, title, videoId: r.video.id },
        },
      ],
      data,
    };
  },

  price: (a, prices) => prices[PRICE_OF_ACTION[a]],

  async onOutcome(trx, step, result) {
    if (result.outcome !== 'success' || !result.data) return;
    const { video, title, hashtags, generated } = result.data as Published;
    const p = step.params as unknown as PostParams;
    const task = await trx
      .selectFrom('tasks')
      .select('workspace_id')
      .where('id', '=', step.taskId)
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('published_videos')
      .values({
        workspace_id: task.workspace_id,
        task_id: step.taskId,
        account_id: step.accountId,
        account: step.label,
        material_id: p.materialId,
        material_name: p.materialName,
        video_id: video.id,
        title,
        hashtags: JSON.stringify(hashtags),
        language: p.language,
        adult_only: p.adultOnly ? 1 : 0,
        title_generated: generated ? 1 : 0,
        region: video.region,
        duration_sec: video.durationSec,
        published_at: video.publishedAt,
      })
      .onConflict((oc) => oc.column('video_id').doNothing())
      .execute();
  },
};
