import { type ComponentType, type ReactNode, Suspense } from 'react';
import { preloadable } from './preloadable';

interface Options<P> {
  /** What holds the component's place until its code lands (nothing by default: a closed dialog). */
  fallback?: (props: P) => ReactNode;
  /** Fetch the code as soon as the module that asks for it runs (a part of the first screen). */
  eager?: boolean;
}

/**
 * A component whose code is fetched beside the screen's instead of in it: a heavy part the screen
 * can draw its frame without (the table, the pager). Without `eager` the fetch starts when the part
 * is first rendered. Dialogs and drawers use lazyDialog (lazyDialog.tsx): their code waits until they
 * are opened.
 */
export function lazyPart<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  { fallback = () => null, eager = false }: Options<P> = {},
): ComponentType<P> {
  const Real = preloadable(load);
  // Eager: fetched as the screen's module runs, so the part usually renders with the screen.
  if (eager) Real.preload().catch(() => undefined);
  // biome-ignore lint/correctness/noComponentHookFactories: called once per part, at module level (as React.lazy is)
  return function LazyPart(props: P) {
    return (
      <Suspense fallback={fallback(props)}>
        <Real {...props} />
      </Suspense>
    );
  };
}
