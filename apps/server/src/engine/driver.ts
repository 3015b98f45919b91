import DataLoader from 'dataloader';
import { sql } from 'kysely';
import type { AppContext } from '../core/context.ts';
import { deviceStatusAt } from '../core/driver/status.ts';
import { inIds } from './store/tx.ts';
import type { DeviceView, EngineDriver } from './types.ts';

/**
 * The engine's view of the app's device driver (ctx.driver): the farm says
 * whether a phone can run a session and which account is signed in on it;
 * the platform performs the actions. Account passwords are
 * opened from their sealed column only when a login needs them.
 */
const DEVICE_ROW_TTL_MS = 5_000;
type DeviceDates = { serial: number; activated_at: string; end_at: string };
type AccountDates = { risk: string; registered_at: string | null; created_at: string };

/**
 * Rows by id, read for every caller of one turn of the event loop in one statement: a claim starts
 * its steps together, and each asks for its device (then its account) before it acts, so a claim
 * of 500 steps reads 2 statements, not 1,000 (docs/engine.md "Reads per action").
 */
function rowsById<R>(read: (ids: readonly number[]) => Promise<(R & { id: number })[]>) {
  return new DataLoader<number, R | undefined>(
    async (ids) => {
      const byId = new Map((await read(ids)).map((r) => [r.id, r]));
      return ids.map((id) => byId.get(id));
    },
    { cache: false, maxBatchSize: 1_000, batchScheduleFn: (run) => setImmediate(run) },
  );
}

export function engineDriver(ctx: AppContext): EngineDriver {
  const { farm, platform } = ctx.driver;
  const devices = rowsById<DeviceDates>((ids) =>
    ctx.db
      .selectFrom('devices')
      .select(['id', 'serial', 'activated_at', 'end_at'])
      .where(inIds(ctx.dbKind, 'id', ids))
      .execute(),
  );
  const accounts = rowsById<AccountDates>((ids) =>
    ctx.db
      .selectFrom('accounts')
      .select(['id', 'risk', 'registered_at', 'created_at'])
      .where(inIds(ctx.dbKind, 'id', ids))
      .execute(),
  );
  // A device's serial and rental dates change rarely (a renewal moves end_at): read at most
  // once per few real seconds per device instead of once per action.
  const rows = new Map<number, { at: number; row: DeviceDates | undefined }>();
  const deviceRow = async (id: number): Promise<DeviceDates | undefined> => {
    const cached = rows.get(id);
    if (cached && Date.now() - cached.at < DEVICE_ROW_TTL_MS) return cached.row;
    const row = await devices.load(id);
    if (rows.size > 50_000) rows.clear();
    rows.set(id, { at: Date.now(), row });
    return row;
  };
  return {
    platform,
    lifecycle: ctx.driver.lifecycle,
    seal: (plain) => ctx.secrets.seal(plain),
    catalogue: ctx.driver.catalogue,
    async device(deviceId): Promise<DeviceView | null> {
      const row = await deviceRow(deviceId);
      if (!row) return null;
      const now = ctx.clock.now();
      const { status, until } = deviceStatusAt(farm, row, now);
      const usable = status === 'online';
      const comesBack = status === 'offline' || status === 'disconnected';
      return { status, usable, untilMs: usable || !comesBack ? null : Date.parse(until) };
    },
    async signIn(deviceId, accountId) {
      const row = await deviceRow(deviceId);
      if (!row) return;
      if (farm.signedIn(row.serial)?.accountId !== accountId)
        farm.signIn(row.serial, accountId, ctx.clock.now());
    },
    async accountState(accountId, deviceId) {
      const row = await accounts.load(accountId);
      const since = Date.parse(row?.registered_at ?? row?.created_at ?? '');
      const view = deviceId === null ? null : await this.device(deviceId);
      return {
        ...(Number.isFinite(since) ? { ageDays: Math.max(0, (ctx.clock.now() - since) / 86_400_000) } : {}),
        risk: row?.risk === 'high' ? 'high' : 'normal',
        deviceOnline: view?.usable ?? false,
      };
    },
    async usernameHeld(username, accountId) {
      const me = ctx.db.selectFrom('accounts').select('account_key').where('id', '=', accountId);
      // The partial index on lower(username) (migration 0077); one login account in two workspaces is one holder.
      const holder = await ctx.db
        .selectFrom('accounts')
        .select('id')
        .where(sql<boolean>`lower(username) = ${username.toLowerCase()}`)
        .where('username', '<>', '')
        .where('id', '<>', accountId)
        .where('account_key', 'not in', me)
        .limit(1)
        .executeTakeFirst();
      return holder !== undefined;
    },
    async password(accountId) {
      const row = await ctx.db
        .selectFrom('accounts')
        .select('password')
        .where('id', '=', accountId)
        .executeTakeFirst();
      return row ? ctx.secrets.open(row.password) : null;
    },
  };
}
