import { useCallback, useEffect, useState } from 'react';

/**
 * A part of the layout whose code is fetched when the user first asks for it (the settings drawer,
 * the mobile menu): `wanted` once asked (render it from then on), `loading` until it has mounted
 * (the button that asked shows a spinner), `landed` for the part to call when it has.
 */
export function useOnDemand() {
  const [wanted, setWanted] = useState(false);
  const [mounted, setMounted] = useState(false);
  const ask = useCallback(() => setWanted(true), []);
  const landed = useCallback(() => setMounted(true), []);
  return { wanted, loading: wanted && !mounted, ask, landed };
}

/**
 * `open` once the component has mounted, calling `onLanded` then: an antd Drawer mounted already
 * open (its lazy chunk landing after the click) did not close on Escape; mounted closed and opened
 * on the next render it behaves as one that was always there.
 */
export function useOpenAfterMount(open: boolean, onLanded?: () => void): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    setMounted(true);
    onLanded?.();
  }, [onLanded]);
  return open && mounted;
}
