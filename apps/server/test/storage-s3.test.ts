import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stagingDir } from '../src/core/storage/keys.ts';
import { s3Storage } from '../src/core/storage/s3.ts';
import { sampleClip } from '../src/sim/platform/clip.ts';
import { ownerPerson, type Person } from './admin-fixtures.ts';
import { client, multipartFile } from './fleet-fixtures.ts';
import { startTestServer, TEST_DB, type TestServer } from './harness.ts';
import { jpeg, png, untilProcessed, uploadFile } from './material-fixtures.ts';
import { startS3 } from './s3-server.ts';

/**
 * STORAGE=s3 (docs/operations.md "Storage"): two hosts on one database and one bucket, each with
 * its own DATA_DIR, as behind a load balancer. What one stores the other serves; nothing lands on
 * either disk. The bucket is s3rver's (test/s3-server.ts), a stand-in for a real S3 service, unless TEST_S3_ENDPOINT names another.
 */
describe(`files across hosts with STORAGE=s3 (${TEST_DB})`, () => {
  let s3: Awaited<ReturnType<typeof startS3>>;
  let a: TestServer;
  let b: TestServer;
  let owner: Person;
  beforeAll(async () => {
    s3 = await startS3();
    // Hosts on one database share SECRET_KEY (docs/operations.md).
    const env = { ...s3.env, SECRET_KEY: randomBytes(32).toString('hex') };
    a = await startTestServer(env);
    b = await startTestServer(env, { handle: a.handle });
    owner = await ownerPerson(a);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await s3?.close();
  });

  /** The objects under a key prefix, read straight from the bucket. */
  const bucketHas = async (key: string) => {
    const direct = s3Storage(
      {
        bucket: s3.bucket,
        prefix: '',
        region: 'us-east-1',
        endpoint: s3.endpoint,
        forcePathStyle: true,
        credentials: s3.credentials,
      },
      a.ctx.config.DATA_DIR,
    );
    try {
      return (await direct.get(key)) !== null;
    } finally {
      await direct.close();
    }
  };
  const media = (host: TestServer, id: number, variant: string, headers = owner.headers) =>
    host.app.inject({ url: `/api/resource/material/media/${id}/${variant}`, headers });

  it('stores a material on one host and serves it, its thumbnail and poster from the other', async () => {
    const image = await png(800, 600);
    const res = await uploadFile(a, owner.headers, 'type=image&subtype=original&tagMode=name&labelName=x', [
      { filename: 'sunset.png', content: image },
    ]);
    expect(res.status).toBe(200);
    const id = res.body.data.id as number;
    expect(await untilProcessed(client(a, owner.headers), id)).toMatchObject({ status: 'ready' });

    const file = await media(b, id, 'file');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-length']).toBe(String(image.length));
    expect(file.headers['cache-control']).toBe('private, max-age=3600');
    expect(file.rawPayload.equals(image)).toBe(true);
    const thumb = await media(b, id, 'thumb');
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 320,
      height: 240,
    });
    // The workspace check comes first, wherever the bytes are.
    const other = await ownerPerson(a);
    expect((await media(b, id, 'file', other.headers)).statusCode).toBe(404);
    expect((await b.app.inject({ url: `/api/resource/material/media/${id}/file` })).statusCode).toBe(401);

    // Neither host keeps media on its disk; the staging folder is left empty.
    for (const host of [a, b]) {
      expect(existsSync(join(host.ctx.config.DATA_DIR, 'materials'))).toBe(false);
      const staging = stagingDir(host.ctx.config.DATA_DIR);
      expect(existsSync(staging) ? readdirSync(staging) : []).toEqual([]);
    }
    const key = (
      await a.ctx.db.selectFrom('materials').select('file_key').where('id', '=', id).executeTakeFirstOrThrow()
    ).file_key!;
    const ws = owner.id; // an owner's workspace is their own id
    expect(await bucketHas(`materials/${ws}/${key}`)).toBe(true);
    expect(await bucketHas(`materials/${ws}/${key}.thumb.webp`)).toBe(true);

    // Deleted on the other host: the row and every object go.
    expect((await client(b, owner.headers).del(`/resource/material/delete/${id}`)).status).toBe(200);
    expect(await bucketHas(`materials/${ws}/${key}`)).toBe(false);
    expect(await bucketHas(`materials/${ws}/${key}.thumb.webp`)).toBe(false);
    expect((await media(a, id, 'file')).statusCode).toBe(404);
  });

  it('reads a video from the bucket for its duration and serves its poster', async () => {
    const res = await uploadFile(
      a,
      owner.headers,
      'type=video&subtype=noWatermark&tagMode=name&labelName=Clips',
      [
        { filename: 'demo.mp4', content: sampleClip(), type: 'video/mp4' },
        { field: 'poster', filename: 'poster.jpg', content: await jpeg(), type: 'image/jpeg' },
      ],
    );
    expect(res.status).toBe(200);
    const id = res.body.data.id as number;
    expect(await untilProcessed(client(a, owner.headers), id)).toMatchObject({ status: 'ready' });
    const item = (await client(b, owner.headers).get(`/resource/material/detail/${id}`)).body.data;
    expect(item).toMatchObject({ durationMs: 3000, width: 256, height: 144, hasThumb: true });
    const poster = await media(b, id, 'poster');
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/jpeg');
    expect((await media(b, id, 'file')).headers['content-type']).toBe('video/mp4');
  });

  it('stores an avatar on one host and serves it from the other; a replaced one goes', async () => {
    const upload = async (host: TestServer) => {
      const body = multipartFile('me.png', await png(64, 64), 'image/png');
      const res = await host.app.inject({
        method: 'POST',
        url: '/api/user/info/avatar',
        headers: { ...owner.headers, ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode).toBe(200);
      return res.json().data.avatarPath as string;
    };
    const path = await upload(a);
    const served = await b.app.inject({ url: path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 64,
      height: 64,
    });
    expect(existsSync(join(a.ctx.config.DATA_DIR, 'avatars'))).toBe(false);

    const replaced = await upload(b);
    expect((await a.app.inject({ url: replaced })).statusCode).toBe(200);
    expect((await a.app.inject({ url: path })).statusCode).toBe(404);
    expect(await bucketHas(`avatars/${path.split('/').pop()}`)).toBe(false);
  });
});
