import { COUNTER_ANIMATION_MS } from '@reelfleet/contract';
import { useEffect, useRef, useState } from 'react';

/** Ease-out (exponential), as count-up counters do: fast at first, settling on the value. */
export function easeOutExpo(t: number): number {
  return t >= 1 ? 1 : 1 - 2 ** (-10 * t);
}

const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * A number that counts from what it showed to `value` in `duration` ms (spec 2:
 * counters animate for 1600 ms). Users who ask for reduced motion see the value at once.
 */
export function useAnimatedNumber(value: number, duration = COUNTER_ANIMATION_MS): number {
  const [shown, setShown] = useState(0);
  const shownRef = useRef(0);

  useEffect(() => {
    const from = shownRef.current;
    if (from === value) return;
    if (reducedMotion() || duration <= 0) {
      shownRef.current = value;
      setShown(value);
      return;
    }
    const start = performance.now();
    let frame = 0;
    const step = (now: number) => {
      const t = Math.min(1, (now - start) / duration);
      const next = Math.round(from + (value - from) * easeOutExpo(t));
      shownRef.current = next;
      setShown(next);
      if (t < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [value, duration]);

  return shown;
}
