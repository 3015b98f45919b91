import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import type { MediaType, MediaVariant } from '@reelfleet/contract';
import { imageTypeOf } from '../../lib/image.ts';

/**
 * Where a workspace's media live: DATA_DIR/materials/<workspace>/<key>, with
 * `<key>.thumb.webp` and `<key>.poster.jpg` beside it. Keys are 128 random
 * bits; the files are served only through the media route, which checks
 * the workspace first.
 */
export function mediaDir(dataDir: string, workspaceId: number): string {
  return join(dataDir, 'materials', String(workspaceId));
}

export function newKey(ext: string): string {
  return `${randomBytes(16).toString('hex')}.${ext}`;
}

export function variantPath(
  dataDir: string,
  workspaceId: number,
  key: string,
  variant: MediaVariant,
): string {
  const base = join(mediaDir(dataDir, workspaceId), key);
  if (variant === 'thumb') return `${base}.thumb.webp`;
  if (variant === 'poster') return `${base}.poster.jpg`;
  return base;
}

export async function ensureDir(dataDir: string, workspaceId: number): Promise<string> {
  const dir = mediaDir(dataDir, workspaceId);
  await mkdir(dir, { recursive: true });
  return dir;
}

export async function removeMedia(dataDir: string, workspaceId: number, key: string | null): Promise<void> {
  if (!key) return;
  for (const variant of ['file', 'thumb', 'poster'] as const) {
    await unlink(variantPath(dataDir, workspaceId, key, variant)).catch(() => {});
  }
}

export async function fileStream(path: string) {
  try {
    const info = await stat(path);
    return { size: info.size, stream: createReadStream(path) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
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
    if (ascii('ftyp', 4)) {
      return ascii('qt  ', 8) ? { ext: 'mov', mime: 'video/quicktime' } : { ext: 'mp4', mime: 'video/mp4' };
    }
    return null;
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
