import { UPLOAD_LIMITS } from '@reelfleet/contract';
import type { FastifyRequest } from 'fastify';
import { AppError, fieldError } from '../../core/errors.ts';
import { receiveFile } from '../../http/upload.ts';
import { imageTypeOf, saveAvatar } from './avatar.ts';

/**
 * Reads the one image of a multipart request (at most UPLOAD_LIMITS.imageBytes),
 * checks its magic bytes and stores it. Returns the avatar's public path.
 */
export async function receiveAvatar(req: FastifyRequest, dataDir: string): Promise<string> {
  const bytes = (await receiveFile(req, UPLOAD_LIMITS.imageBytes, 'auth.avatarTooLarge'))?.bytes;
  if (!bytes || bytes.length === 0) throw fieldError('file', 'auth.avatarRequired');
  const type = imageTypeOf(bytes);
  if (!type) throw new AppError(415, 'auth.avatarType');
  return saveAvatar(dataDir, bytes, type);
}
