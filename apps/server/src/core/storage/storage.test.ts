import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3 } from '../../../test/s3-server.ts';
import { loadConfig } from '../../config.ts';
import type { Storage } from './index.ts';
import { stagingDir } from './keys.ts';
import { localStorage } from './local.ts';
import { s3Storage } from './s3.ts';

type S3 = Awaited<ReturnType<typeof startS3>>;
let s3: S3;
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(() => s3.close());

const s3Options = (prefix = '', bucket = s3.bucket) => ({
  bucket,
  prefix,
  region: 'us-east-1',
  endpoint: s3.endpoint,
  forcePathStyle: true,
  credentials: s3.credentials,
});

const backends: Array<[string, (dataDir: string) => Storage]> = [
  ['local disk', (dataDir) => localStorage(dataDir)],
  [
    `S3 (${process.env.TEST_S3_ENDPOINT ?? 's3rver'})`,
    (dataDir) => s3Storage(s3Options('contract/'), dataDir),
  ],
];

const read = async (storage: Storage, key: string) => {
  const object = await storage.get(key);
  return object && { size: object.size, text: await text(object.stream) };
};

/** One contract, both backends: what modules rely on holds wherever the files live. */
describe.each(backends)('storage contract: %s', (_name, open) => {
  let dataDir: string;
  let storage: Storage;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'reelfleet-storage-'));
    storage = open(dataDir);
    await storage.check();
  });
  afterAll(() => storage.close());

  it('reads back what was put, with its size, and replaces it whole', async () => {
    await storage.put('materials/1/a.png', Buffer.from('first'), 'image/png');
    expect(await read(storage, 'materials/1/a.png')).toEqual({ size: 5, text: 'first' });
    await storage.put('materials/1/a.png', Buffer.from('second!'), 'image/png');
    expect(await read(storage, 'materials/1/a.png')).toEqual({ size: 7, text: 'second!' });
  });

  it('answers null for a key with no object, and deleting one is no error', async () => {
    expect(await storage.get('materials/1/none.png')).toBeNull();
    await storage.delete('materials/1/none.png');
    await storage.put('avatars/x.webp', Buffer.from('x'), 'image/webp');
    await storage.delete('avatars/x.webp');
    expect(await storage.get('avatars/x.webp')).toBeNull();
  });

  it('moves a staged file in: stored whole, gone from the staging folder', async () => {
    const temp = await storage.tempFile();
    expect(dirname(temp)).toBe(stagingDir(dataDir));
    // The part sweep's pattern, so a killed process's leftovers go.
    expect(basename(temp)).toMatch(/^\.[0-9a-f]{32}\.part$/);
    writeFileSync(temp, 'video bytes');
    await storage.moveIn('materials/2/b.mp4', temp, 'video/mp4');
    expect(existsSync(temp)).toBe(false);
    expect(await read(storage, 'materials/2/b.mp4')).toEqual({ size: 11, text: 'video bytes' });
  });

  it('lends a local file to a decoder, and leaves no copy behind', async () => {
    await storage.put('materials/3/c.png', Buffer.from('pixels'), 'image/png');
    let seen = '';
    const result = await storage.withLocalFile('materials/3/c.png', async (path) => {
      seen = path;
      return readFileSync(path, 'utf8');
    });
    expect(result).toBe('pixels');
    if (storage.kind === 'local') expect(seen).toBe(join(dataDir, 'materials/3/c.png'));
    else expect(existsSync(seen)).toBe(false);
    let called = false;
    expect(
      await storage.withLocalFile('materials/3/none.png', async () => {
        called = true;
      }),
    ).toBeNull();
    expect(called).toBe(false);
  });

  it('refuses a key that could leave its root', async () => {
    for (const key of ['../secret.key', '/etc/passwd', 'materials/../../x', 'a//b', 'a/./b', '']) {
      await expect(storage.get(key), key).rejects.toThrow(/not a storage key/);
      await expect(storage.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(
        /not a storage key/,
      );
    }
  });
});

describe('S3 storage', () => {
  it('keeps keys under S3_PREFIX', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'reelfleet-storage-'));
    const prefixed = s3Storage(s3Options('team-a/'), dataDir);
    const whole = s3Storage(s3Options(''), dataDir);
    await prefixed.put('avatars/p.webp', Buffer.from('p'), 'image/webp');
    expect(await whole.get('avatars/p.webp')).toBeNull();
    expect(await read(whole, 'team-a/avatars/p.webp')).toEqual({ size: 1, text: 'p' });
  });

  it('names the bucket and the reason when it cannot be used', async () => {
    const storage = s3Storage(s3Options('', 'no-such-bucket'), tmpdir());
    await expect(storage.check()).rejects.toThrow(
      `STORAGE=s3: the bucket no-such-bucket at ${s3.endpoint} cannot be used: it does not exist`,
    );
  });
});

describe('STORAGE configuration', () => {
  const load = (env: Record<string, string>) => () => loadConfig({ DATA_DIR: tmpdir(), ...env });

  it('is the local disk by default, and S3 with a bucket', () => {
    expect(load({})().STORAGE).toBe('local');
    const config = load({ STORAGE: 's3', S3_BUCKET: 'media', S3_PREFIX: 'a/b' })();
    expect(config).toMatchObject({
      STORAGE: 's3',
      S3_REGION: 'us-east-1',
      S3_PREFIX: 'a/b/',
      S3_FORCE_PATH_STYLE: false,
    });
  });

  it('names each variable that is wrong', () => {
    expect(load({ STORAGE: 'disk' })).toThrow('STORAGE: must be local or s3');
    expect(load({ STORAGE: 's3' })).toThrow('S3_BUCKET: is required with STORAGE=s3');
    expect(load({ STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      'S3_SECRET_ACCESS_KEY: is required with the other S3 key',
    );
    expect(load({ STORAGE: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' })).toThrow(
      'S3_ENDPOINT: must be an http:// or https:// URL',
    );
    expect(load({ STORAGE: 's3', S3_BUCKET: 'b', S3_PREFIX: '/abs' })).toThrow(
      'S3_PREFIX: must be folder names',
    );
    // A bucket named without STORAGE=s3 would leave every host on its own disk.
    expect(load({ S3_BUCKET: 'media' })).toThrow('S3_BUCKET: is used only with STORAGE=s3');
  });
});
