import { z } from 'zod';
import { endpoint } from '../common/endpoint.ts';
import { pageQuery } from '../common/pagination.ts';
import { batchResult, idParams } from '../common/query.ts';
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

const tags = ['devices'];
const bulk = 'All or nothing: an id that is not a device of the workspace fails the whole request with 404.';

/** Rented cloud-phone devices (spec 2 /devices/list). */
export const deviceEndpoints = {
  list: endpoint({
    method: 'POST',
    path: '/device/info/queryList',
    tags,
    summary: 'List devices, newest first, with filters; statuses are brought up to date first',
    query: pageQuery,
    body: deviceListBody,
    response: devicePage,
  }),
  rent: endpoint({
    method: 'POST',
    path: '/device/info/add',
    tags,
    summary: 'Rent `count` devices for `months` months (1-12)',
    description:
      "Charges deviceRental points x months x count to the workspace owner in the same transaction as the devices. Not enough points: 422 'finance.insufficientPoints', nothing rented or charged.",
    body: deviceRentBody,
    response: deviceRentResult,
  }),
  renew: endpoint({
    method: 'POST',
    path: '/device/info/renew',
    tags,
    summary: 'Renew devices by `months` (1-12), charged like a rental',
    description: `${bulk} A banned device cannot be renewed (409).`,
    body: deviceRenewBody,
    response: deviceRenewResult,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/device/info/detail/:id',
    tags,
    summary: 'One device',
    params: idParams,
    response: deviceItem,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/device/info/update',
    tags,
    summary: 'Change name, group, tag or network (global default network or a custom proxy)',
    body: deviceUpdateBody,
    response: deviceItem,
  }),
  setProxy: endpoint({
    method: 'PUT',
    path: '/device/info/proxy',
    tags,
    summary: 'Set one network for the selected devices',
    description: bulk,
    body: deviceProxyBody,
    response: batchResult,
  }),
  tag: endpoint({
    method: 'PUT',
    path: '/device/info/tag',
    tags,
    summary: 'Give the selected devices a tag (null removes it)',
    description: bulk,
    body: deviceTagBody,
    response: batchResult,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/device/info/delete/:id',
    tags,
    summary: 'Return a device to the farm (no refund)',
    params: idParams,
    response: batchResult,
  }),
  removeMany: endpoint({
    method: 'DELETE',
    path: '/device/info/deletes',
    tags,
    summary: 'Return devices to the farm (no refund)',
    description: bulk,
    body: deviceDeletesBody,
    response: batchResult,
  }),
};

const groupTags = ['device groups'];

/** Device groups (spec 2 /devices/group). */
export const groupEndpoints = {
  list: endpoint({
    method: 'POST',
    path: '/device/group/queryList',
    tags: groupTags,
    summary: 'List groups with their device counts',
    query: pageQuery,
    body: groupListBody,
    response: groupPage,
  }),
  all: endpoint({
    method: 'POST',
    path: '/device/group/queryAll',
    tags: groupTags,
    summary: 'Every group of the workspace by name, for pickers',
    response: z.array(groupOption),
  }),
  add: endpoint({
    method: 'POST',
    path: '/device/group/add',
    tags: groupTags,
    summary: 'Create a group (a name the workspace has: 409)',
    body: groupAddBody,
    response: groupItem,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/device/group/update',
    tags: groupTags,
    summary: 'Rename or tag a group',
    body: groupUpdateBody,
    response: groupItem,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/device/group/delete/:id',
    tags: groupTags,
    summary: 'Delete a group; its devices fall back to no group',
    params: idParams,
    response: batchResult,
  }),
  removeMany: endpoint({
    method: 'DELETE',
    path: '/device/group/deletes',
    tags: groupTags,
    summary: 'Delete groups, all or none; their devices fall back to no group',
    body: groupDeletesBody,
    response: batchResult,
  }),
  move: endpoint({
    method: 'PUT',
    path: '/device/group/move',
    tags: groupTags,
    summary: 'Move devices into a group (groupId null: into no group)',
    description:
      "The device list's batch grouping. Any device or the group outside the workspace: 404 'batch group failed', nothing moved.",
    body: groupMoveBody,
    response: batchResult,
  }),
  tag: endpoint({
    method: 'PUT',
    path: '/device/group/tag',
    tags: groupTags,
    summary: 'Give the selected groups a tag (null removes it)',
    body: groupTagBody,
    response: batchResult,
  }),
};
