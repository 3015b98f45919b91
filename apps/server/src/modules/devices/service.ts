import {
  type DashboardDevices,
  DEVICE_EXPIRING_DAYS,
  type DeviceItem,
  type DeviceListBody,
  type DevicePage,
  type DeviceProxyBody,
  type DeviceUpdateBody,
  type Lang,
  type PageQuery,
} from '@reelfleet/contract';
import type { AppContext } from '../../core/context.ts';
import { AppError } from '../../core/errors.ts';
import { updateIds } from '../../db/ids.ts';
import type { Db } from '../../db/index.ts';
import { contains, fetchPage, refersTo } from '../../db/page.ts';
import type { DevicesTable } from '../../db/tables/fleet.ts';
import { scoped } from '../../http/scope.ts';
import { assertInWorkspace, workspaceOfId, workspaceOfIds } from '../../http/workspace.ts';
import type { AuthContext } from '../auth/session.ts';
import { findOrAddProxy } from '../proxy/service.ts';
import { assertLabel } from '../tags/service.ts';
import { refreshDeviceStatuses } from './status.ts';
import { deviceBase, toDeviceItem, withDeviceColumns } from './view.ts';

function viewDeps(ctx: AppContext, lang: Lang) {
  return { farm: ctx.driver.farm, secrets: ctx.secrets, atMs: ctx.clock.now(), lang };
}

export async function listDevices(
  ctx: AppContext,
  auth: AuthContext,
  filter: DeviceListBody,
  page: PageQuery,
  lang: Lang,
): Promise<DevicePage> {
  const { db } = ctx;
  const ws = auth.workspaceId;
  if (ws !== null) {
    await assertInWorkspace(db, 'device_groups', filter.groupId, ws);
    await assertLabel(db, 'device', filter.labelId, ws);
  }
  const deps = viewDeps(ctx, lang);
  await refreshDeviceStatuses(db, deps.farm, deps.atMs, { workspaceId: ws });
  const iso = (t: string) => new Date(t).toISOString();
  // A department's staff see the devices of its groups (http/scope.ts).
  const filtered = scoped(deviceBase(db), auth, 'device', 'd.group_id')
    .$if(ws !== null, (q) => q.where('d.workspace_id', '=', ws!))
    .$if(!!filter.name, (q) => q.where(contains('d.name', filter.name!)))
    .$if(!!filter.status, (q) => q.where('d.status', '=', filter.status!))
    .$if(!!filter.use, (q) => q.where('d.in_use', '=', filter.use === 'in_use' ? 1 : 0))
    .$if(filter.groupId !== undefined, (q) => q.where(refersTo('d.group_id', filter.groupId!)))
    .$if(filter.labelId !== undefined, (q) => q.where(refersTo('d.label_id', filter.labelId!)))
    .$if(!!filter.proxyMode, (q) => q.where('d.proxy_mode', '=', filter.proxyMode!))
    .$if(!!filter.startTimeFrom, (q) => q.where('d.started_at', '>=', iso(filter.startTimeFrom!)))
    .$if(!!filter.startTimeTo, (q) => q.where('d.started_at', '<=', iso(filter.startTimeTo!)))
    .$if(!!filter.endTimeFrom, (q) => q.where('d.end_at', '>=', iso(filter.endTimeFrom!)))
    .$if(!!filter.endTimeTo, (q) => q.where('d.end_at', '<=', iso(filter.endTimeTo!)));
  return fetchPage(
    db,
    filtered,
    page,
    (q) => withDeviceColumns(q).orderBy('d.id', 'desc'),
    (row) => toDeviceItem(row, deps),
  );
}

export async function getDevice(
  ctx: AppContext,
  auth: AuthContext,
  id: number,
  lang: Lang,
): Promise<DeviceItem> {
  const ws = await workspaceOfId(ctx.db, 'devices', id, auth);
  const deps = viewDeps(ctx, lang);
  await refreshDeviceStatuses(ctx.db, deps.farm, deps.atMs, { workspaceId: ws, ids: [id] });
  const row = await withDeviceColumns(deviceBase(ctx.db)).where('d.id', '=', id).executeTakeFirstOrThrow();
  return toDeviceItem(row, deps);
}

type NetworkChoice = Pick<DeviceUpdateBody, 'proxyMode' | 'proxyId' | 'proxyInfo'>;

/**
 * The columns of a network choice (the contract has checked its shape): the
 * global network, a proxy of the workspace's list (404 otherwise), or a
 * typed proxy, which joins the list (or reuses the identical entry).
 */
