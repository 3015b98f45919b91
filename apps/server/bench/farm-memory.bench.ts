// Memory of the simulated device farm: 10,000 phones in one process (budget: well under 1 GB).
// Prints heap and RSS for the farm's own runtime state, and for the worst case of a process that
// also keeps every phone's specs, status and address as objects. Figures only, no assertions.
import { SimulatedFarm } from '../src/sim/farm/index.ts';
import { mb, rerunWithGc, settle } from './memory.ts';

const DEVICES = Number(process.env.BENCH_DEVICES ?? 10_000);

rerunWithGc(import.meta.filename);

const start = Date.parse('2026-01-01T00:00:00.000Z');
const base = settle();

const farm = new SimulatedFarm(42);
for (let serial = 1; serial <= DEVICES; serial++) farm.signIn(serial, serial, start);
const withState = settle();

const t0 = performance.now();
const held: unknown[] = [];
for (let serial = 1; serial <= DEVICES; serial++) {
  const activated = farm.activationTime(serial, start);
  held.push({
    specs: farm.specs(serial),
    status: farm.status(serial, activated, start + 3_600_000),
    network: farm.network(serial, start + 3_600_000),
  });
}
const computeMs = performance.now() - t0;
const withObjects = settle();

const t1 = performance.now();
let online = 0;
for (let serial = 1; serial <= DEVICES; serial++) {
  if (farm.status(serial, start, start + 7_200_000).status === 'online') online++;
  farm.network(serial, start + 7_200_000);
}
const tickMs = performance.now() - t1;

console.log(`farm memory, ${DEVICES.toLocaleString('en')} simulated devices (Node ${process.version})`);
console.log(`  baseline                      heap ${mb(base.heapUsed)}, RSS ${mb(base.rss)}`);
console.log(
  `  farm runtime state            +${mb(withState.heapUsed + withState.arrayBuffers - base.heapUsed - base.arrayBuffers)} heap+buffers ` +
    `(${Math.round((withState.heapUsed + withState.arrayBuffers - base.heapUsed - base.arrayBuffers) / DEVICES)} B/device), RSS ${mb(withState.rss)}`,
);
console.log(
  `  + every specs/status/IP kept  +${mb(withObjects.heapUsed - base.heapUsed)} heap ` +
    `(${Math.round((withObjects.heapUsed - base.heapUsed) / DEVICES)} B/device), RSS ${mb(withObjects.rss)}`,
);
console.log(`  computing specs+status+IP for all: ${computeMs.toFixed(0)} ms`);
console.log(`  one status+IP tick for all: ${tickMs.toFixed(1)} ms (${online} online)`);
console.log(`  budget: 10,000 devices under 1 GB -> RSS ${mb(withObjects.rss)}`);
void held.length;
