import AppContext from 'antd/es/app/context';
import useAppStyle from 'antd/es/app/style';
import { ConfigContext } from 'antd/es/config-provider/context';
import {
  createContext,
  type ReactNode,
  Suspense,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useState,
} from 'react';
import PageLoading from '../components/PageLoading';
import { preloadable, usePartReady } from '../components/preloadable';
import { type Feedback, onFeedbackWanted, whenFeedback } from '../utils/feedback';

// antd's App (its message, modal and notification code, a fifth of the first load) in a chunk of
// its own: the open screens show no toast until something goes wrong or a login succeeds.
const FeedbackHolders = preloadable(() => import('./FeedbackHolders'));

/** Fetches antd's App code ahead of a screen that waits for it (router/index.tsx preloadScreen). */
export const preloadFeedback = () => FeedbackHolders.preload();

const ReadyContext = createContext(false);

/**
 * What antd's App gives the console, with its code loaded on demand: the `.ant-app` root (font and
 * text colour of the theme), App.useApp()'s instances for everything below once they are mounted,
 * and the same instances for code outside React (utils/feedback.ts).
 */
export default function FeedbackProvider({ children }: { children: ReactNode }) {
  const { getPrefixCls } = useContext(ConfigContext);
  const prefixCls = getPrefixCls('app');
  const [hashId, cssVarCls] = useAppStyle(prefixCls);
  const unmounted = useContext(AppContext);
  const [api, setApi] = useState<Feedback | null>(null);
  const [wanted, setWanted] = useState(false);
  // Mounted once its code has run: a Suspense fallback (even none) would hold it 300 ms after that.
  const holders = usePartReady(FeedbackHolders, wanted);
  // In a transition: the screens waiting in FeedbackGate then render in slices, not in one long task.
  const onReady = useCallback((ready: Feedback) => startTransition(() => setApi(ready)), []);
  useEffect(() => {
    onFeedbackWanted(() => setWanted(true));
    return () => onFeedbackWanted(null);
  }, []);
  return (
    <AppContext.Provider value={api ?? unmounted}>
      <ReadyContext.Provider value={api !== null}>
        <div className={`${hashId} ${prefixCls} ${cssVarCls}`}>
          {wanted && holders !== 'loading' && (
            <Suspense fallback={null}>
              <FeedbackHolders onReady={onReady} />
            </Suspense>
          )}
          {children}
        </div>
      </ReadyContext.Provider>
    </AppContext.Provider>
  );
}

/** Renders its children once App.useApp() works (the logged-in screens call it freely). */
export function FeedbackGate({ children }: { children: ReactNode }) {
  const ready = useContext(ReadyContext);
  useEffect(() => {
    if (!ready) void whenFeedback();
  }, [ready]);
  return ready ? children : <PageLoading />;
}