async function networkColumns(
  ctx: AppContext,
  db: Db,
  workspaceId: number,
  choice: NetworkChoice,
  at: string,
): Promise<Partial<Pick<DevicesTable, 'proxy_mode' | 'proxy_id'>>> {
  if (choice.proxyMode === undefined) return {};
  if (choice.proxyMode === 'global') return { proxy_mode: 'global', proxy_id: null };
  if (choice.proxyId !== undefined) {
    await assertInWorkspace(db, 'proxies', choice.proxyId, workspaceId);
    return { proxy_mode: 'custom', proxy_id: choice.proxyId };
  }
  const id = await findOrAddProxy(db, ctx.secrets, workspaceId, choice.proxyInfo!, at);
  return { proxy_mode: 'custom', proxy_id: id };
}

/** Name, group, tag and network of one device; only the fields sent change. */
export async function updateDevice(ctx: AppContext, auth: AuthContext, body: DeviceUpdateBody, lang: Lang) {
  const { db } = ctx;
  const ws = await workspaceOfId(db, 'devices', body.id, auth);
  await assertInWorkspace(db, 'device_groups', body.groupId, ws);
  await assertLabel(db, 'device', body.labelId, ws);
  const at = ctx.clock.iso();
  await db.transaction().execute(async (trx) => {
    const network = await networkColumns(ctx, trx, ws, body, at);
    await trx
      .updateTable('devices')
      .set({
        updated_at: at,
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.groupId !== undefined ? { group_id: body.groupId } : {}),
        ...(body.labelId !== undefined ? { label_id: body.labelId } : {}),
        ...network,
      })
      .where('id', '=', body.id)
      .execute();
  });
  return getDevice(ctx, auth, body.id, lang);
}

/** One network choice for every selected device, all or nothing. */
export async function setDevicesProxy(ctx: AppContext, auth: AuthContext, body: DeviceProxyBody) {
  const { db } = ctx;
  const ws = (await workspaceOfIds(db, 'devices', body.ids, auth))!;
  const at = ctx.clock.iso();
  return db.transaction().execute(async (trx) => {
    const network = await networkColumns(ctx, trx, ws, body, at);
    return updateIds(trx, 'devices', body.ids, { ...network, updated_at: at });
  });
}

/**
 * Returns the devices to the farm, all or none (no refund); a device a task
 * is using is refused (409). Accounts bound to them are left unbound.
 */
export async function deleteDevices(ctx: AppContext, auth: AuthContext, ids: readonly number[]) {
  const { db } = ctx;
  await workspaceOfIds(db, 'devices', ids, auth);
  const unique = [...new Set(ids)];
  const at = ctx.clock.iso();
  const { serials, count } = await db.transaction().execute(async (trx) => {
    const busy = await trx
      .selectFrom('devices')
      .select('id')
      .where('id', 'in', unique)
      .where('in_use', '=', 1)
      .executeTakeFirst();
    if (busy) throw new AppError(409, 'device.inUse', { params: { id: busy.id }, data: { id: busy.id } });
    await trx
      .updateTable('accounts')
      .set({ device_id: null, updated_at: at })
      .where('device_id', 'in', unique)
      .execute();
    const rows = await trx.deleteFrom('devices').where('id', 'in', unique).returning('serial').execute();
    return { serials: rows.map((r) => r.serial), count: rows.length };
  });
  const farm = ctx.driver.farm;
  for (const serial of serials) farm.release(serial);
  return { count };
}

/** `GET /dashboard/device`: devices of the caller's workspace, and those whose rental ends within DEVICE_EXPIRING_DAYS. */
export async function deviceFigures(ctx: AppContext, auth: AuthContext): Promise<DashboardDevices> {
  const atMs = ctx.clock.now();
  const now = new Date(atMs).toISOString();
  const soon = new Date(atMs + DEVICE_EXPIRING_DAYS * 86_400_000).toISOString();
  const row = await scoped(ctx.db.selectFrom('devices'), auth, 'device', 'group_id')
    .$if(auth.workspaceId !== null, (q) => q.where('workspace_id', '=', auth.workspaceId!))
    .select((eb) => [
      eb.fn.countAll<number>().as('created'),
      eb.fn
        .count<number>(
          eb
            .case()
            .when(eb.and([eb('end_at', '>', now), eb('end_at', '<=', soon)]))
            .then(1)
            .end(),
        )
        .as('expiring'),
    ])
    .executeTakeFirstOrThrow();
  return {
    available: true,
    created: Number(row.created),
    expiring: Number(row.expiring),
    expiringWithinDays: DEVICE_EXPIRING_DAYS,
  };
}
