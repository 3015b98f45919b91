import Flex from 'antd/es/flex';
import Spin from 'antd/es/spin';
import { type ComponentType, Suspense, useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { preloadable, usePartReady } from './preloadable';

/**
 * A dialog or drawer whose code is fetched when the user first opens it (`isOpen`: the prop that
 * says so, `open` or the row or ids it is open for, set when neither null nor false; or a test of
 * its props), not with its screen. Until then nothing is rendered;
 * while the code lands a spinner over a mask shows the click was taken. Once opened it stays
 * mounted, so it closes with its animation and opens again at once.
 *
 * The spinner is drawn here, not as a Suspense fallback (usePartReady): a dialog whose code landed
 * in 20 ms used to open 300 ms late, React's hold after a fallback.
 */
export function lazyDialog<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  isOpen: (keyof P & string) | ((props: P) => boolean),
): ComponentType<P> {
  const test =
    typeof isOpen === 'function'
      ? isOpen
      : (props: P) => props[isOpen] !== null && props[isOpen] !== undefined && props[isOpen] !== false;
  const Real = preloadable(load);
  // biome-ignore lint/correctness/noComponentHookFactories: called once per dialog, at module level (as React.lazy is)
  return function LazyDialog(props: P) {
    const open = test(props);
    const [opened, setOpened] = useState(open);
    if (open && !opened) setOpened(true);
    const state = usePartReady(Real, opened);
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
