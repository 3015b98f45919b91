import { type ComponentType, Suspense, useCallback, useEffect, useState } from 'react';
import { useRetryableLazy } from '../components/retryableLazy';

/** What a part fetched on demand is given: whether it is open, how it closes, and how it says it has mounted. */
export interface OnDemandProps {
  open: boolean;
  onClose: () => void;
  onLanded: () => void;
}

/**
 * A part of the layout whose code (`load`) is fetched when the user first opens it (the settings
 * drawer, the mobile menu): `mount()` renders it from the first `show` on, `loading` is true until
 * it has mounted (the button that asked shows a spinner). If its code cannot be fetched (offline)
 * the part closes, the user is told, and the next `show` fetches it again.
 */
export function useOnDemand(load: () => Promise<{ default: ComponentType<OnDemandProps> }>) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [mounted, setMounted] = useState(false);
  const { Part, guard } = useRetryableLazy(load, () => {
    setOpen(false);
    setWanted(false);
  });
  const show = useCallback(() => {
    setWanted(true);
    setOpen(true);
  }, []);
  const hide = useCallback(() => setOpen(false), []);
  const landed = useCallback(() => setMounted(true), []);
  const mount = () =>
    wanted &&
    guard(
      <Suspense fallback={null}>
        <Part open={open} onClose={hide} onLanded={landed} />
      </Suspense>,
    );
  return { open, loading: wanted && !mounted, show, hide, mount };
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
