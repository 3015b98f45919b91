import type { ExportFile } from '@reelfleet/contract';
import { saveFile } from '../../components/tasks/exportFile';

/** Saves an export answer (name and lines) as the text file it names. */
export function saveExport(file: ExportFile): void {
  saveFile({ name: file.fileName, blob: new Blob([file.text], { type: 'text/plain;charset=utf-8' }) });
}
