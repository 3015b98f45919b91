import { z } from 'zod';
import { rowLabel, rowTimes } from '../common/fields.ts';
import { pageOf } from '../common/pagination.ts';
import { entityId, idsBody, selectionOf } from '../common/query.ts';
import { labelId, tagAssignBody } from '../tags/index.ts';

/**
 * Device groups (spec 2 /devices/group): `POST /device/group/queryList`,
 * `POST /device/group/queryAll`, `POST /device/group/add`,
 * `PUT /device/group/update` (rename, tag), `DELETE /device/group/delete/{id}`,
 * `DELETE /device/group/deletes` (their devices fall back to no group),
 * `PUT /device/group/move` (move devices; any id outside the workspace fails
 * the whole move with 404 'batch group failed'), `PUT /device/group/tag`.
 * Group tags live at `/device/groupTag/*`.
 */
export const GROUP_NAME_MAX = 30;

export const groupName = z
  .string({ error: 'validation.nameEmpty' })
  .trim()
  .min(1, { error: 'validation.nameEmpty' })
  .max(GROUP_NAME_MAX);

/** Body of `POST /device/group/queryList` (page in the query). */
export const groupListBody = z
  .strictObject({
    name: z.string().trim().max(GROUP_NAME_MAX).optional(),
    labelId: labelId.optional(),
  })
  .default({});
export type GroupListBody = z.infer<typeof groupListBody>;

export const groupAddBody = z.strictObject({ name: groupName, labelId: labelId.optional() });
export type GroupAddBody = z.infer<typeof groupAddBody>;

export const groupUpdateBody = z.strictObject({
  id: entityId,
  name: groupName.optional(),
  labelId: labelId.optional(),
});
export type GroupUpdateBody = z.infer<typeof groupUpdateBody>;

export const groupItem = z.object({
  id: z.number().int(),
  name: z.string(),
  ...rowLabel,
  deviceCount: z.number().int(),
  ...rowTimes,
});
export type GroupItem = z.infer<typeof groupItem>;

export const groupPage = pageOf(groupItem);
export type GroupPage = z.infer<typeof groupPage>;

/** `POST /device/group/queryAll`: every group of the workspace, by name, for pickers. */
export const groupOption = z.object({
  id: z.number().int(),
  name: z.string(),
  deviceCount: z.number().int(),
});
export type GroupOption = z.infer<typeof groupOption>;

/** Body of `PUT /device/group/move`: put the devices in `groupId` (null: in no group). */
export const groupMoveBody = z.strictObject({
  ids: selectionOf('selection.devices'),
  groupId: entityId.nullable(),
});
export type GroupMoveBody = z.infer<typeof groupMoveBody>;

export const groupDeletesBody = idsBody('selection.groups');
export const groupTagBody = tagAssignBody('selection.groups');
