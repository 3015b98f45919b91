import type { DeviceSpecs } from '@reelfleet/contract';
import type { DeviceFarm, FarmStatusSpell, IpWindow } from '../../core/driver/farm.ts';
import { defaultNetworkIp } from './network.ts';
import { defaultDeviceName, phoneSpecs } from './specs.ts';
import { activationTime, FARM_UPTIME, farmStatusAt } from './status.ts';

/**
 * The simulated cloud-phone farm. Specs, status and addresses are pure
 * functions of (seed, serial, time), so a phone costs no memory until it
 * has runtime state; that state (the signed-in account) lives in typed
 * arrays indexed by a slot, about 20 bytes a phone plus its Map entry.
 */
export class SimulatedFarm implements DeviceFarm {
  readonly seed: number;
  /** The share of status windows a phone is online (SIM_DEVICE_UPTIME). */
  readonly uptime: number;
  #slots = new Map<number, number>();
  #free: number[] = [];
  #accounts = new Float64Array(64);
  #since = new Float64Array(64);
  #used = 0;

  constructor(seed: number, uptime = FARM_UPTIME) {
    this.seed = seed;
    this.uptime = uptime;
  }

  specs(serial: number): DeviceSpecs {
    return phoneSpecs(this.seed, serial);
  }

  defaultName(serial: number): string {
    return defaultDeviceName(serial);
  }

  activationTime(serial: number, startMs: number): number {
    return activationTime(this.seed, serial, startMs);
  }

  status(serial: number, activatedMs: number, atMs: number): FarmStatusSpell {
    return farmStatusAt(this.seed, serial, activatedMs, atMs, this.uptime);
  }

  network(serial: number, atMs: number): IpWindow {
    return defaultNetworkIp(this.seed, serial, atMs);
  }

  signIn(serial: number, accountId: number, atMs: number): void {
    const slot = this.#slotOf(serial);
    this.#accounts[slot] = accountId;
    this.#since[slot] = atMs;
  }

  signOut(serial: number): void {
    const slot = this.#slots.get(serial);
    if (slot !== undefined) this.#accounts[slot] = 0;
  }

  signedIn(serial: number): { accountId: number; since: number } | null {
    const slot = this.#slots.get(serial);
    if (slot === undefined || this.#accounts[slot] === 0) return null;
    return { accountId: this.#accounts[slot]!, since: this.#since[slot]! };
  }

  release(serial: number): void {
    const slot = this.#slots.get(serial);
    if (slot === undefined) return;
    this.#slots.delete(serial);
    this.#accounts[slot] = 0;
    this.#free.push(slot);
  }

  /** Phones with runtime state. */
  get activePhones(): number {
    return this.#slots.size;
  }

  #slotOf(serial: number): number {
    const known = this.#slots.get(serial);
    if (known !== undefined) return known;
    const slot = this.#free.pop() ?? this.#used++;
    if (slot >= this.#accounts.length) {
      this.#accounts = grow(this.#accounts);
      this.#since = grow(this.#since);
    }
    this.#slots.set(serial, slot);
    return slot;
  }
}

function grow(array: Float64Array<ArrayBuffer>): Float64Array<ArrayBuffer> {
  const bigger = new Float64Array(array.length * 2);
  bigger.set(array);
  return bigger;
}
