import { DownloadOutlined, ExportOutlined } from '@ant-design/icons';
import type { ExportFile, SelectionWhat } from '@reelfleet/contract';
import type { ListAction } from '../../components/list/ListPage';
import { saveFile } from '../../components/tasks/exportFile';
import { useTranslation } from '../../i18n/useTranslation';
import { useFeedback } from '../../utils/feedback';

/** Saves an export answer (name and lines) as the text file it names. */
export function saveExport(file: ExportFile): void {
  saveFile({ name: file.fileName, blob: new Blob([file.text], { type: 'text/plain;charset=utf-8' }) });
}

/**
 * A list's text export: `all` (a button: every row the filter finds) and `selected` (a batch
 * action), labelled by the catalogue keys given; each saves the file and says how many rows.
 */
export function useTextExport<F>(
  exportText: (body: { ids?: number[]; filter?: F }) => Promise<ExportFile>,
  filter: F,
  labels: { all: string; selected: string; selection: SelectionWhat },
) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const run = async (body: { ids?: number[]; filter?: F }) => {
    const file = await exportText(body);
    saveExport(file);
    void message.success(t('resources.fans.exported', { count: file.count }));
  };
  const all: ListAction = {
    key: 'export',
    icon: <DownloadOutlined />,
    label: t(labels.all),
    onClick: () => void run({ filter }),
  };
  const selected: ListAction = {
    key: 'export',
    icon: <ExportOutlined />,
    label: t(labels.selected),
    selection: labels.selection,
    onClick: (ids) => void run({ ids }),
  };
  return { all, selected };
}
