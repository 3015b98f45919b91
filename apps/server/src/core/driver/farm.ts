import type { DeviceSpecs } from '@reelfleet/contract';

/** The farm's side of a phone's status; arrears (the rental ended) is the rental's matter. */
export type FarmStatus = 'online' | 'offline' | 'disconnected' | 'banned';

export interface FarmStatusSpell {
  status: FarmStatus;
  /** When the status may change next (ms); Infinity for banned. */
  until: number;
}

/** A phone's public address on the farm's global/default network. */
export interface IpWindow {
  ip: string;
  /** Start of this address's window (ms). */
  since: number;
  /** When the address switches (ms). */
  until: number;
}

/**
 * The cloud-phone farm: the phone behind a rental, its status over time, its
 * network address, and which account the phone's app is signed in with.
 */
export interface DeviceFarm {
  readonly seed: number;
  /** The phone behind a farm serial; the same seed and serial always give the same phone. */
  specs(serial: number): DeviceSpecs;
  /** The name a newly rented phone gets. */
  defaultName(serial: number): string;
  /** When a phone rented at `startMs` is up. */
  activationTime(serial: number, startMs: number): number;
  /** The farm's status of the phone at `atMs` (not counting the rental's end) and until when it holds. */
  status(serial: number, activatedMs: number, atMs: number): FarmStatusSpell;
  /** The global/default network's public address of the phone at `atMs`. */
  network(serial: number, atMs: number): IpWindow;
  /** Phone-side app session: the account signed in on the phone, at most one at a time. */
  signIn(serial: number, accountId: number, atMs: number): void;
  signOut(serial: number): void;
  signedIn(serial: number): { accountId: number; since: number } | null;
  /** The phone went back to the farm (device deleted): forget its runtime state. */
  release(serial: number): void;
}
