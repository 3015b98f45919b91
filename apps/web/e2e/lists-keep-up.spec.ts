import { crc32, deflateSync } from 'node:zlib';
import { expect, test } from './fixtures';
import { rows } from './fleet-helpers';

/** A one-grey PNG of width × height (24.5 megapixels: tens of ms each for the server's thumbnail). */
function pngOf(width: number, height: number): Buffer {
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
  const pixels = deflateSync(Buffer.alloc((1 + Math.ceil(width / 8)) * height));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const UPLOADS = 30;

test.describe('lists that keep up', () => {
  test('uploaded images shown processing turn ready in the list without a click', async ({
    request,
    ownerAt,
  }) => {
    const { owner, list } = await ownerAt(0, '/material/image', { empty: 'No image materials yet' });
    // Another tab uploads a batch of large images at once: the server processes them one at a time,
    // so a queue builds (sent one by one, each could be done before the next arrived).
    const buffer = pngOf(5000, 4900);
    const responses = await Promise.all(
      Array.from({ length: UPLOADS }, (_, i) =>
        request.post(
          '/api/resource/material/upload?type=image&subtype=original&tagMode=name&labelName=Burst',
          {
            headers: { Authorization: `Bearer ${owner.token}` },
            multipart: { file: { name: `burst-${i}.png`, mimeType: 'image/png', buffer } },
          },
        ),
      ),
    );
    expect(responses.map((r) => r.status())).toEqual(Array(UPLOADS).fill(200));
    // The one click: the list reads them while most are still processing…
    await list.getByRole('button', { name: 'Refresh' }).click();
    await expect(rows(list)).toHaveCount(20);
    await expect(rows(list).filter({ hasText: 'Processing' }).first()).toBeVisible();
    // …and then, by itself, every row of the page becomes ready.
    await expect(rows(list).filter({ hasText: 'Processing' })).toHaveCount(0, { timeout: 60_000 });
    await expect(rows(list).filter({ hasText: 'Ready' })).toHaveCount(20);
  });
});
