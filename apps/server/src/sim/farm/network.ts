import { DEFAULT_NETWORK_IP_SWITCH_MINUTES } from '@reelfleet/contract';
import type { IpWindow } from '../../core/driver/farm.ts';
import { hash32 } from '../../lib/seeded.ts';

/**
 * The farm's global/default network gives every phone a public IPv4 address
 * that switches every DEFAULT_NETWORK_IP_SWITCH_MINUTES (spec 9). The address
 * is a function of (seed, serial, window), so no timer and no stored state:
 * any process computes the same address for the same moment. Each phone has
 * its own phase, so the farm's addresses do not all switch at once.
 */
export const IP_SWITCH_MS = DEFAULT_NETWORK_IP_SWITCH_MINUTES * 60_000;

export function defaultNetworkIp(seed: number, serial: number, atMs: number): IpWindow {
  const phase = hash32(seed, 'ip.phase', serial) % IP_SWITCH_MS;
  const window = Math.floor((atMs + phase) / IP_SWITCH_MS);
  const since = window * IP_SWITCH_MS - phase;
  return { ip: publicIpv4(hash32(seed, 'ip', serial, window)), since, until: since + IP_SWITCH_MS };
}

/** A globally routable unicast address drawn from a hash (private, shared, loopback and reserved ranges skipped). */
export function publicIpv4(hash: number): string {
  let h = hash;
  for (;;) {
    const a = h >>> 24;
    const b = (h >>> 16) & 0xff;
    const c = (h >>> 8) & 0xff;
    const d = h & 0xff;
    if (isPublic(a, b, c) && d !== 0 && d !== 255) return `${a}.${b}.${c}.${d}`;
    h = hash32(h, 'ip.retry');
  }
}

function isPublic(a: number, b: number, c: number): boolean {
  if (a === 0 || a === 10 || a === 127 || a >= 224) return false;
  if (a === 100 && b >= 64 && b <= 127) return false;
  if (a === 169 && b === 254) return false;
  if (a === 172 && b >= 16 && b <= 31) return false;
  if (a === 192 && (b === 168 || (b === 0 && (c === 0 || c === 2)))) return false;
  if (a === 198 && (b === 18 || b === 19 || (b === 51 && c === 100))) return false;
  if (a === 203 && b === 0 && c === 113) return false;
  return true;
}
