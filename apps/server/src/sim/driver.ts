import type { DeviceSpecs } from '@reelfleet/contract';
import type { IpWindow } from './farm/network.ts';
import type { FarmStatusSpell } from './farm/status.ts';

/**
 * The device-driver seam (DESIGN.md "Scope boundary"): every task action
 * reaches a phone through a driver, and the project ships one, the embedded
 * simulator. The driver has two parts:
 *
 * - DeviceFarm (this file; sim/farm/ implements it): the cloud-phone farm —
 *   the phone behind a rental, its status over time, its network address,
 *   and which account the phone's app is signed in with.
 * - PlatformDriver: the short-video platform's actions (login, like, follow,
 *   comment, ...). The task engine declares it in its own file; the combined
 *   `type DeviceDriver = DeviceFarm & PlatformDriver` may then be added here.
 *   Keep this file small: interfaces only.
 */
export interface DeviceFarm {
  readonly seed: number;
  /** The phone behind a farm serial; the same seed and serial always give the same phone. */
  specs(serial: number): DeviceSpecs;
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
