import { open } from 'node:fs/promises';
import { createFile } from 'mp4box';

const CHUNK = 1024 * 1024;

/**
 * A video's duration and frame size, read from its MP4/MOV container by
 * mp4box (GPAC's parser): the file is fed in 1 MB chunks from where the
 * parser asks for the next bytes, so the media data is skipped, never read
 * into memory, wherever the `moov` box sits.
 */
export async function videoInfo(
  path: string,
): Promise<{ durationMs: number; width: number | null; height: number | null }> {
  const handle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    const file = createFile();
    let info: {
      duration: number;
      timescale: number;
      videoTracks: Array<{ video?: { width: number; height: number } }>;
    } | null = null;
    let failure: string | null = null;
    file.onReady = (ready) => {
      info = ready as unknown as typeof info;
    };
    file.onError = (_module: string, message: string) => {
      failure = message;
    };
    let position = 0;
    while (!info && !failure && position < size) {
      const buffer = Buffer.alloc(Math.min(CHUNK, size - position));
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, position);
      if (bytesRead === 0) break;
      const chunk = buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + bytesRead) as ArrayBuffer & {
        fileStart: number;
      };
      chunk.fileStart = position;
      const next = file.appendBuffer(chunk);
      position = typeof next === 'number' && next > position ? next : position + bytesRead;
    }
    file.flush();
    const found = info as {
      duration: number;
      timescale: number;
      videoTracks: Array<{ video?: { width: number; height: number } }>;
    } | null;
    if (!found || !found.timescale) throw new Error(failure ?? 'no movie header in the container');
    const video = found.videoTracks[0]?.video;
    return {
      durationMs: Math.round((found.duration / found.timescale) * 1000),
      width: video?.width ?? null,
      height: video?.height ?? null,
    };
  } finally {
    await handle.close();
  }
}
