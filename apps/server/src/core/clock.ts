/**
 * The one clock for sleeps, intervals, expiries and the simulator's action
 * times. SIM_TIME_SCALE speeds it up: at scale 1000 a two-minute registration
 * takes 120 ms of real time. Stored times are this clock's, as ISO text.
 */
export interface Clock {
  /** Milliseconds since the epoch, on the simulated timeline. */
  now(): number;
  /** The simulated timeline as an ISO 8601 string. */
  iso(): string;
  /** Resolves after `simMs` simulated milliseconds; rejects with the signal's reason when aborted. */
  sleep(simMs: number, signal?: AbortSignal): Promise<void>;
  readonly scale: number;
}

/** At real time `realMs` the simulated time was `simMs`. */
export interface ClockAnchor {
  realMs: number;
  simMs: number;
}

export class ScaledClock implements Clock {
  readonly scale: number;
  readonly anchor: ClockAnchor;
  /** Without an anchor the simulated time starts at the real one, now. */
  constructor(scale: number, anchor?: ClockAnchor) {
    if (!(scale > 0)) throw new Error('SIM_TIME_SCALE must be positive');
    this.scale = scale;
    const at = Date.now();
    this.anchor = anchor ?? { realMs: at, simMs: at };
  }
  now(): number {
    return this.anchor.simMs + (Date.now() - this.anchor.realMs) * this.scale;
  }
  iso(): string {
    return new Date(this.now()).toISOString();
  }
  sleep(simMs: number, signal?: AbortSignal): Promise<void> {
    return delay(simMs / this.scale, signal);
  }
}

/** A clock tests move by hand; sleeps resolve when the clock passes their end. */
export class ManualClock implements Clock {
  readonly scale = 1;
  #now: number;
  #sleepers: Array<{ until: number; resolve: () => void }> = [];
  constructor(start = Date.parse('2026-01-01T00:00:00.000Z')) {
    this.#now = start;
  }
  now(): number {
    return this.#now;
  }
  iso(): string {
    return new Date(this.#now).toISOString();
  }
  advance(ms: number): void {
    this.#now += ms;
    const due = this.#sleepers.filter((s) => s.until <= this.#now);
    this.#sleepers = this.#sleepers.filter((s) => s.until > this.#now);
    for (const s of due) s.resolve();
  }
  sleep(simMs: number, signal?: AbortSignal): Promise<void> {
    return new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason);
      const sleeper = { until: this.#now + simMs, resolve };
      this.#sleepers.push(sleeper);
      signal?.addEventListener('abort', () => {
        this.#sleepers = this.#sleepers.filter((s) => s !== sleeper);
        reject(signal.reason);
      });
    });
  }
}

function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, Math.max(0, ms));
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}
