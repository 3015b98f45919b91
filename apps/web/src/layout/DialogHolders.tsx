import useModal from 'antd/es/modal/useModal';
import useNotification from 'antd/es/notification/useNotification';
import { useEffect } from 'react';
import type { DialogApis } from './deferredFeedback';

/** antd's modal and notification holders (as antd's App renders them), fetched on their first use. */
export default function DialogHolders({ onReady }: { onReady: (apis: DialogApis) => void }) {
  const [modal, modalHolder] = useModal();
  const [notification, notificationHolder] = useNotification({});
  useEffect(() => onReady({ modal, notification }), [modal, notification, onReady]);
  return (
    <>
      {modalHolder}
      {notificationHolder}
    </>
  );
}
