export { SimulatedFarm } from './farm.ts';
export { IP_SWITCH_MS } from './network.ts';
export { defaultDeviceName } from './specs.ts';
