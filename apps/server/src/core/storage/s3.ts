import { createReadStream, createWriteStream } from 'node:fs';
import { stat, unlink } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Storage } from './index.ts';
import { assertKey, stagingFile } from './keys.ts';

export interface S3Options {
  bucket: string;
  /** Keys are stored under this prefix (empty, or ending in `/`). */
  prefix: string;
  region: string;
  /** Another S3-compatible service's URL; AWS's own when absent. */
  endpoint?: string;
  forcePathStyle: boolean;
  /** Both or neither: without them the SDK's own chain (AWS_* variables, instance roles). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

const notFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/** Objects in an S3-compatible bucket (STORAGE=s3), shared by every host on the same database. */
export function s3Storage(options: S3Options, dataDir: string): Storage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    // Checksums only where an operation needs one: many S3-compatible servers refuse the
    // streamed trailing checksums the SDK otherwise sends with every upload.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;
  const keyOf = (key: string) => {
    assertKey(key);
    return `${options.prefix}${key}`;
  };
  const where = `bucket ${Bucket}${options.endpoint ? ` at ${options.endpoint}` : ''}`;

  const get: Storage['get'] = async (key) => {
    try {
      const out = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(key) }));
      return { size: out.ContentLength ?? 0, stream: out.Body as Readable };
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  };

  return {
    kind: 's3',
    tempFile: () => stagingFile(dataDir),
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: keyOf(key),
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.length,
        }),
      );
    },
    async moveIn(key, path, contentType) {
      const { size } = await stat(path);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: keyOf(key),
          Body: createReadStream(path),
          ContentType: contentType,
          ContentLength: size,
        }),
      );
      await unlink(path);
    },
    get,
    async withLocalFile(key, use) {
      const object = await get(key);
      if (!object) return null;
      const path = await stagingFile(dataDir);
      try {
        await pipeline(object.stream, createWriteStream(path, { flags: 'wx' }));
        return await use(path);
      } finally {
        await unlink(path).catch(() => {});
      }
    },
    async delete(key) {
      // S3 answers a key with no object like any other.
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) }));
    },
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        const e = error as { name?: string; message?: string; $metadata?: { httpStatusCode?: number } };
        const status = e.$metadata?.httpStatusCode;
        const why =
          status === 404
            ? 'it does not exist'
            : status === 403
              ? 'access is denied (check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)'
              : `${e.name ?? 'error'}${status ? ` (HTTP ${status})` : ''}: ${e.message ?? ''}`;
        throw new Error(`STORAGE=s3: the ${where} cannot be used: ${why}`);
      }
    },
    async close() {
      client.destroy();
    },
  };
}
