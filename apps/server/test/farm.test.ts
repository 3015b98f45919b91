import { DEFAULT_NETWORK_IP_SWITCH_MINUTES, deviceSpecs } from '@reelfleet/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PHONE_MODELS } from '../src/sim/farm/catalogue.ts';
import { SimulatedFarm } from '../src/sim/farm/index.ts';
import { IP_SWITCH_MS, publicIpv4 } from '../src/sim/farm/network.ts';
import { ACTIVATION_SECONDS, banTime, FARM_STATUS_WINDOW_MS } from '../src/sim/farm/status.ts';

const T0 = Date.parse('2026-01-01T00:00:00.000Z');

describe('simulated device farm', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('never uses Math.random: specs, status and addresses come from the seed', () => {
    vi.spyOn(Math, 'random').mockImplementation(() => {
      throw new Error('Math.random used');
    });
    const farm = new SimulatedFarm(42);
    for (let serial = 1; serial <= 50; serial++) {
      farm.specs(serial);
      farm.status(serial, T0, T0 + serial * 60_000);
      farm.network(serial, T0);
      farm.activationTime(serial, T0);
    }
  });

  it('rents the same phones for the same seed and different ones for another seed', () => {
    const a = new SimulatedFarm(42);
    const b = new SimulatedFarm(42);
    const c = new SimulatedFarm(43);
    const phones = (farm: SimulatedFarm) => Array.from({ length: 20 }, (_, i) => farm.specs(i + 1));
    expect(phones(a)).toEqual(phones(b));
    expect(phones(a)).not.toEqual(phones(c));
    expect(a.specs(1)).not.toEqual(a.specs(2));
  });

  it('gives realistic specs from the phone catalogue', () => {
    const farm = new SimulatedFarm(7);
    const brands = new Set<string>();
    for (let serial = 1; serial <= 300; serial++) {
      const specs = deviceSpecs.parse(farm.specs(serial));
      const model = PHONE_MODELS.find((m) => m.model === specs.model)!;
      expect(model, specs.model).toBeDefined();
      expect(specs.brand).toBe(model.brand);
      expect(model.androidVersions).toContain(specs.androidVersion);
      expect(model.memoryGb).toContain(specs.memoryGb);
      expect(specs.batteryMah).toBe(model.batteryMah);
      expect(specs.clientUid).toMatch(/^[0-9a-f]{16}$/);
      expect(specs.kernel).toMatch(new RegExp(`^${model.kernelBase.replace('.', '\\.')}\\.\\d+-`));
      if (model.baseband === 'samsung') expect(specs.baseband.startsWith(`${model.code}XX`)).toBe(true);
      brands.add(specs.brand);
    }
    expect(brands.size).toBeGreaterThanOrEqual(5);
  });

  it(`switches the global network address every ${DEFAULT_NETWORK_IP_SWITCH_MINUTES} minutes, no timer needed`, () => {
    const farm = new SimulatedFarm(42);
    expect(IP_SWITCH_MS).toBe(9 * 60_000);
    for (let serial = 1; serial <= 20; serial++) {
      const first = farm.network(serial, T0);
      expect(first.until - first.since).toBe(IP_SWITCH_MS);
      expect(T0).toBeGreaterThanOrEqual(first.since);
      expect(T0).toBeLessThan(first.until);
      expect(farm.network(serial, first.until - 1).ip).toBe(first.ip);
      const next = farm.network(serial, first.until);
      expect(next.ip).not.toBe(first.ip);
      expect(next.since).toBe(first.until);
      expect(new SimulatedFarm(42).network(serial, first.until).ip).toBe(next.ip);
    }
    expect(new SimulatedFarm(43).network(1, T0).ip).not.toBe(farm.network(1, T0).ip);
  });

  it('hands out only public unicast addresses', () => {
    const privateOrReserved =
      /^(0|10|127|22[4-9]|2[3-5]\d)\.|^169\.254\.|^172\.(1[6-9]|2\d|3[01])\.|^192\.168\.|^100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\./;
    for (let h = 0; h < 20_000; h++) {
      const ip = publicIpv4((h * 2654435761) >>> 0);
      expect(ip).not.toMatch(privateOrReserved);
      expect(
        ip
          .split('.')
          .map(Number)
          .every((n) => n >= 0 && n <= 255),
      ).toBe(true);
    }
  });

  it('provisions a phone for 30-300 s, offline until then', () => {
    const farm = new SimulatedFarm(42);
    for (let serial = 1; serial <= 100; serial++) {
      const up = farm.activationTime(serial, T0);
      expect(up - T0).toBeGreaterThanOrEqual(ACTIVATION_SECONDS.min * 1000);
      expect(up - T0).toBeLessThanOrEqual(ACTIVATION_SECONDS.max * 1000);
      expect(farm.status(serial, up, up - 1)).toEqual({ status: 'offline', until: up });
    }
  });

  it('changes status over time by the seeded model: mostly online, stable inside a window', () => {
    const farm = new SimulatedFarm(42);
    const counts = { online: 0, offline: 0, disconnected: 0, banned: 0 };
    let changes = 0;
    for (let serial = 1; serial <= 200; serial++) {
      let previous = '';
      for (let w = 0; w < 50; w++) {
        const at = T0 + w * FARM_STATUS_WINDOW_MS;
        const spell = farm.status(serial, T0, at);
        counts[spell.status]++;
        if (previous && spell.status !== previous) changes++;
        previous = spell.status;
        // The status holds until `until`.
        expect(farm.status(serial, T0, spell.until - 1).status).toBe(spell.status);
        expect(spell.until).toBeGreaterThan(at);
      }
    }
    const total = 200 * 50;
    expect(counts.online / total).toBeGreaterThan(0.85);
    expect(counts.online / total).toBeLessThan(0.95);
    expect(counts.offline).toBeGreaterThan(0);
    expect(counts.disconnected).toBeGreaterThan(0);
    expect(changes).toBeGreaterThan(0);
  });

  it('keeps activated phones online at an uptime of 1 (SIM_DEVICE_UPTIME), and by the uptime otherwise', () => {
    const steady = new SimulatedFarm(42, 1);
    const half = new SimulatedFarm(42, 0.5);
    let online = 0;
    for (let serial = 1; serial <= 100; serial++)
      for (let w = 0; w < 50; w++) {
        const at = T0 + w * FARM_STATUS_WINDOW_MS;
        expect(steady.status(serial, T0, at).status).toMatch(/^(online|banned)$/);
        if (half.status(serial, T0, at).status === 'online') online++;
      }
    expect(online / 5000).toBeGreaterThan(0.45);
    expect(online / 5000).toBeLessThan(0.55);
    // Before its activation a phone is offline whatever the uptime.
    expect(steady.status(1, T0, T0 - 1).status).toBe('offline');
  });

  it('bans a phone for good once its seeded ban time comes', () => {
    const farm = new SimulatedFarm(42);
    const at = banTime(42, 5, T0);
    expect(farm.status(5, T0, at - 1).status).not.toBe('banned');
    expect(farm.status(5, T0, at)).toEqual({ status: 'banned', until: Number.POSITIVE_INFINITY });
    expect(farm.status(5, T0, at + 365 * 86_400_000).status).toBe('banned');
  });

  it('remembers which account is signed in on a phone, one at a time', () => {
    const farm = new SimulatedFarm(42);
    expect(farm.signedIn(9)).toBeNull();
    farm.signIn(9, 101, T0);
    farm.signIn(10, 102, T0 + 1);
    expect(farm.signedIn(9)).toEqual({ accountId: 101, since: T0 });
    farm.signIn(9, 103, T0 + 2);
    expect(farm.signedIn(9)).toEqual({ accountId: 103, since: T0 + 2 });
    farm.signOut(9);
    expect(farm.signedIn(9)).toBeNull();
    farm.release(10);
    expect(farm.signedIn(10)).toBeNull();
    expect(farm.activePhones).toBe(1);
    for (let serial = 1000; serial < 1200; serial++) farm.signIn(serial, serial, T0);
    expect(farm.signedIn(1199)).toEqual({ accountId: 1199, since: T0 });
    expect(farm.activePhones).toBe(201);
  });
});
