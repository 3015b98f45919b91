import { randomUUID } from 'node:crypto';
import {
  type DeviceRenewBody,
  type DeviceRenewResult,
  type DeviceRentBody,
  type DeviceRentResult,
  type Lang,
  priceOf,
} from '@reelfleet/contract';
import type { AppContext } from '../../core/context.ts';
import { deviceStatusAt } from '../../core/driver/status.ts';
import { AppError } from '../../core/errors.ts';
import type { Db } from '../../db/index.ts';
import type { NewDevice } from '../../db/tables/fleet.ts';
import { assertInWorkspace, requireWorkspace, workspaceOfIds } from '../../http/workspace.ts';
import type { AuthContext } from '../auth/session.ts';
import { charge } from '../finance/ledger.ts';
import { getPrice } from '../finance/prices.ts';
import { assertLabel } from '../tags/service.ts';
import { refreshDeviceStatuses } from './status.ts';
import { deviceBase, toDeviceItem, withDeviceColumns } from './view.ts';

/** `months` calendar months after `ms`, UTC; the 31st becomes the month's last day. */
export function addMonths(ms: number, months: number): number {
  const d = new Date(ms);
  const target = new Date(ms);
  target.setUTCDate(1);
  target.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return target.getTime();
}

/** Takes `count` farm serials, atomically on both databases (the row stays locked until commit). */
async function takeSerials(trx: Db, count: number): Promise<number> {
  const row = await trx
    .updateTable('farm_serials')
    .set((eb) => ({ next_serial: eb('next_serial', '+', count) }))
    .where('id', '=', 1)
    .returning('next_serial')
    .executeTakeFirstOrThrow();
  return Number(row.next_serial) - count;
}

/**
 * Charges the workspace the deviceRental price for `devices` phones over
 * `months` months, in the caller's transaction; without enough points the
 * ledger refuses ('finance.insufficientPoints').
 */
async function chargeRental(
  trx: Db,
  workspaceId: number,
  rental: { devices: number; months: number; keyPrefix: string; refType: string; remark: string },
) {
  const price = await getPrice(trx, 'deviceRental');
  const points = priceOf(price, rental.months) * rental.devices;
  const charged = await charge(trx, {
    userId: workspaceId,
    points,
    item: 'deviceRental',
    idemKey: `${rental.keyPrefix}:${randomUUID()}`,
    refType: rental.refType,
    quantity: rental.devices * rental.months,
    unitPrice: price.points,
    remark: rental.remark,
  });
  return { points, unitPrice: price.points, balance: charged.entry.balance_after };
}

/**
 * Rents `count` phones for `months` months. The price table's deviceRental
 * price per device per month is charged to the workspace owner in the same
 * transaction as the device rows: without enough points the ledger refuses
 * ('finance.insufficientPoints') and nothing is written.
 */
export async function rentDevices(
  ctx: AppContext,
  auth: AuthContext,
  body: DeviceRentBody,
  lang: Lang,
): Promise<DeviceRentResult> {
  const { db } = ctx;
  const ws = requireWorkspace(auth);
  await assertInWorkspace(db, 'device_groups', body.groupId, ws);
  await assertLabel(db, 'device', body.labelId, ws);
  const farm = ctx.driver.farm;
  const startMs = ctx.clock.now();
  const at = new Date(startMs).toISOString();
  const end = new Date(addMonths(startMs, body.months)).toISOString();

  const rented = await db.transaction().execute(async (trx) => {
    const bill = await chargeRental(trx, ws, {
      devices: body.count,
      months: body.months,
      keyPrefix: 'device-rent',
      refType: 'device_rental',
      remark: `${body.count} x ${body.months}`,
    });
    const first = await takeSerials(trx, body.count);
    const rows: NewDevice[] = [];
    for (let serial = first; serial < first + body.count; serial++) {
      const specs = farm.specs(serial);
      const activated = new Date(farm.activationTime(serial, startMs)).toISOString();
      const status = deviceStatusAt(farm, { serial, activated_at: activated, end_at: end }, startMs);
      rows.push({
        workspace_id: ws,
        serial,
        name: farm.defaultName(serial),
        group_id: body.groupId ?? null,
        label_id: body.labelId ?? null,
        proxy_mode: 'global',
        proxy_id: null,
        brand: specs.brand,
        model: specs.model,
        battery_mah: specs.batteryMah,
        processor: specs.processor,
        memory_gb: specs.memoryGb,
        storage_gb: specs.storageGb,
        resolution: specs.resolution,
        screen_inches: specs.screenInches,
        android_version: specs.androidVersion,
        baseband: specs.baseband,
        kernel: specs.kernel,
        client_uid: specs.clientUid,
        started_at: at,
        activated_at: activated,
        end_at: end,
        status: status.status,
        status_until: status.until,
        in_use: 0,
        created_at: at,
        updated_at: at,
      });
    }
    const ids = await trx.insertInto('devices').values(rows).returning('id').execute();
    return { ids: ids.map((r) => r.id), ...bill };
  });

  const devices = await withDeviceColumns(deviceBase(db))
    .where('d.id', 'in', rented.ids)
    .orderBy('d.id', 'desc')
    .execute();
  const deps = { farm, secrets: ctx.secrets, atMs: startMs, lang };
  return {
    devices: devices.map((row) => toDeviceItem(row, deps)),
    points: rented.points,
    unitPrice: rented.unitPrice,
    balance: rented.balance,
  };
}

/**
 * Renews every selected device by `months` (from its end, or from now when
 * that has passed), charged like a rental, all or nothing. A banned device
 * cannot be renewed (409 naming it).
 */
export async function renewDevices(
  ctx: AppContext,
  auth: AuthContext,
  body: DeviceRenewBody,
): Promise<DeviceRenewResult> {
  const { db } = ctx;
  const ws = requireWorkspace(auth);
  await workspaceOfIds(db, 'devices', body.ids, auth);
  const ids = [...new Set(body.ids)];
  const farm = ctx.driver.farm;
  const atMs = ctx.clock.now();
  const at = new Date(atMs).toISOString();
  await refreshDeviceStatuses(db, farm, atMs, { workspaceId: ws, ids });

  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('devices')
      .select(['id', 'serial', 'activated_at', 'end_at', 'status'])
      .where('id', 'in', ids)
      .orderBy('id')
      .execute();
    const banned = rows.find((r) => r.status === 'banned');
    if (banned)
      throw new AppError(409, 'device.renewBanned', { params: { id: banned.id }, data: { id: banned.id } });
    const bill = await chargeRental(trx, ws, {
      devices: rows.length,
      months: body.months,
      keyPrefix: 'device-renew',
      refType: 'device_renewal',
      remark: `renew ${rows.length} x ${body.months}`,
    });
    const devices: DeviceRenewResult['devices'] = [];
    for (const row of rows) {
      const endTime = new Date(addMonths(Math.max(Date.parse(row.end_at), atMs), body.months)).toISOString();
      const status = deviceStatusAt(farm, { ...row, end_at: endTime }, atMs);
      await trx
        .updateTable('devices')
        .set({ end_at: endTime, status: status.status, status_until: status.until, updated_at: at })
        .where('id', '=', row.id)
        .execute();
      devices.push({ id: row.id, endTime });
    }
    return { ...bill, devices };
  });
}
