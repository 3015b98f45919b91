import { z } from 'zod';
import { endpointGroup } from '../common/endpoint.ts';
import { pageQuery } from '../common/pagination.ts';
import { allOrNothing, batchResult, idParams } from '../common/query.ts';
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
export const deviceEndpoints = endpointGroup('devices', {
  list: {
    method: 'POST',
    path: '/device/info/queryList',
    read: true,
    summary: 'List devices, newest first, with filters; statuses are brought up to date first',
    query: pageQuery,
    body: deviceListBody,
    response: devicePage,
  },
  rent: {
    method: 'POST',
    path: '/device/info/add',
    idempotent: true,
    access: 'finance',
    summary: 'Rent `count` devices for `months` months (1-12)',
    description:
      "Charges deviceRental points x months x count to the workspace owner in the same transaction as the devices. Not enough points: 422 'finance.insufficientPoints', nothing rented or charged.",
    body: deviceRentBody,
    response: deviceRentResult,
  },
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
  detail: {
    method: 'GET',
    path: '/device/info/detail/:id',
    summary: 'One device',
    params: idParams,
    response: deviceItem,
  },
  update: {
    method: 'PUT',
    path: '/device/info/update',
    summary: 'Change name, group, tag or network (global default network or a custom proxy)',
    body: deviceUpdateBody,
    response: deviceItem,
  },
  setProxy: {
    method: 'PUT',
    path: '/device/info/proxy',
    summary: 'Set one network for the selected devices',
    description: batch,
    body: deviceProxyBody,
    response: batchResult,
  },
  tag: {
    method: 'PUT',
    path: '/device/info/tag',
    summary: 'Give the selected devices a tag (null removes it)',
    description: batch,
    body: deviceTagBody,
    response: batchResult,
  },
  remove: {
    method: 'DELETE',
    path: '/device/info/delete/:id',
    summary: 'Return a device to the farm (no refund)',
    params: idParams,
    response: batchResult,
  },
  removeMany: {
    method: 'DELETE',
    path: '/device/info/deletes',
    summary: 'Return devices to the farm (no refund)',
    description: batch,
    body: deviceDeletesBody,
    response: batchResult,
  },
});

/** Device groups (spec 2 /devices/group). */
export const groupEndpoints = endpointGroup('device groups', {
  list: {
    method: 'POST',
    path: '/device/group/queryList',
    read: true,
    summary: 'List groups with their device counts',
    query: pageQuery,
    body: groupListBody,
    response: groupPage,
  },
  all: {
    method: 'POST',
    path: '/device/group/queryAll',
    read: true,
    summary: 'Every group of the workspace by name, for pickers',
    response: z.array(groupOption),
  },
  add: {
    method: 'POST',
    path: '/device/group/add',
    summary: 'Create a group (a name the workspace has: 409)',
    body: groupAddBody,
    response: groupItem,
  },
  update: {
    method: 'PUT',
    path: '/device/group/update',
    summary: 'Rename or tag a group',
    body: groupUpdateBody,
    response: groupItem,
  },
  remove: {
    method: 'DELETE',
    path: '/device/group/delete/:id',
    summary: 'Delete a group; its devices fall back to no group',
    params: idParams,
    response: batchResult,
  },
  removeMany: {
    method: 'DELETE',
    path: '/device/group/deletes',
    summary: 'Delete groups, all or none; their devices fall back to no group',
    body: groupDeletesBody,
    response: batchResult,
  },
  move: {
    method: 'PUT',
    path: '/device/group/move',
    summary: 'Move devices into a group (groupId null: into no group)',
    description:
      "The device list's batch grouping. Any device or the group outside the workspace: 404 'batch group failed', nothing moved.",
    body: groupMoveBody,
    response: batchResult,
  },
  tag: {
    method: 'PUT',
    path: '/device/group/tag',
    summary: 'Give the selected groups a tag (null removes it)',
    body: groupTagBody,
    response: batchResult,
  },
});
