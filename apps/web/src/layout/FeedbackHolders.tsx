import useMessage from 'antd/es/message/useMessage';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type Feedback, setFeedback } from '../utils/feedback';
import { type DialogApis, deferredDialogs, type WhenReady } from './deferredFeedback';

// antd's modal and notification code (a confirm, a new notification's toast) fetched on first use.
const DialogHolders = lazy(() => import('./DialogHolders'));

/**
 * What antd's App (without its root element: FeedbackProvider draws it) gives the console: the
 * message holder, mounted at once (a screen's first toast shows without waiting), and the modal
 * and notification holders, mounted on their first call. Hands the instances up to FeedbackProvider
 * and to code outside React.
 */
export default function FeedbackHolders({ onReady }: { onReady: (feedback: Feedback) => void }) {
  const [message, messageHolder] = useMessage({});
  const [wanted, setWanted] = useState(false);
  const dialogs = useRef<DialogApis | null>(null);
  const waiting = useRef<((apis: DialogApis) => void)[]>([]);
  const whenReady = useCallback<WhenReady>((use) => {
    if (dialogs.current) return use(dialogs.current);
    waiting.current.push(use);
    setWanted(true);
  }, []);
  const dialogsReady = useCallback((apis: DialogApis) => {
    dialogs.current = apis;
    for (const use of waiting.current.splice(0)) use(apis);
  }, []);
  const feedback = useMemo(() => ({ message, ...deferredDialogs(whenReady) }), [message, whenReady]);
  useEffect(() => {
    onReady(feedback);
    setFeedback(feedback);
    return () => setFeedback(null);
  }, [feedback, onReady]);
  return (
    <>
      {wanted && (
        <Suspense fallback={null}>
          <DialogHolders onReady={dialogsReady} />
        </Suspense>
      )}
      {messageHolder}
    </>
  );
}
