import { mkdirSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { UPLOAD_LIMITS } from '@reelfleet/contract';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../src/http/logging.ts';
import { ownerPerson } from './admin-fixtures.ts';
import { client } from './fleet-fixtures.ts';
import { startTestServer, TEST_DB } from './harness.ts';
import { damagedJpeg, pngOf, storedFiles, untilProcessed, uploadFile } from './material-fixtures.ts';
import { beforeAllValue, suiteServer } from './suite.ts';

/** An image upload's query: an original under the label "x", made by name. */
const IMAGE_X = 'type=image&subtype=original&tagMode=name&labelName=x';

/** The server's log lines (level info), to see what it keeps for itself. */
const logLines: string[] = [];
const logger = {
  ...(loggerOptions('info') as object),
  stream: new Writable({
    write(chunk, _enc, done) {
      logLines.push(String(chunk));
      done();
    },
  }),
};

/** Issue 39 point 5: uploads that cannot starve others. */
describe(`upload limits: pixels, fairness, damaged files, leftovers (${TEST_DB})`, () => {
  const server = suiteServer({}, { logger });
  const owner = beforeAllValue(() => ownerPerson(server));
  const other = beforeAllValue(() => ownerPerson(server));
  const api = beforeAllValue(async () => client(server, owner.headers));
  const upload = (parts: Parameters<typeof uploadFile>[3], query = IMAGE_X, lang?: string) =>
    uploadFile(server, owner.headers, query, parts, lang);

  it('refuses an image over the pixel limit from its header, before decoding it: 422 naming the limit, nothing stored', async () => {
    const before = storedFiles(server);
    // 256 megapixels in 31 KB: the decoder's own limit (268 megapixels) let it through.
    const huge = pngOf(16000, 16000);
    expect(huge.length).toBeLessThan(UPLOAD_LIMITS.imageBytes);
    const en = await upload([{ filename: 'huge.png', content: huge }]);
    expect(en.status).toBe(422);
    expect(en.body).toMatchObject({
      code: 422,
      message: 'huge.png is 16000 × 16000 pixels: an image may have at most 25 megapixels',
    });
    const zh = await upload([{ filename: 'huge.png', content: huge }], IMAGE_X, 'zh-CN');
    expect(zh.body.message).toBe('huge.png 为 16000 × 16000 像素：图片最多 25 百万像素');
    // The avatar material kind and a video's poster frame are images too.
    const avatar = await upload(
      [{ filename: 'face.png', content: huge }],
      'type=avatar&subtype=original&tagMode=name&labelName=x',
    );
    expect(avatar.status).toBe(422);
    expect(storedFiles(server)).toEqual(before);
    const list = await api.post('/resource/material/queryList?pageNo=1&pageSize=10', { type: 'image' });
    expect(list.body.data.total).toBe(0);
    // Just under the limit is taken.
    const fits = await upload([{ filename: 'fits.png', content: pngOf(5000, 5000) }]);
    expect(fits.status).toBe(200);
    expect(await untilProcessed(api, fits.body.data.id)).toMatchObject({ status: 'ready' });
  });

  it('says in words a user understands that a damaged image cannot be read; the decoder’s text only in the log', async () => {
    logLines.length = 0;
    // A header the decoder cannot read: refused at once.
    const cut = await upload([{ filename: 'cut.jpg', content: await damagedJpeg() }]);
    expect(cut.status).toBe(422);
    expect(cut.body.message).toBe('cut.jpg could not be read: the file is damaged or not an image');
    const zh = await upload([{ filename: 'cut.jpg', content: await damagedJpeg() }], IMAGE_X, 'zh-CN');
    expect(zh.body.message).toBe('无法读取 cut.jpg：文件已损坏或不是图片');
    // A readable header over damaged pixels: taken, then failed by processing, with the same words.
    const garbled = await upload([
      { filename: 'garbled.png', content: pngOf(100, 100, Buffer.from('not compressed pixels')) },
    ]);
    expect(garbled.status).toBe(200);
    const status = await untilProcessed(api, garbled.body.data.id);
    expect(status).toMatchObject({
      status: 'failed',
      message: 'garbled.png could not be read: the file is damaged or not an image',
    });
    const zhStatus = await client(server, owner.headers, 'zh-CN').get(
      `/resource/material/uploadStatus/${garbled.body.data.id}`,
    );
    expect(zhStatus.body.data.message).toBe('无法读取 garbled.png：文件已损坏或不是图片');
    // libvips's text (which repeats its line three times) is kept in the server log only.
    const log = logLines.join('');
    expect(log).toContain('VipsJpeg: Invalid JPEG file structure: missing SOS marker');
    expect(log).toContain('vipspng');
  });

  it('processes thumbnails round-robin by workspace: one workspace’s burst does not hold back another’s', async () => {
    const otherApi = client(server, other.headers);
    // 15 images of 24.5 megapixels (each some tens of ms to decode) from one workspace at once…
    const burst = await Promise.all(
      Array.from({ length: 15 }, (_, i) => upload([{ filename: `a${i}.png`, content: pngOf(5000, 4900) }])),
    );
    expect(burst.map((r) => r.status)).toEqual(Array(15).fill(200));
    // …then one from another workspace, while most of the burst still waits.
    const single = await uploadFile(server, other.headers, IMAGE_X, [
      { filename: 'b.png', content: pngOf(5000, 4900) },
    ]);
    expect(single.status).toBe(200);
    await untilProcessed(otherApi, single.body.data.id);
    const ids = burst.map((r) => r.body.data.id as number);
    for (const id of ids) await untilProcessed(api, id);
    const rows = await server.ctx.db
      .selectFrom('materials')
      .select(['id', 'created_at', 'updated_at', 'status'])
      .where('id', 'in', [...ids, single.body.data.id])
      .execute();
    expect(rows.every((r) => r.status === 'ready')).toBe(true);
    // On the simulated clock (1000 times faster, so each job has its own instant): the burst's jobs
    // that finished after the other workspace's upload began and before its image was processed.
    // How many of the burst were done before it came depends on the machine. What may come between
    // is the job running when its upload began and the one running when its file, once stored, was
    // queued; in arrival order (main) every job of the burst still waiting would.
    const b = rows.find((r) => r.id === single.body.data.id)!;
    const burstRows = rows.filter((r) => r.id !== b.id);
    const stillWaiting = burstRows.filter((r) => r.updated_at > b.created_at);
    const between = stillWaiting.filter((r) => r.updated_at < b.updated_at);
    expect(between.length).toBeLessThanOrEqual(2);
    // Most of the burst still waited when it came (15 decodes take far longer than 15 uploads).
    expect(stillWaiting.length).toBeGreaterThan(between.length);
  });
});

describe(`upload leftovers at start (${TEST_DB})`, () => {
  it('removes the .part files of uploads a killed process left, older than an hour, and nothing else', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'reelfleet-parts-'));
    const media = join(dataDir, 'materials', '7');
    const avatars = join(dataDir, 'avatars');
    mkdirSync(media, { recursive: true });
    mkdirSync(avatars, { recursive: true });
    const hex = (c: string) => c.repeat(32);
    const write = (path: string, hoursAgo: number) => {
      writeFileSync(path, Buffer.alloc(1024));
      const at = new Date(Date.now() - hoursAgo * 3_600_000);
      utimesSync(path, at, at);
    };
    write(join(media, `.${hex('a')}.part`), 2); // cut short two hours ago: swept
    write(join(avatars, `.${hex('b')}.part`), 30); // an avatar's: swept
    write(join(media, `.${hex('c')}.part`), 0.1); // six minutes ago: maybe another process's live upload, kept
    write(join(media, hex('d')), 48); // a stored material, however old: kept
    const server = await startTestServer({ DATA_DIR: dataDir });
    try {
      await server.app.ready();
      expect(readdirSync(media).sort()).toEqual([`.${hex('c')}.part`, hex('d')]);
      expect(readdirSync(avatars)).toEqual([]);
    } finally {
      await server.close();
    }
  });
});
