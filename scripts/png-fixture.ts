// A test fixture with no imports but node's: the server's tests and the browser tests (apps/web/e2e) share it.
import { crc32, deflateSync } from 'node:zlib';

/**
 * A PNG of one-bit grey pixels written by hand: `pngOf(16000, 16000)` is a
 * real 256-megapixel image in about 30 KB, made in a fraction of a second.
 * `idat` replaces the pixel data (e.g. garbage: a readable header over
 * damaged pixels).
 */
export function pngOf(width: number, height: number, idat?: Buffer): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // grey
  const pixels = idat ?? deflateSync(Buffer.alloc((1 + Math.ceil(width / 8)) * height));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
