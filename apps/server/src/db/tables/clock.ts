/**
 * The simulated clock's anchor, one row (id 1): at real time `real_ms` the
 * simulated time was `sim_ms`, and it runs `scale` times as fast from there.
 */
export interface SimClockTable {
  id: number;
  real_ms: number;
  sim_ms: number;
  scale: number;
}
