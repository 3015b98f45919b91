import { z } from 'zod';
import { crudGroup } from '../common/crud.ts';
import { allOrNothing, batchResult } from '../common/query.ts';
import {
  groupAddBody,
  groupDeletesBody,
  groupItem,
  groupListBody,
  groupMoveBody,
  groupOption,
  groupPage,
  groupTagBody,
  groupUpdateBody,
} from './group.ts';
import {
  deviceDeletesBody,
  deviceItem,
  deviceListBody,
  devicePage,
  deviceProxyBody,
  deviceRenewBody,
  deviceRenewResult,
  deviceRentBody,
  deviceRentResult,
  deviceTagBody,
  deviceUpdateBody,
} from './index.ts';

const batch = allOrNothing('a device');

/** Rented cloud-phone devices (spec 2 /devices/list). */
export const deviceEndpoints = crudGroup('devices', '/device/info', (crud) => ({
  list: crud.list({
    summary: 'List devices, newest first, with filters; statuses are brought up to date first',
    body: deviceListBody,
    response: devicePage,
  }),
  rent: crud.add({
    idempotent: true,
    access: 'finance',
    summary: 'Rent `count` devices for `months` months (1-12)',
    description:
      "Charges deviceRental points x months x count to the workspace owner in the same transaction as the devices. Not enough points: 422 'finance.insufficientPoints', nothing rented or charged.",
    body: deviceRentBody,
    response: deviceRentResult,
  }),
  renew: {
    method: 'POST',
    path: '/device/info/renew',
    idempotent: true,
    access: 'finance',
    summary: 'Renew devices by `months` (1-12), charged like a rental',
    description: `${batch} A banned device cannot be renewed (409).`,
    body: deviceRenewBody,
    response: deviceRenewResult,
  },
  detail: crud.detail({ summary: 'One device', response: deviceItem }),
  update: crud.update({
    summary: 'Change name, group, tag or network (global default network or a custom proxy)',
    body: deviceUpdateBody,
    response: deviceItem,
  }),
  setProxy: {
    method: 'PUT',
    path: '/device/info/proxy',
    summary: 'Set one network for the selected devices',
    description: batch,
    body: deviceProxyBody,
    response: batchResult,
  },
  tag: crud.tag({
    summary: 'Give the selected devices a tag (null removes it)',
    description: batch,
    body: deviceTagBody,
  }),
  remove: crud.remove({ summary: 'Return a device to the farm (no refund)' }),
  removeMany: crud.removeMany({
    summary: 'Return devices to the farm (no refund)',
    description: batch,
    body: deviceDeletesBody,
  }),
}));

/** Device groups (spec 2 /devices/group). */
export const groupEndpoints = crudGroup('device groups', '/device/group', (crud) => ({
  list: crud.list({
    summary: 'List groups with their device counts',
    body: groupListBody,
    response: groupPage,
  }),
  all: crud.all({
    summary: 'Every group of the workspace by name, for pickers',
    response: z.array(groupOption),
  }),
  add: crud.add({
    summary: 'Create a group (a name the workspace has: 409)',
    body: groupAddBody,
    response: groupItem,
  }),
  update: crud.update({ summary: 'Rename or tag a group', body: groupUpdateBody, response: groupItem }),
  remove: crud.remove({ summary: 'Delete a group; its devices fall back to no group' }),
  removeMany: crud.removeMany({
    summary: 'Delete groups, all or none; their devices fall back to no group',
    body: groupDeletesBody,
  }),
  move: {
    method: 'PUT',
    path: '/device/group/move',
    summary: 'Move devices into a group (groupId null: into no group)',
    description:
      "The device list's batch grouping. Any device or the group outside the workspace: 404 'batch group failed', nothing moved.",
    body: groupMoveBody,
    response: batchResult,
  },
  tag: crud.tag({ summary: 'Give the selected groups a tag (null removes it)', body: groupTagBody }),
}));
