import type { TextFile } from '../../api/tasks';

/** Saves a downloaded file under its name (the browser's download, no new window). */
export function saveFile({ name, blob }: TextFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
