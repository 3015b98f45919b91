import { UploadOutlined } from '@ant-design/icons';
import { lazy, Suspense, useState } from 'react';
import type { ListAction } from '../../components/list/ListPage';
import { useDialog } from '../../components/list/useDialog';
import type { ImportOf } from './ImportDialog';

// The dialog (upload, report table and tabs) is fetched when first opened, then stays mounted as before.
const ImportDialog = lazy(() => import('./ImportDialog'));

/** A list screen's main "Import" button and its dialog; `onImported` reloads the list. */
export function useImportDialog(buttonLabel: string, onImported: () => void, of: ImportOf = {}) {
  const dialog = useDialog();
  const [opened, setOpened] = useState(false);
  const button: ListAction = {
    key: 'import',
    icon: <UploadOutlined />,
    label: buttonLabel,
    primary: true,
    onClick: () => {
      setOpened(true);
      dialog.open(true);
    },
  };
  return {
    button,
    dialog: opened && (
      <Suspense fallback={null}>
        <ImportDialog open={dialog.isOpen} onClose={dialog.close} onImported={onImported} {...of} />
      </Suspense>
    ),
  };
}
