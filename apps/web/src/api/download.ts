import { consoleHeaders } from './request';

/** A downloaded text file. */
export interface TextFile {
  name: string;
  blob: Blob;
}

/**
 * A file the server answers as text at `url` (a task's log, the simulator's sample accounts),
 * named as the server names it. An error answer is JSON: `report` asks again through the request
 * layer, which reports it like any other call, and the download rejects.
 */
export async function downloadText(
  url: string,
  fallbackName: string,
  report: () => Promise<unknown>,
): Promise<TextFile> {
  const response = await fetch(url, { headers: consoleHeaders() }).catch(() => null);
  const type = response?.headers.get('content-type') ?? '';
  if (!response?.ok || type.includes('json')) {
    await report();
    throw new Error('download failed');
  }
  return {
    name: fileNameOf(response.headers.get('content-disposition'), fallbackName),
    blob: await response.blob(),
  };
}

function fileNameOf(disposition: string | null, fallback: string): string {
  return /filename="?([^";]+)"?/.exec(disposition ?? '')?.[1] ?? fallback;
}
