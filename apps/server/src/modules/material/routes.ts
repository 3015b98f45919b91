import { materialEndpoints as api, materialUploadQuery, translate } from '@reelfleet/contract';
import { ok } from '../../core/envelope.ts';
import { notFound } from '../../core/errors.ts';
import { type App, caller } from '../../http/context.ts';
import { route } from '../../http/route.ts';
import { requireWorkspace } from '../../http/workspace.ts';
import { writeRoute } from '../../http/write-route.ts';
import { variantKey, variantMime } from './media.ts';
import { MediaProcessor } from './process.ts';
import {
  addMediaMaterial,
  addTextMaterials,
  allMaterials,
  deleteMaterials,
  getMaterial,
  listMaterials,
  mediaRow,
  updateMaterial,
  uploadStatus,
} from './service.ts';
import { PART_SWEEP_EVERY_MS, sweepPartFiles } from './sweep.ts';
import { receiveMedia } from './upload.ts';

/** Materials (spec 2 /material/*); their tags are served by the tag module (`/resource/material/tag/*`). */
export async function materialRoutes(app: App) {
  const { db, clock, config, storage } = app.ctx;
  const processor = new MediaProcessor(
    db,
    storage,
    () => clock.iso(),
    app.log,
    (workspaceId) => app.ctx.push?.invalidate(workspaceId, ['materials']),
  );
  let sweeper: NodeJS.Timeout | undefined;
  const sweep = async () => {
    const removed = await sweepPartFiles(config.DATA_DIR);
    if (removed > 0) app.log.info({ removed }, 'removed part files of uploads cut short');
  };
  app.addHook('onReady', async () => {
    await sweep();
    sweeper = setInterval(() => void sweep().catch(() => {}), PART_SWEEP_EVERY_MS).unref();
    await processor.resume();
  });
  app.addHook('onClose', async () => {
    clearInterval(sweeper);
    await processor.idle();
  });

  route(app, api.list, async (req) =>
    ok(await listMaterials(db, caller(req), req.body, req.query, req.lang)),
  );
  route(app, api.all, async (req) => ok(await allMaterials(db, caller(req), req.body, req.lang)));
  route(app, api.detail, async (req) => ok(await getMaterial(db, caller(req), req.params.id, req.lang)));
  writeRoute(app, api.add, addTextMaterials, 'common.addSuccess');
  route(app, api.upload, async (req) => {
    const ws = requireWorkspace(caller(req));
    // The query is checked (route schema) before a byte of the file is read.
    const query = materialUploadQuery.parse(req.query);
    const file = await receiveMedia(req, storage, ws, query.type);
    const id = await addMediaMaterial(db, storage, ws, query, file, clock.iso(), req.lang);
    processor.enqueue(id, ws);
    return ok(
      await getMaterial(db, caller(req), id, req.lang),
      translate('material.uploadSuccess', req.lang),
    );
  });
  route(app, api.uploadStatus, async (req) =>
    ok(await uploadStatus(db, caller(req), req.params.id, req.lang)),
  );
  route(app, api.media, async (req, reply) => {
    const row = await mediaRow(db, caller(req), req.params.id);
    const variant = req.params.variant;
    const has = variant === 'file' ? !!row.file_key : variant === 'thumb' ? row.has_thumb : row.has_poster;
    if (!has || !row.file_key) throw notFound();
    const file = await storage.get(variantKey(row.workspace_id, row.file_key, variant));
    if (!file) throw notFound();
    return reply
      .type(variantMime(variant, row.mime))
      .header('content-length', file.size)
      .header('cache-control', 'private, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .send(file.stream);
  });
  writeRoute(app, api.update, updateMaterial, 'common.updateSuccess');
  route(app, api.remove, async (req) =>
    ok(
      await deleteMaterials(db, storage, caller(req), [req.params.id]),
      translate('common.deleteSuccess', req.lang),
    ),
  );
  route(app, api.removeMany, async (req) =>
    ok(
      await deleteMaterials(db, storage, caller(req), req.body.ids),
      translate('common.deleteSuccess', req.lang),
    ),
  );
}
