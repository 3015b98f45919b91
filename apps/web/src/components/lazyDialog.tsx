import Flex from 'antd/es/flex';
import Spin from 'antd/es/spin';
import { type ComponentType, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { partsSettled, preloadable } from './preloadable';

/**
 * A dialog or drawer whose code is fetched when the user first opens it (`isOpen` of its props:
 * `open`, or the row or ids it is open for), not with its screen. Until then nothing is rendered;
 * while the code lands a spinner over a mask shows the click was taken. Once opened it stays
 * mounted, so it closes with its animation and opens again at once.
 *
 * The spinner is drawn here, not as a Suspense fallback: React shows content that replaces a
 * committed fallback no sooner than 300 ms after it (FALLBACK_THROTTLE_MS), so a dialog whose code
 * landed in 20 ms still opened 300 ms late. So the dialog mounts once its module and any part its
 * module started fetching as it ran (an eager lazyPart: a table) have landed, and renders at once
 * (preloadable); a part still on its way after PARTS_WAIT_MS shows its stand-in in the dialog. A fetch that fails goes through Suspense, which
 * fetches again and hands a second failure to the error boundary.
 */
/** How long an opened dialog waits for the parts its module fetches, beyond its own code. */
const PARTS_WAIT_MS = 500;

export function lazyDialog<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  isOpen: (props: P) => boolean,
): ComponentType<P> {
  const Real = preloadable(load);
  let loaded = false;
  // biome-ignore lint/correctness/noComponentHookFactories: called once per dialog, at module level (as React.lazy is)
  return function LazyDialog(props: P) {
    const open = isOpen(props);
    const [opened, setOpened] = useState(open);
    const [state, setState] = useState<'loading' | 'ready' | 'failed'>(loaded ? 'ready' : 'loading');
    if (open && !opened) setOpened(true);
    useEffect(() => {
      if (!opened || state !== 'loading') return;
      let live = true;
      Real.preload()
        .then(() => partsSettled(PARTS_WAIT_MS))
        .then(
          () => {
            loaded = true;
            if (live) setState('ready');
          },
          () => live && setState('failed'),
        );
      return () => {
        live = false;
      };
    }, [opened, state]);
    if (!opened) return null;
    if (state === 'loading') return open ? <DialogLoading /> : null;
    return (
      <Suspense fallback={open ? <DialogLoading /> : null}>
        <Real {...props} />
      </Suspense>
    );
  };
}

/** Where a dialog will show, while its code lands: antd's mask with a spinner. */
function DialogLoading() {
  const { t } = useTranslation();
  return (
    <Flex
      align="center"
      justify="center"
      role="status"
      aria-busy
      aria-label={t('common.loading')}
      style={{ position: 'fixed', inset: 0, zIndex: 1000, background: 'rgba(0, 0, 0, 0.45)' }}
    >
      <Spin size="large" />
    </Flex>
  );
}
