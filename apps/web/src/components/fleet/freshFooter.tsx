import type { ModalProps } from 'antd';
import { useEffect, useState } from 'react';

/**
 * For a dialog kept mounted while closed (its input survives closing): a new OK
 * button each time it opens. antd's loading icon leaves with a CSS transition;
 * when the dialog is hidden mid-transition the icon (and its 'loading' label)
 * stays on the button for good.
 */
export function useFreshFooter(open: boolean): ModalProps['footer'] {
  const [opened, setOpened] = useState(0);
  useEffect(() => {
    if (open) setOpened((n) => n + 1);
  }, [open]);
  return (_, { OkBtn, CancelBtn }) => (
    <>
      <CancelBtn />
      <OkBtn key={opened} />
    </>
  );
}
