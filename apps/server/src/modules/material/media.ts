import { randomBytes } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { type MediaType, type MediaVariant, takesMime } from '@reelfleet/contract';
import type { Storage } from '../../core/storage/index.ts';
import { imageTypeOf } from '../../lib/image.ts';

/**
 * Where a workspace's media live in storage: `materials/<workspace>/<key>`, with
 * `<key>.thumb.webp` and `<key>.poster.jpg` beside it. Keys are 128 random
 * bits; the files are served only through the media route, which checks
 * the workspace first.
 */
export function newKey(ext: string): string {
  return `${randomBytes(16).toString('hex')}.${ext}`;
}

export function variantKey(workspaceId: number, key: string, variant: MediaVariant): string {
  const base = `materials/${workspaceId}/${key}`;
  if (variant === 'thumb') return `${base}.thumb.webp`;
  if (variant === 'poster') return `${base}.poster.jpg`;
  return base;
}

/** The type a variant is served as: the file's own (sniffed at upload), a WebP thumbnail, a JPEG poster. */
export function variantMime(variant: MediaVariant, fileMime: string | null): string {
  if (variant === 'thumb') return 'image/webp';
  if (variant === 'poster') return 'image/jpeg';
  return fileMime ?? 'application/octet-stream';
}

/** Removes a material's files; one that cannot be removed is left (an orphan is harmless, the row is gone). */
export async function removeMedia(storage: Storage, workspaceId: number, key: string | null): Promise<void> {
  if (!key) return;
  for (const variant of ['file', 'thumb', 'poster'] as const) {
    await storage.delete(variantKey(workspaceId, key, variant)).catch(() => {});
  }
}

export interface Sniffed {
  ext: string;
  mime: string;
}

/** A file's type by its magic bytes (at least the first 12), whatever it is called or claims. */
export function sniff(head: Buffer, type: MediaType): Sniffed | null {
  const ascii = (text: string, at = 0) => head.subarray(at, at + text.length).toString('latin1') === text;
  if (type === 'video') {
    if (!ascii('ftyp', 4)) return null;
    const found = ascii('qt  ', 8)
      ? { ext: 'mov', mime: 'video/quicktime' }
      : { ext: 'mp4', mime: 'video/mp4' };
    // Only what the contract lists (FILE_TYPES, which the pickers offer) is taken.
    return takesMime('video', found.mime) ? found : null;
  }
  return imageTypeOf(head);
}

export class WrongTypeError extends Error {}
export class TooLargeError extends Error {}

/**
 * A pass-through that checks the magic bytes as soon as 12 bytes have come
 * and fails the stream (nothing more is written) when they are not of `type`.
 */
export class SniffStream extends Transform {
  private head = Buffer.alloc(0);
  result: Sniffed | null = null;
  bytes = 0;

  private readonly type: MediaType;
  private readonly maxBytes: number;

  constructor(type: MediaType, maxBytes: number) {
    super();
    this.type = type;
    this.maxBytes = maxBytes;
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback) {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) return done(new TooLargeError('size'));
    if (this.result) return done(null, chunk);
    this.head = Buffer.concat([this.head, chunk]);
    if (this.head.length < 12) return done();
    return this.decide(done);
  }

  override _flush(done: TransformCallback) {
    if (this.result) return done();
    return this.decide(done);
  }

  private decide(done: TransformCallback) {
    this.result = sniff(this.head, this.type);
    if (!this.result) return done(new WrongTypeError('magic bytes'));
    const head = this.head;
    this.head = Buffer.alloc(0);
    return done(null, head);
  }
}
