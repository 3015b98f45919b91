import { z } from 'zod';
import { RENEWAL_MONTHS } from '../common/constants.ts';
import { rowLabel, rowName } from '../common/fields.ts';
import { pageOf } from '../common/pagination.ts';
import { entityId, idsBody, rangeInOrder, requiredName, selectionOf, timeRange } from '../common/query.ts';
import { PROXY_MODES } from '../proxy/constants.ts';
import { proxyLine } from '../proxy/index.ts';
import { labelId, tagAssignBody } from '../tags/index.ts';
import { DEVICE_NAME_MAX, DEVICE_RENT_MAX, DEVICE_STATUSES, DEVICE_USES } from './constants.ts';

export * from './group.ts';

/**
 * Rented cloud-phone devices (spec 2 /devices/list, spec 3 "Device", spec 4).
 * Routes under /api: `POST /device/info/queryList`, `POST /device/info/add`
 * (rent), `POST /device/info/renew`, `GET /device/info/detail/{id}`,
 * `PUT /device/info/update`, `DELETE /device/info/delete/{id}`,
 * `DELETE /device/info/deletes`, batch `PUT /device/info/proxy`,
 * `PUT /device/info/tag`, and moving to a group `PUT /device/group/move`.
 */

// No schema-wide message: it would also replace the range messages (months 0 or 13 is out of range, not of the wrong type).
const months = z.number().int().min(RENEWAL_MONTHS.min).max(RENEWAL_MONTHS.max);

const deviceName = requiredName(DEVICE_NAME_MAX);

/** What the farm says about the phone behind a device; fixed for its lifetime. */
export const deviceSpecs = z.object({
  brand: z.string(),
  model: z.string(),
  batteryMah: z.number().int(),
  processor: z.string(),
  memoryGb: z.number().int(),
  storageGb: z.number().int(),
  /** e.g. "1080x2400". */
  resolution: z.string(),
  screenInches: z.number(),
  /** Android version, e.g. "13". */
  androidVersion: z.string(),
  baseband: z.string(),
  kernel: z.string(),
  /** The client's unique id (16 hex digits). */
  clientUid: z.string(),
});
export type DeviceSpecs = z.infer<typeof deviceSpecs>;

export const deviceItem = deviceSpecs.extend({
  ...rowName,
  /** The phone's number in the simulated farm. */
  serial: z.number().int(),
  groupId: z.number().int().nullable(),
  groupName: z.string().nullable(),
  ...rowLabel,
  proxyMode: z.enum(PROXY_MODES),
  /** The custom proxy (from the proxy list) when proxyMode is custom. */
  proxyId: z.number().int().nullable(),
  /** The custom proxy masked (`user:****@host:port`); null on the global network. */
  proxyInfo: z.string().nullable(),
  /** The public address the device uses now: the global network's current IP, or the proxy's host. */
  ip: z.string(),
  /** When the global network switches the IP next (every 9 minutes); null with a custom proxy. */
  ipSwitchAt: z.string().nullable(),
  status: z.enum(DEVICE_STATUSES),
  use: z.enum(DEVICE_USES),
  /** Accounts bound to the device. */
  accountCount: z.number().int(),
  /** Rental start. */
  startTime: z.string(),
  /** When the farm brought the phone up (a few minutes after the start). */
  activationTime: z.string(),
  /** Rental end: afterwards the device is in arrears until renewed. */
  endTime: z.string(),
  createTime: z.string(),
});
export type DeviceItem = z.infer<typeof deviceItem>;

export const devicePage = pageOf(deviceItem);
export type DevicePage = z.infer<typeof devicePage>;

/** Body of `POST /device/info/queryList` (page in the query); newest first. */
export const deviceListBody = z
  .strictObject({
    /** Part of the name. */
    name: z.string().trim().max(DEVICE_NAME_MAX).optional(),
    status: z.enum(DEVICE_STATUSES).optional(),
    use: z.enum(DEVICE_USES).optional(),
    /** A group; null lists the devices in no group. */
    groupId: entityId.nullable().optional(),
    /** A device tag; null lists the devices without one. */
    labelId: labelId.optional(),
    proxyMode: z.enum(PROXY_MODES).optional(),
    ...timeRange('startTime'),
    ...timeRange('endTime'),
  })
  .refine(...rangeInOrder('startTimeFrom', 'startTimeTo'))
  .refine(...rangeInOrder('endTimeFrom', 'endTimeTo'))
  .default({});
