import type { FarmStatus, FarmStatusSpell } from '../../core/driver/farm.ts';
import { hash32, unit } from '../../lib/seeded.ts';

/**
 * The farm's side of a phone's status, a seeded model with no stored state:
 *
 * - A rented phone is provisioned for 30-300 s (seeded) and is offline until
 *   its activation time.
 * - From then on its time is cut into FARM_STATUS_WINDOW_MS windows (with a
 *   per-phone phase, so a farm does not flip all at once); in each window it
 *   is online with the farm's uptime (SIM_DEVICE_UPTIME, FARM_UPTIME by
 *   default), else offline or disconnected with even odds, drawn from
 *   (seed, serial, window). An uptime of 1 keeps activated phones online
 *   (the tests' farm: a phone goes offline only when a test says so).
 * - Each phone has a seeded ban time, exponentially distributed with mean
 *   MEAN_DAYS_TO_BAN after activation; from then on it is banned for good.
 *
 * Arrears (the rental ended) is the rental's matter, not the farm's: the
 * devices module lays it over this status.
 */
export const FARM_STATUS_WINDOW_MS = 20 * 60_000;
/** The share of windows a phone is online by default; the rest is offline or disconnected, half each. */
export const FARM_UPTIME = 0.9;
export const ACTIVATION_SECONDS = { min: 30, max: 300 } as const;
export const MEAN_DAYS_TO_BAN = 3650;

const DAY_MS = 86_400_000;

/** When a phone rented at `startMs` is up. */
export function activationTime(seed: number, serial: number, startMs: number): number {
  const u = unit(seed, 'farm.activation', serial);
  const seconds =
    ACTIVATION_SECONDS.min + Math.floor(u * (ACTIVATION_SECONDS.max - ACTIVATION_SECONDS.min + 1));
  return startMs + seconds * 1000;
}

/** When the phone is banned, counted from its activation. */
export function banTime(seed: number, serial: number, activatedMs: number): number {
  const u = unit(seed, 'farm.ban', serial);
  return activatedMs + Math.floor(-Math.log(1 - u) * MEAN_DAYS_TO_BAN * DAY_MS);
}

export function farmStatusAt(
  seed: number,
  serial: number,
  activatedMs: number,
  atMs: number,
  uptime = FARM_UPTIME,
): FarmStatusSpell {
  if (atMs < activatedMs) return { status: 'offline', until: activatedMs };
  const bannedAt = banTime(seed, serial, activatedMs);
  if (atMs >= bannedAt) return { status: 'banned', until: Number.POSITIVE_INFINITY };
  const phase = hash32(seed, 'farm.phase', serial) % FARM_STATUS_WINDOW_MS;
  const window = Math.floor((atMs + phase) / FARM_STATUS_WINDOW_MS);
  const windowEnd = (window + 1) * FARM_STATUS_WINDOW_MS - phase;
  const u = unit(seed, 'farm.status', serial, window);
  const status: FarmStatus =
    u < uptime ? 'online' : u < uptime + (1 - uptime) / 2 ? 'offline' : 'disconnected';
  return { status, until: Math.min(windowEnd, bannedAt) };
}
