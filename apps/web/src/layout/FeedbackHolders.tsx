import { App as AntApp } from 'antd';
import { useEffect } from 'react';
import { type Feedback, setFeedback } from '../utils/feedback';

/** Hands the instances up to FeedbackProvider and to code outside React. */
function Report({ onReady }: { onReady: (feedback: Feedback) => void }) {
  const feedback = AntApp.useApp();
  useEffect(() => {
    onReady(feedback);
    setFeedback(feedback);
    return () => setFeedback(null);
  }, [feedback, onReady]);
  return null;
}

/** antd's App without its root element (FeedbackProvider draws it): the toast and dialog holders. */
export default function FeedbackHolders({ onReady }: { onReady: (feedback: Feedback) => void }) {
  return (
    <AntApp component={false}>
      <Report onReady={onReady} />
    </AntApp>
  );
}
