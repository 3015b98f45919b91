import {
  Component,
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  useState,
} from 'react';
import i18n from '../i18n';
import { showError } from '../utils/feedback';

/** A part's code that could not be fetched (offline, or a new release removed the file). */
class CodeNotFetched extends Error {}

type Load<P> = () => Promise<{ default: ComponentType<P> }>;

const tagged =
  <P,>(load: Load<P>): Load<P> =>
  () =>
    load().catch((cause: unknown) => {
      throw new CodeNotFetched(cause instanceof Error ? cause.message : String(cause), { cause });
    });

/** Draws nothing and calls `onFailed` when its part's code could not be fetched; other errors go on up. */
class FetchGuard extends Component<{ onFailed: () => void; children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    if (error instanceof CodeNotFetched) this.props.onFailed();
  }

  override render() {
    if (this.state.error instanceof CodeNotFetched) return null;
    // A render error of the part itself: the nearest ErrorBoundary shows it (and logs it), as before.
    if (this.state.error) throw this.state.error;
    return this.props.children;
  }
}

/**
 * React.lazy for a part fetched on a user's action (a drawer, a dialog's holder) that survives a
 * failed fetch: instead of the error reaching the app's root (a blank or error page for a click
 * made offline), `guard` draws nothing, says the server could not be reached, and calls `onFailed`
 * (the caller drops what waited for the part and unmounts it); the next render of `Part` fetches
 * again, since React.lazy keeps a failed fetch's error for good.
 */
export function useRetryableLazy<P>(load: Load<P>, onFailed: () => void) {
  const [tries, setTries] = useState(0);
  const [Part, setPart] = useState<LazyExoticComponent<ComponentType<P>>>(() => lazy(tagged(load)));
  const failed = () => {
    showError(i18n.t('request.network'));
    setPart(() => lazy(tagged(load)));
    setTries((n) => n + 1);
    onFailed();
  };
  const guard = (children: ReactNode) => (
    <FetchGuard key={tries} onFailed={failed}>
      {children}
    </FetchGuard>
  );
  return { Part, guard };
}
