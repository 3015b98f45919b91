import { labelsOf } from '../common/messages.ts';

/**
 * online/offline/disconnected come from the farm and change over time;
 * arrears: the rental's end date has passed (renew to bring it back);
 * banned: the farm lost the phone for good (it cannot be renewed).
 * A phone being provisioned (before its activation time) is offline.
 */
export const DEVICE_STATUSES = ['online', 'offline', 'disconnected', 'arrears', 'banned'] as const;
export type DeviceStatus = (typeof DEVICE_STATUSES)[number];
export const DEVICE_STATUS_LABELS = labelsOf('device.status', DEVICE_STATUSES);

/** in_use while a task holds the device, idle otherwise. */
export const DEVICE_USES = ['in_use', 'idle'] as const;
export type DeviceUse = (typeof DEVICE_USES)[number];
export const DEVICE_USE_LABELS = labelsOf('device.use', DEVICE_USES);

/** Most devices one rental may take. */
export const DEVICE_RENT_MAX = 100;
export const DEVICE_NAME_MAX = 50;

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
