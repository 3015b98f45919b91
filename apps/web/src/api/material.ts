import {
  type Envelope,
  fillPath,
  type MaterialItem,
  type MaterialListBody,
  type MaterialUploadQuery,
  type MediaVariant,
  ResultCode,
} from '@reelfleet/contract';
import { bodyCall, call, rowCalls } from './call';
import { materialEndpoints as api } from './endpoints';
import { API_BASE, consoleHeaders } from './request';

/** Materials (docs/materials.md): text, image, avatar and video libraries. */
export const materialsApi = {
  ...rowCalls(api),
  all: (body: MaterialListBody) => call(api.all, { body }),
  add: bodyCall(api.add),
  update: bodyCall(api.update),
  status: (id: number) => call(api.uploadStatus, { params: { id } }, { silent: true }),
};

/** A media file of a material as an object URL (media are served only with the workspace's session). */
export async function fetchMedia(id: number, variant: MediaVariant, signal?: AbortSignal): Promise<string> {
  const response = await fetch(`${API_BASE}${fillPath(api.media.path, { id, variant })}`, {
    headers: consoleHeaders(),
    signal,
  });
  if (!response.ok) throw new Error(String(response.status));
  return URL.createObjectURL(await response.blob());
}

export class UploadError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/**
 * Uploads one file (and a video's poster frame) with progress: fetch cannot
 * report upload progress, so this one call uses XMLHttpRequest. Errors are
 * the server's message, shown by the upload screen next to the file (spec 8:
 * the batch material upload path shows its own errors).
 */
export function uploadMaterial(
  query: MaterialUploadQuery,
  file: File,
  poster: Blob | null,
  onProgress: (percent: number) => void,
): { done: Promise<MaterialItem>; abort: () => void } {
  const xhr = new XMLHttpRequest();
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const done = new Promise<MaterialItem>((resolve, reject) => {
    xhr.open('POST', `${API_BASE}${api.upload.path}?${params}`);
    for (const [key, value] of Object.entries(consoleHeaders())) xhr.setRequestHeader(key, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let envelope: Envelope | null = null;
      try {
        envelope = JSON.parse(xhr.responseText) as Envelope;
      } catch {
        envelope = null;
      }
      if (xhr.status === 200 && envelope?.code === ResultCode.OK) resolve(envelope.data as MaterialItem);
      else reject(new UploadError(xhr.status, envelope?.message ?? `HTTP ${xhr.status}`));
    };
    xhr.onerror = () => reject(new UploadError(0, 'network'));
    xhr.onabort = () => reject(new UploadError(0, 'aborted'));
    const form = new FormData();
    form.append('file', file, file.name);
    if (poster) form.append('poster', poster, 'poster.jpg');
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}
