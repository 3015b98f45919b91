import type { MessageKey } from '@reelfleet/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../core/errors.ts';

/** Codes of @fastify/multipart and Fastify the shared error handler already answers honestly. */
export const MULTIPART_PASS_THROUGH = new Set([
  'FST_INVALID_MULTIPART_CONTENT_TYPE',
  'FST_FILES_LIMIT',
  'FST_ERR_CTP_INVALID_MEDIA_TYPE',
]);

/**
 * The one file of a multipart request, read whole (undefined when it has
 * none): larger than `maxBytes` answers 413 with `tooLarge`; a malformed
 * multipart body (no boundary, cut short) is the client's fault (400).
 */
export async function receiveFile(
  req: FastifyRequest,
  maxBytes: number,
  tooLarge: MessageKey,
): Promise<{ name: string; bytes: Buffer } | undefined> {
  try {
    const file = await req.file({ limits: { fileSize: maxBytes } });
    return file ? { name: file.filename ?? '', bytes: await file.toBuffer() } : undefined;
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, tooLarge);
    if (MULTIPART_PASS_THROUGH.has(code)) throw error;
    throw new AppError(400, 'common.uploadFailed');
  }
}
