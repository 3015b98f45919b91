import type { DeviceStatus } from '@reelfleet/contract';
import type { DeviceFarm } from './farm.ts';

/** status_until of a status that never changes by itself. */
export const FOREVER = '9999-12-31T23:59:59.999Z';

/** What a device's status depends on: its phone and its rental's dates. */
export interface RentedPhone {
  serial: number;
  activated_at: string;
  end_at: string;
}

/**
 * A device's status at `atMs`: the farm's (online, offline, disconnected,
 * banned), with arrears laid over it once the rental's end has passed.
 * A banned phone stays banned whatever the rental does.
 */
export function deviceStatusAt(
  farm: DeviceFarm,
  row: RentedPhone,
  atMs: number,
): { status: DeviceStatus; until: string } {
  const spell = farm.status(row.serial, Date.parse(row.activated_at), atMs);
  if (spell.status === 'banned') return { status: 'banned', until: FOREVER };
  const end = Date.parse(row.end_at);
  if (atMs >= end) return { status: 'arrears', until: iso(spell.until) };
  return { status: spell.status, until: iso(Math.min(spell.until, end)) };
}

function iso(ms: number): string {
  return Number.isFinite(ms) ? new Date(ms).toISOString() : FOREVER;
}
