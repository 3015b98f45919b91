import {
  type BatchResult,
  type batchResult,
  type Endpoint,
  type idParams,
  type ServedTagKind,
  tagEndpoints,
  translate,
} from '@reelfleet/contract';
import type { z } from 'zod';
import type { AuthContext } from '../../core/auth-context.ts';
import { ok } from '../../core/envelope.ts';
import { type App, caller } from '../../http/context.ts';
import { route } from '../../http/route.ts';
import { requireWorkspace } from '../../http/workspace.ts';
import { addTag, allTags, deleteTags, listTags, renameTag, type TaggedKind, tagRows } from './service.ts';

/** The tag routes of every kind (tagEndpoints): one implementation, parameterised by kind. */
export async function tagRoutes(app: App) {
  for (const kind of Object.keys(tagEndpoints) as ServedTagKind[]) kindRoutes(app, kind);
}

function kindRoutes(app: App, kind: ServedTagKind) {
  const { db, clock } = app.ctx;
  const api = tagEndpoints[kind];

  route(app, api.list, async (req) =>
    ok(await listTags(db, kind, caller(req), req.body, req.query, req.lang)),
  );
  route(app, api.all, async (req) => ok(await allTags(db, kind, caller(req), req.lang)));
  route(app, api.add, async (req) => {
    const auth = caller(req);
    const item = await addTag(db, kind, requireWorkspace(auth), req.body.name, clock.iso(), req.lang, auth);
    return ok(item, translate('common.addSuccess', req.lang));
  });
  route(app, api.rename, async (req) => {
    const item = await renameTag(db, kind, caller(req), req.body.id, req.body.name, clock.iso(), req.lang);
    return ok(item, translate('common.updateSuccess', req.lang));
  });
  route(app, api.remove, async (req) => {
    const result = await deleteTags(db, kind, caller(req), [req.params.id]);
    return ok(result, translate('common.deleteSuccess', req.lang));
  });
  route(app, api.removeMany, async (req) => {
    const result = await deleteTags(db, kind, caller(req), req.body.ids);
    return ok(result, translate('common.deleteSuccess', req.lang));
  });
}

type Answers = { response: typeof batchResult };

/**
 * The routes every tagged fleet list has: tag the selected rows (`tagRows`), delete one row
 * (its id in the path) and delete several (`ids` in the body), each answering its catalogue
 * message; `remove` deletes the rows of the caller's workspace, all or none.
 */
export function tagAndDeleteRoutes(
  app: App,
  api: {
    tag: Endpoint & Answers & { body: z.ZodType<{ ids: number[]; labelId: number | null }> };
    remove: Endpoint & Answers & { params: typeof idParams };
    removeMany: Endpoint & Answers & { body: z.ZodType<{ ids: number[] }> };
  },
  kind: TaggedKind,
  remove: (auth: AuthContext, ids: number[]) => Promise<BatchResult>,
) {
  const { db, clock } = app.ctx;
  route(app, api.tag, async (req) =>
    ok(
      await tagRows(db, kind, caller(req), req.body.ids, req.body.labelId, clock.iso()),
      translate('tag.taggingSuccess', req.lang),
    ),
  );
  route(app, api.remove, async (req) =>
    ok(await remove(caller(req), [req.params.id]), translate('common.deleteSuccess', req.lang)),
  );
  route(app, api.removeMany, async (req) =>
    ok(await remove(caller(req), req.body.ids), translate('common.deleteSuccess', req.lang)),
  );
}
