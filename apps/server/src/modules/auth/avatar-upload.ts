import { UPLOAD_LIMITS } from '@reelfleet/contract';
import type { FastifyRequest } from 'fastify';
import { AppError, fieldError } from '../../core/errors.ts';
import { imageTypeOf, saveAvatar } from './avatar.ts';

/** Codes of @fastify/multipart and Fastify the shared error handler already answers honestly. */
const KNOWN_CODES = new Set([
  'FST_INVALID_MULTIPART_CONTENT_TYPE',
  'FST_FILES_LIMIT',
  'FST_ERR_CTP_INVALID_MEDIA_TYPE',
]);

/**
 * Reads the one image of a multipart request (at most UPLOAD_LIMITS.imageBytes),
 * checks its magic bytes and stores it. Returns the avatar's public path.
 */
export async function receiveAvatar(req: FastifyRequest, dataDir: string): Promise<string> {
  let bytes: Buffer | undefined;
  try {
    const file = await req.file({ limits: { fileSize: UPLOAD_LIMITS.imageBytes } });
    bytes = file ? await file.toBuffer() : undefined;
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'auth.avatarTooLarge');
    if (KNOWN_CODES.has(code)) throw error;
    // A malformed multipart body (no boundary, cut short) is the client's fault.
    throw new AppError(400, 'common.uploadFailed');
  }
  if (!bytes || bytes.length === 0) throw fieldError('file', 'auth.avatarRequired');
  const type = imageTypeOf(bytes);
  if (!type) throw new AppError(415, 'auth.avatarType');
  return saveAvatar(dataDir, bytes, type);
}
