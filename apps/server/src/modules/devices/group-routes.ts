import {
  groupAddBody,
  groupDeletesBody,
  groupListBody,
  groupMoveBody,
  groupTagBody,
  groupUpdateBody,
  idParams,
  pageQuery,
  translate,
} from '@reelfleet/contract';
import { ok } from '../../core/envelope.ts';
import { type App, caller } from '../../http/context.ts';
import { tagRows } from '../tags/service.ts';
import { addGroup, allGroups, deleteGroups, listGroups, moveDevices, updateGroup } from './groups.ts';

const tags = ['device groups'];

/** Device groups (spec 2 /devices/group). */
export async function groupRoutes(app: App) {
  const { db, clock } = app.ctx;

  app.post(
    '/device/group/queryList',
    {
      schema: {
        tags,
        summary: 'List groups with their device counts',
        querystring: pageQuery,
        body: groupListBody,
      },
    },
    async (req) => ok(await listGroups(db, caller(req), req.body, req.query, req.lang)),
  );

  app.post(
    '/device/group/queryAll',
    { schema: { tags, summary: 'Every group of the workspace by name, for pickers' } },
    async (req) => ok(await allGroups(db, caller(req))),
  );

  app.post(
    '/device/group/add',
    { schema: { tags, summary: 'Create a group (a name the workspace has: 409)', body: groupAddBody } },
    async (req) =>
      ok(
        await addGroup(db, caller(req), req.body, clock.iso(), req.lang),
        translate('common.addSuccess', req.lang),
      ),
  );

  app.put(
    '/device/group/update',
    { schema: { tags, summary: 'Rename or tag a group', body: groupUpdateBody } },
    async (req) =>
      ok(
        await updateGroup(db, caller(req), req.body, clock.iso(), req.lang),
        translate('common.updateSuccess', req.lang),
      ),
  );

  app.delete(
    '/device/group/delete/:id',
    { schema: { tags, summary: 'Delete a group; its devices fall back to no group', params: idParams } },
    async (req) =>
      ok(
        await deleteGroups(db, caller(req), [req.params.id], clock.iso()),
        translate('common.deleteSuccess', req.lang),
      ),
  );

  app.delete(
    '/device/group/deletes',
    {
      schema: {
        tags,
        summary: 'Delete groups, all or none; their devices fall back to no group',
        body: groupDeletesBody,
      },
    },
    async (req) =>
      ok(
        await deleteGroups(db, caller(req), req.body.ids, clock.iso()),
        translate('common.deleteSuccess', req.lang),
      ),
  );

  app.put(
    '/device/group/move',
    {
      schema: {
        tags,
        summary: 'Move devices into a group (groupId null: into no group)',
        description:
          "The device list's batch grouping. Any device or the group outside the workspace: 404 'batch group failed', nothing moved.",
        body: groupMoveBody,
      },
    },
    async (req) =>
      ok(
        await moveDevices(db, caller(req), req.body, clock.iso()),
        translate('device.groupingSuccess', req.lang),
      ),
  );

  app.put(
    '/device/group/tag',
    { schema: { tags, summary: 'Give the selected groups a tag (null removes it)', body: groupTagBody } },
    async (req) =>
      ok(
        await tagRows(db, 'group', caller(req), req.body.ids, req.body.labelId, clock.iso()),
        translate('tag.taggingSuccess', req.lang),
      ),
  );
}
