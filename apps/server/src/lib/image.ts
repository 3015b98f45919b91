import { AVATAR_MAX_SIDE, takesMime, UPLOAD_LIMITS } from '@reelfleet/contract';
import sharp, { type Sharp } from 'sharp';

/**
 * Uploaded images (materials, poster frames, avatars): their type by magic
 * bytes, their size from the header before anything is decoded, and the one
 * way to decode them (sharp, with the pixel limit). docs/materials.md "Pixel limit".
 */

// Each upload is decoded once, so libvips' operation cache (50 MB and 20 open files by default)
// would only hold memory; and one libvips thread per image instead of one per core, since the
// cores also serve the engine and HTTP (docs/capacity.md "Memory").
sharp.cache(false);
sharp.concurrency(1);

/** Avatar decodes at once in this process; more wait their turn (materials have their own queue of one). */
const AVATAR_DECODES = 2;
let decoding = 0;
const waitingForDecode: Array<() => void> = [];

async function withDecodeSlot<T>(run: () => Promise<T>): Promise<T> {
  if (decoding < AVATAR_DECODES) decoding++;
  else await new Promise<void>((resolve) => waitingForDecode.push(resolve));
  try {
    return await run();
  } finally {
    // The slot passes to the next waiter, if any, without being given back.
    const next = waitingForDecode.shift();
    if (next) next();
    else decoding--;
  }
}

export interface ImageType {
  ext: 'png' | 'jpg' | 'gif' | 'webp';
  mime: string;
}

/** The image type by its magic bytes (at least the first 12), whatever the file is called or claims to be. */
export function imageTypeOf(head: Buffer): ImageType | null {
  const found = imageBytesType(head);
  // Only what the contract lists (FILE_TYPES, which the pickers offer) is taken.
  return found && takesMime('image', found.mime) ? found : null;
}

function imageBytesType(head: Buffer): ImageType | null {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => head[at + i] === b);
  const ascii = (text: string, at = 0) => head.subarray(at, at + text.length).toString('latin1') === text;
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { ext: 'png', mime: 'image/png' };
  if (starts([0xff, 0xd8, 0xff])) return { ext: 'jpg', mime: 'image/jpeg' };
  if (ascii('GIF87a') || ascii('GIF89a')) return { ext: 'gif', mime: 'image/gif' };
  if (ascii('RIFF') && ascii('WEBP', 8)) return { ext: 'webp', mime: 'image/webp' };
  return null;
}

/** The pixel limit in megapixels, as the messages name it. */
export const IMAGE_MAX_MEGAPIXELS = UPLOAD_LIMITS.imagePixels / 1_000_000;

/**
 * Why an image is refused: `unreadable` (the decoder's own text is `cause`,
 * for the server log only) or `tooManyPixels` (width × height of one frame
 * over UPLOAD_LIMITS.imagePixels).
 */
export class ImageRefused extends Error {
  readonly reason: 'unreadable' | 'tooManyPixels';
  readonly width: number;
  readonly height: number;
  constructor(reason: ImageRefused['reason'], size: { width: number; height: number }, cause?: unknown) {
    super(reason, { cause });
    this.reason = reason;
    this.width = size.width;
    this.height = size.height;
  }

  /** The parameters of the refusal's message. */
  get params() {
    return { width: this.width, height: this.height, max: IMAGE_MAX_MEGAPIXELS };
  }
}

/**
 * A decoder of the file (path) or bytes that refuses an image over the pixel
 * limit before decoding it (libvips compares the header's size first).
 */
export function decodeImage(input: string | Buffer): Sharp {
  return sharp(input, { limitInputPixels: UPLOAD_LIMITS.imagePixels });
}

/**
 * Width and height of one frame, from the header only (sharp's metadata
 * decodes no pixels): throws ImageRefused when the header cannot be read or
 * the image has more pixels than the limit.
 */
export async function readImageHeader(input: string | Buffer): Promise<{ width: number; height: number }> {
  let size: { width: number; height: number };
  try {
    const meta = await sharp(input).metadata();
    size = { width: meta.width ?? 0, height: meta.pageHeight ?? meta.height ?? 0 };
  } catch (error) {
    throw new ImageRefused('unreadable', { width: 0, height: 0 }, error);
  }
  if (size.width <= 0 || size.height <= 0) throw new ImageRefused('unreadable', size);
  if (size.width * size.height > UPLOAD_LIMITS.imagePixels) throw new ImageRefused('tooManyPixels', size);
  return size;
}

/**
 * An avatar as the server stores and serves it: decoded (first frame),
 * turned upright, within AVATAR_MAX_SIDE × AVATAR_MAX_SIDE, re-encoded as
 * WebP. Nothing of the upload's metadata (EXIF, GPS, XMP, comments) is kept:
 * sharp writes none unless asked. A decoder failure is ImageRefused.
 */
export async function avatarImage(bytes: Buffer): Promise<Buffer> {
  await readImageHeader(bytes);
  return withDecodeSlot(async () => {
    try {
      return await decodeImage(bytes)
        .rotate()
        .resize(AVATAR_MAX_SIDE, AVATAR_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 85 })
        .toBuffer();
    } catch (error) {
      throw new ImageRefused('unreadable', { width: 0, height: 0 }, error);
    }
  });
}
