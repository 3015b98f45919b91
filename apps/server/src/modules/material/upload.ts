import { createWriteStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { MATERIAL_MAX_BYTES, type MediaType, type MessageKey, UPLOAD_LIMITS } from '@reelfleet/contract';
import type { FastifyRequest } from 'fastify';
import { AppError, fieldError } from '../../core/errors.ts';
import type { Storage } from '../../core/storage/index.ts';
import { MULTIPART_PASS_THROUGH } from '../../http/upload.ts';
import { ImageRefused, readImageHeader } from '../../lib/image.ts';
import {
  newKey,
  type Sniffed,
  SniffStream,
  TooLargeError,
  variantKey,
  variantMime,
  WrongTypeError,
} from './media.ts';

const TOO_LARGE: Record<MediaType, MessageKey> = {
  avatar: 'material.imageTooLarge',
  image: 'material.imageTooLarge',
  video: 'material.videoTooLarge',
};
const WRONG_TYPE: Record<MediaType, MessageKey> = {
  avatar: 'material.notImage',
  image: 'material.notImage',
  video: 'material.notVideo',
};

export interface Received {
  key: string;
  sniffed: Sniffed;
  size: number;
  fileName: string;
  hasPoster: boolean;
}

class PartTooLarge extends Error {}

/**
 * An image's size from its header, before anything decodes it: more pixels
 * than the limit, or a header the decoder cannot read, is refused (422
 * naming the file); the decoder's own text goes to the log only.
 */
async function checkHeader(req: FastifyRequest, path: string, file: string): Promise<void> {
  try {
    await readImageHeader(path);
  } catch (error) {
    if (!(error instanceof ImageRefused)) throw error;
    if (error.reason === 'tooManyPixels') {
      throw new AppError(422, 'material.tooManyPixels', { params: { file, ...error.params } });
    }
    req.log.info({ err: error.cause, file }, 'uploaded image could not be read');
    throw new AppError(422, 'material.imageUnreadable', { params: { file } });
  }
}

/**
 * Streams the `file` part (and a video's optional `poster` image) of a
 * multipart request to this host's staging folder, never holding a file in
 * memory: the magic bytes are checked as the first bytes arrive, the size as
 * the rest does. Any refusal (413 too large, 415 wrong type, naming the file)
 * removes whatever was written, so nothing is stored; what is taken is then
 * moved into storage.
 */
export async function receiveMedia(
  req: FastifyRequest,
  storage: Storage,
  workspaceId: number,
  type: MediaType,
): Promise<Received> {
  const temps: string[] = [];
  let file: { tmp: string; sniffed: Sniffed; size: number; name: string } | null = null;
  let poster: string | null = null;
  let current = '';
  const cleanup = () => Promise.all(temps.map((t) => unlink(t).catch(() => {})));
  try {
    const parts = req.parts({ limits: { fileSize: MATERIAL_MAX_BYTES[type], files: 2 } });
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      const isPoster = part.fieldname === 'poster';
      if (!isPoster && part.fieldname !== 'file') {
        part.file.resume();
        continue;
      }
      current = part.filename || part.fieldname;
      const tmp = await storage.tempFile();
      temps.push(tmp);
      const kind: MediaType = isPoster ? 'image' : type;
      const sniffer = new SniffStream(kind, isPoster ? UPLOAD_LIMITS.imageBytes : MATERIAL_MAX_BYTES[type]);
      try {
        await pipeline(part.file, sniffer, createWriteStream(tmp, { flags: 'wx' }));
      } catch (error) {
        if (error instanceof WrongTypeError) {
          if (isPoster) throw new AppError(415, 'material.posterNotImage', { params: { file: current } });
          throw new AppError(415, WRONG_TYPE[type], { params: { file: current } });
        }
        throw error;
      }
      if (part.file.truncated) throw new PartTooLarge();
      if (kind !== 'video') await checkHeader(req, tmp, current);
      if (isPoster) poster = tmp;
      else file = { tmp, sniffed: sniffer.result!, size: sniffer.bytes, name: part.filename || 'file' };
    }
    if (!file || file.size === 0) throw fieldError('file', 'material.fileRequired');
  } catch (error) {
    await cleanup();
    const code = (error as { code?: string }).code ?? '';
    if (
      error instanceof PartTooLarge ||
      error instanceof TooLargeError ||
      code === 'FST_REQ_FILE_TOO_LARGE'
    ) {
      throw new AppError(413, TOO_LARGE[type], { params: { file: current } });
    }
    if (error instanceof AppError || MULTIPART_PASS_THROUGH.has(code)) throw error;
    throw new AppError(400, 'common.uploadFailed');
  }
  const key = newKey(file.sniffed.ext);
  try {
    await storage.moveIn(variantKey(workspaceId, key, 'file'), file.tmp, file.sniffed.mime);
    if (poster)
      await storage.moveIn(variantKey(workspaceId, key, 'poster'), poster, variantMime('poster', null));
  } catch (error) {
    await cleanup();
    await storage.delete(variantKey(workspaceId, key, 'file')).catch(() => {});
    throw error;
  }
  return { key, sniffed: file.sniffed, size: file.size, fileName: file.name, hasPoster: poster !== null };
}
