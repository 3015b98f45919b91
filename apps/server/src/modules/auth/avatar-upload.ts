import { UPLOAD_LIMITS } from '@reelfleet/contract';
import type { FastifyRequest } from 'fastify';
import { AppError, fieldError } from '../../core/errors.ts';
import type { Storage } from '../../core/storage/index.ts';
import { receiveFile } from '../../http/upload.ts';
import { avatarImage, ImageRefused, imageTypeOf } from '../../lib/image.ts';
import { saveAvatar } from './avatar.ts';

/**
 * Reads the one image of a multipart request (at most UPLOAD_LIMITS.imageBytes),
 * checks its magic bytes, refuses more pixels than the limit before decoding
 * (422), and stores what the server re-encodes (WebP, at most 512 × 512, no
 * metadata), never the uploaded bytes. Returns the avatar's public path.
 */
export async function receiveAvatar(req: FastifyRequest, storage: Storage): Promise<string> {
  const bytes = (await receiveFile(req, UPLOAD_LIMITS.imageBytes, 'auth.avatarTooLarge'))?.bytes;
  if (!bytes || bytes.length === 0) throw fieldError('file', 'auth.avatarRequired');
  if (!imageTypeOf(bytes)) throw new AppError(415, 'auth.avatarType');
  try {
    return await saveAvatar(storage, await avatarImage(bytes));
  } catch (error) {
    if (!(error instanceof ImageRefused)) throw error;
    if (error.reason === 'tooManyPixels') {
      throw new AppError(422, 'auth.avatarTooManyPixels', { params: error.params });
    }
    // The decoder's own text is for the log; the user reads what it means.
    req.log.info({ err: error.cause }, 'avatar image could not be decoded');
    throw new AppError(422, 'auth.avatarUnreadable');
  }
}
