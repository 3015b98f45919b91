import {
  type ComponentType,
  createElement,
  type FunctionComponent,
  lazy,
  startTransition,
  useEffect,
  useState,
} from 'react';

/** A code-split component whose code can be asked for before it first renders. */
export type Preloadable<P extends object> = FunctionComponent<P> & {
  /** Fetches (once) and runs the component's module; a failed fetch is tried again next time. */
  preload(): Promise<unknown>;
  /** Whether its module has run: it then renders at once. */
  isLoaded(): boolean;
};

/** The fetches of parts under way, each until it settles. */
const inFlight = new Set<Promise<unknown>>();

/**
 * Resolves once no part's code is being fetched, counting fetches that start meanwhile (a part
 * whose module starts an eager part's fetch as it runs), or after `maxMs` if some still are.
 */
export function partsSettled(maxMs: number): Promise<void> {
  const settled = (async () => {
    while (inFlight.size) await Promise.allSettled([...inFlight]);
  })();
  return Promise.race([settled, new Promise<void>((resolve) => setTimeout(resolve, maxMs))]);
}

/**
 * React.lazy, except that a component whose module has already loaded when it mounts renders at
 * once. React.lazy suspends on its first render even then (it learns of the module a tick later),
 * and in an urgent update (a store change, which zustand's updates are) that commits the nearest
 * fallback; React then holds the real content back until 300 ms after that fallback appeared
 * (its FALLBACK_THROTTLE_MS). On the first screen each lazy step cost that wait: see
 * docs/console-shell.md, "Suspense throttling".
 */
export function preloadable<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    if (pending) return pending;
    pending = load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    const fetching = pending;
    inFlight.add(fetching);
    fetching.then(
      () => inFlight.delete(fetching),
      () => inFlight.delete(fetching),
    );
    return fetching;
  };
  const Lazy = lazy(preload);
  // biome-ignore lint/correctness/noComponentHookFactories: called once per component, at module level (as React.lazy is)
  function Preloaded(props: P) {
    // Chosen once per mount: turning from the lazy wrapper into the loaded type would remount it.
    const [ready] = useState(() => loaded);
    return ready ? createElement(ready, props) : createElement(Lazy, props);
  }
  return Object.assign(Preloaded, { preload, isLoaded: () => loaded !== undefined });
}

/** How long a part about to show waits for the parts its module fetches, beyond its own code. */
const PARTS_WAIT_MS = 500;

export type PartState = 'loading' | 'ready' | 'failed';

/**
 * Fetches `part` once `wanted` and says when it can show at once ('ready'): its module has run
 * and the fetches that module started (an eager lazyPart: a table) have settled, or PARTS_WAIT_MS
 * has passed (a slower part then shows its stand-in). Meanwhile the caller draws its own
 * placeholder, not a Suspense fallback, which React would hold for 300 ms however fast the code
 * came. 'failed': the caller renders the part in Suspense anyway, which fetches again and hands a
 * second failure to the error boundary.
 */
export function usePartReady<P extends object>(part: Preloadable<P>, wanted: boolean): PartState {
  const [state, setState] = useState<PartState>(() => (part.isLoaded() ? 'ready' : 'loading'));
  useEffect(() => {
    if (!wanted || state !== 'loading') return;
    let live = true;
    part
      .preload()
      .then(() => partsSettled(PARTS_WAIT_MS))
      // A transition: what the part brings (the whole layout, a screen) is then rendered in slices
      // with the browser let in between, where an update from a promise is one long blocking task.
      .then(
        () => live && startTransition(() => setState('ready')),
        () => live && startTransition(() => setState('failed')),
      );
    return () => {
      live = false;
    };
  }, [part, wanted, state]);
  return state;
}
