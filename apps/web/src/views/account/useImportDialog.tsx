import { UploadOutlined } from '@ant-design/icons';
import { lazyDialog } from '../../components/lazyDialog';
import type { ListAction } from '../../components/list/ListPage';
import { useDialog } from '../../components/list/useDialog';
import type { ImportOf } from './ImportDialog';

// The dialog (upload, report table and tabs) is fetched when first opened, then stays mounted.
const ImportDialog = lazyDialog(() => import('./ImportDialog'), 'open');

/** A list screen's main "Import" button and its dialog; `onImported` reloads the list. */
export function useImportDialog(buttonLabel: string, onImported: () => void, of: ImportOf = {}) {
  const dialog = useDialog();
  const button: ListAction = {
    key: 'import',
    icon: <UploadOutlined />,
    label: buttonLabel,
    primary: true,
    onClick: () => dialog.open(true),
  };
  return {
    button,
    dialog: <ImportDialog open={dialog.isOpen} onClose={dialog.close} onImported={onImported} {...of} />,
  };
}
