import type { AppContext } from '../../core/context.ts';
import type { DeviceFarm } from '../../core/driver/farm.ts';
import { SimulatedFarm } from './farm.ts';

export { IP_SWITCH_MS } from './network.ts';
export { defaultDeviceName } from './specs.ts';
export { SimulatedFarm };

const farms = new WeakMap<AppContext, DeviceFarm>();

/** The app's one farm, seeded by SIM_SEED: created on first use and kept for the app's life. */
export function farmOf(ctx: AppContext): DeviceFarm {
  let farm = farms.get(ctx);
  if (!farm) {
    farm = new SimulatedFarm(ctx.config.SIM_SEED);
    farms.set(ctx, farm);
  }
  return farm;
}