export type DeviceListBody = z.infer<typeof deviceListBody>;

/**
 * Body of `POST /device/info/add`: rent `count` phones for `months` months
 * (RENEWAL_MONTHS). Costs the price table's `deviceRental` points per device
 * per month, taken from the workspace owner's balance in the same
 * transaction as the devices: not enough points, nothing is rented.
 */
export const deviceRentBody = z.strictObject({
  count: z.number().int().min(1).max(DEVICE_RENT_MAX),
  months,
  groupId: entityId.nullable().optional(),
  labelId: labelId.optional(),
});
export type DeviceRentBody = z.infer<typeof deviceRentBody>;

export const rentalCharge = z.object({
  /** Points charged. */
  points: z.number().int(),
  /** Points per device per month. */
  unitPrice: z.number().int(),
  /** The workspace owner's available points afterwards. */
  balance: z.number().int(),
});
export type RentalCharge = z.infer<typeof rentalCharge>;

export const deviceRentResult = rentalCharge.extend({ devices: z.array(deviceItem) });
export type DeviceRentResult = z.infer<typeof deviceRentResult>;

/**
 * Body of `POST /device/info/renew`: every selected device's end date moves
 * `months` later (from now if it had passed). A banned device cannot be renewed.
 */
export const deviceRenewBody = z.strictObject({ ids: selectionOf('selection.devices'), months });
export type DeviceRenewBody = z.infer<typeof deviceRenewBody>;

export const deviceRenewResult = rentalCharge.extend({
  devices: z.array(z.object({ id: z.number().int(), endTime: z.string() })),
});
export type DeviceRenewResult = z.infer<typeof deviceRenewResult>;

/**
 * The network choice of update and of the batch proxy action:
 * `proxyMode: 'global'` alone, or `proxyMode: 'custom'` with either
 * `proxyId` (from the proxy list) or `proxyInfo` (a typed
 * `username:password@ip:port`, added to the proxy list, or the identical
 * entry reused).
 */
const networkFields = {
  proxyMode: z.enum(PROXY_MODES).optional(),
  proxyId: entityId.optional(),
  proxyInfo: proxyLine.optional(),
};

type NetworkFields = { proxyMode?: string; proxyId?: number; proxyInfo?: string };

function checkNetwork(ctx: z.core.ParsePayload<NetworkFields>): void {
  const { proxyMode, proxyId, proxyInfo } = ctx.value;
  const choice = (path: string) =>
    ctx.issues.push({ code: 'custom', message: 'device.proxyChoice', input: ctx.value, path: [path] });
  if (proxyMode !== 'custom') {
    if (proxyId !== undefined) choice('proxyId');
    if (proxyInfo !== undefined) choice('proxyInfo');
    return;
  }
  if (proxyId !== undefined && proxyInfo !== undefined) choice('proxyInfo');
  if (proxyId === undefined && proxyInfo === undefined) {
    ctx.issues.push({ code: 'custom', message: 'proxy.empty', input: ctx.value, path: ['proxyInfo'] });
  }
}

/** Body of `PUT /device/info/update`: only the fields sent change. */
export const deviceUpdateBody = z
  .strictObject({
    id: entityId,
    name: deviceName.optional(),
    /** null takes the device out of its group. */
    groupId: entityId.nullable().optional(),
    labelId: labelId.optional(),
    ...networkFields,
  })
  .check(checkNetwork);
export type DeviceUpdateBody = z.infer<typeof deviceUpdateBody>;

/** Body of `PUT /device/info/proxy`: one network choice for every selected device. */
export const deviceProxyBody = z
  .strictObject({
    ids: selectionOf('selection.devices'),
    ...networkFields,
    proxyMode: z.enum(PROXY_MODES),
  })
  .check(checkNetwork);
export type DeviceProxyBody = z.infer<typeof deviceProxyBody>;

export const deviceTagBody = tagAssignBody('selection.devices');
export const deviceDeletesBody = idsBody('selection.devices');
