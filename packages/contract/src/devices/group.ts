import { z } from 'zod';
import { rowLabel, rowName, rowTimes } from '../common/fields.ts';
import { pageOf } from '../common/pagination.ts';
import { entityId, idsBody, moveBody, requiredName } from '../common/query.ts';
import { labelId, tagAssignBody } from '../tags/index.ts';
import { GROUP_NAME_MAX } from './constants.ts';

export const groupName = requiredName(GROUP_NAME_MAX);

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

/** Body of `PUT /device/group/update`: the group's id, and the fields of add that change. */
export const groupUpdateBody = z.strictObject({ id: entityId, ...groupAddBody.partial().shape });
export type GroupUpdateBody = z.infer<typeof groupUpdateBody>;

export const groupItem = z.object({
  ...rowName,
  ...rowLabel,
  deviceCount: z.number().int(),
  ...rowTimes,
});
export type GroupItem = z.infer<typeof groupItem>;

export const groupPage = pageOf(groupItem);
export type GroupPage = z.infer<typeof groupPage>;

/** `POST /device/group/queryAll`: every group of the workspace, by name, for pickers. */
export const groupOption = groupItem.pick({ id: true, name: true, deviceCount: true });
export type GroupOption = z.infer<typeof groupOption>;

/** Body of `PUT /device/group/move`: put the devices in `groupId` (null: in no group). */
export const groupMoveBody = moveBody('selection.devices', 'groupId');
export type GroupMoveBody = z.infer<typeof groupMoveBody>;

export const groupDeletesBody = idsBody('selection.groups');
export const groupTagBody = tagAssignBody('selection.groups');
