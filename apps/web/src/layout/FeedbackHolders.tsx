import useMessage from 'antd/es/message/useMessage';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useRetryableLazy } from '../components/retryableLazy';
import { type Feedback, setFeedback } from '../utils/feedback';
import { type DialogApis, deferredDialogs, type WhenReady } from './deferredFeedback';

// antd's modal and notification code (a confirm, a new notification's toast) fetched on first use.
const loadDialogHolders = () => import('./DialogHolders');

/**
 * What antd's App (without its root element: FeedbackProvider draws it) gives the console: the
 * message holder, mounted at once (a screen's first toast shows without waiting), and the modal
 * and notification holders, mounted on their first call. Hands the instances up to FeedbackProvider
 * and to code outside React. If their code cannot be fetched (offline), the calls that waited are
 * dropped (an awaited confirm answers false, as if cancelled), the user is told, and the next call
 * fetches it again.
 */
export default function FeedbackHolders({ onReady }: { onReady: (feedback: Feedback) => void }) {
  const [message, messageHolder] = useMessage({});
  const [wanted, setWanted] = useState(false);
  const dialogs = useRef<DialogApis | null>(null);
  const waiting = useRef<{ use: (apis: DialogApis) => void; failed?: () => void }[]>([]);
  const whenReady = useCallback<WhenReady>((use, failed) => {
    if (dialogs.current) return use(dialogs.current);
    waiting.current.push({ use, failed });
    setWanted(true);
  }, []);
  const dialogsReady = useCallback((apis: DialogApis) => {
    dialogs.current = apis;
    for (const { use } of waiting.current.splice(0)) use(apis);
  }, []);
  const { Part: DialogHolders, guard } = useRetryableLazy(loadDialogHolders, () => {
    setWanted(false);
    for (const { failed } of waiting.current.splice(0)) failed?.();
  });
  const feedback = useMemo(() => ({ message, ...deferredDialogs(whenReady) }), [message, whenReady]);
  useEffect(() => {
    onReady(feedback);
    setFeedback(feedback);
    return () => setFeedback(null);
  }, [feedback, onReady]);
  return (
    <>
      {wanted &&
        guard(
          <Suspense fallback={null}>
            <DialogHolders onReady={dialogsReady} />
          </Suspense>,
        )}
      {messageHolder}
    </>
  );
}
