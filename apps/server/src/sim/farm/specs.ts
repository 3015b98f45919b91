import type { DeviceSpecs } from '@reelfleet/contract';
import { Rng } from '../../lib/seeded.ts';
import { PHONE_MODELS, type PhoneModel } from './catalogue.ts';

/** The phone behind farm serial `serial`: the same seed and serial always give the same phone. */
export function phoneSpecs(seed: number, serial: number): DeviceSpecs {
  const r = Rng.of(seed, 'farm.phone', serial);
  const model = r.pick(PHONE_MODELS);
  const androidVersion = r.pick(model.androidVersions);
  return {
    brand: model.brand,
    model: model.model,
    batteryMah: model.batteryMah,
    processor: model.processor,
    memoryGb: r.pick(model.memoryGb),
    storageGb: r.pick(model.storageGb),
    resolution: model.resolution,
    screenInches: model.screenInches,
    androidVersion,
    baseband: baseband(model, r),
    kernel: kernel(model, androidVersion, r),
    clientUid: hex(r, 16),
  };
}

/** The name a rented device starts with; users rename it. */
export function defaultDeviceName(serial: number): string {
  return `CP-${String(serial).padStart(5, '0')}`;
}

const MONTHS = 'ABCDEFGHIJKL'.split('');

function hex(r: Rng, digits: number): string {
  let out = '';
  while (out.length < digits) out += r.int(0, 0xffff).toString(16).padStart(4, '0');
  return out.slice(0, digits);
}

function baseband(model: PhoneModel, r: Rng): string {
  switch (model.baseband) {
    case 'samsung':
      // e.g. G991BXXU5CVJ1: model, region, update kind, bootloader, year, month, build.
      return `${model.code}XX${r.pick(['U', 'S'])}${r.int(1, 6)}${r.pick(['C', 'D', 'E', 'F'])}${r.pick(['V', 'W'])}${r.pick(MONTHS)}${r.int(1, 9)}`;
    case 'pixel':
      return `g5123b-${r.int(100000, 139999)}-${r.int(22, 24)}${String(r.int(1, 12)).padStart(2, '0')}${String(r.int(1, 28)).padStart(2, '0')}-B-${r.int(10000000, 11999999)}`;
    case 'qualcomm':
      return `MPSS.HI.${r.int(2, 4)}.${r.int(0, 3)}.c${r.int(1, 3)}-${String(r.int(1, 999)).padStart(5, '0')}-SM${r.int(6100, 8475)}_GEN_PACK-1`;
    case 'mediatek':
      return `MOLY.NR15.R3.MP1.TC8.PR2.SP.V${r.int(1, 9)}.P${r.int(1, 99)}`;
  }
}

function kernel(model: PhoneModel, androidVersion: string, r: Rng): string {
  const patch = r.int(40, 220);
  switch (model.kernelBase) {
    case '5.10':
      // A GKI kernel names the Android release of its branch (12 or 13 for 5.10).
      return `5.10.${patch}-android${Math.min(Number(androidVersion), 13)}-${r.int(1, 9)}-${String(r.int(0, 99999)).padStart(5, '0')}-g${hex(r, 12)}`;
    case '5.4':
      return `5.4.${patch}-qgki-g${hex(r, 8)}`;
    default:
      return `${model.kernelBase}.${patch}-perf-g${hex(r, 8)}`;
  }
}
