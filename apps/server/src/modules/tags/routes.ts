import {
  idParams,
  pageQuery,
  TAG_KIND_LABELS,
  TAG_ROUTE_BASES,
  tagAddBody,
  tagDeletesBody,
  tagListBody,
  tagUpdateBody,
  translate,
} from '@reelfleet/contract';
import { ok } from '../../core/envelope.ts';
import { type App, caller } from '../../http/context.ts';
import { requireWorkspace } from '../../http/workspace.ts';
import { addTag, allTags, deleteTags, listTags, renameTag, type TaggedKind } from './service.ts';

/** The tag routes of every kind (TAG_ROUTE_BASES): one implementation, parameterised by kind. */
export async function tagRoutes(app: App) {
  for (const [kind, base] of Object.entries(TAG_ROUTE_BASES) as Array<[TaggedKind, string]>) {
    await app.register(async (scoped: App) => kindRoutes(scoped, kind, base));
  }
}

function kindRoutes(app: App, kind: TaggedKind, base: string) {
  const { db, clock } = app.ctx;
  const tags = [translate(TAG_KIND_LABELS[kind], 'en')];

  app.post(
    `${base}/queryList`,
    {
      schema: {
        tags,
        summary: `List ${kind} tags (system labels first, then newest); count is rows of the workspace carrying it`,
        querystring: pageQuery,
        body: tagListBody,
      },
    },
    async (req) => ok(await listTags(db, kind, caller(req), req.body, req.query, req.lang)),
  );

  app.post(
    `${base}/queryAll`,
    { schema: { tags, summary: `Every ${kind} tag, for filters and pickers` } },
    async (req) => ok(await allTags(db, kind, caller(req), req.lang)),
  );

  app.post(
    `${base}/add`,
    {
      schema: {
        tags,
        summary: `Add a ${kind} tag`,
        description: "Empty name: 'Tag cannot be empty'. A name the workspace already has: 409.",
        body: tagAddBody,
      },
    },
    async (req) => {
      const workspaceId = requireWorkspace(caller(req));
      const item = await addTag(db, kind, workspaceId, req.body.name, clock.iso(), req.lang);
      return ok(item, translate('common.addSuccess', req.lang));
    },
  );

  app.put(
    `${base}/update`,
    {
      schema: { tags, summary: `Rename a ${kind} tag (system labels: 409)`, body: tagUpdateBody },
    },
    async (req) => {
      const item = await renameTag(db, kind, caller(req), req.body.id, req.body.name, clock.iso(), req.lang);
      return ok(item, translate('common.updateSuccess', req.lang));
    },
  );

  app.delete(
    `${base}/delete/:id`,
    {
      schema: {
        tags,
        summary: `Delete a ${kind} tag; rows carrying it are left without a label (system labels: 409)`,
        params: idParams,
      },
    },
    async (req) => {
      const result = await deleteTags(db, kind, caller(req), [req.params.id]);
      return ok(result, translate('common.deleteSuccess', req.lang));
    },
  );

  app.delete(
    `${base}/deletes`,
    {
      schema: {
        tags,
        summary: `Delete ${kind} tags, all or none (an id out of reach: 404; a system label: 409)`,
        body: tagDeletesBody,
      },
    },
    async (req) => {
      const result = await deleteTags(db, kind, caller(req), req.body.ids);
      return ok(result, translate('common.deleteSuccess', req.lang));
    },
  );
}
