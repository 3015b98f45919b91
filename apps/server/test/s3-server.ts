import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/**
 * An S3-compatible server for tests. By default s3rver, a stand-in that speaks S3's HTTP API
 * (signatures, path style, NoSuchKey, HeadBucket) from a folder, in this process: not AWS, MinIO or
 * Ceph, as the registries here offer no real S3 server that runs without a cluster
 * (docs/operations.md "Storage"). With TEST_S3_ENDPOINT (and TEST_S3_ACCESS_KEY_ID,
 * TEST_S3_SECRET_ACCESS_KEY) the same tests run against that service instead, in a new bucket.
 */
export async function startS3() {
  const external = process.env.TEST_S3_ENDPOINT;
  return external ? externalS3(external) : s3rver();
}

async function s3rver() {
  const bucket = 'reelfleet';
  const directory = mkdtempSync(join(tmpdir(), 'reelfleet-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    ...described(`http://127.0.0.1:${port}`, bucket, 'S3RVER', 'S3RVER'),
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** A fresh bucket on a service of the caller's; left there (its objects are the tests' few). */
async function externalS3(endpoint: string) {
  const bucket = `reelfleet-test-${randomBytes(6).toString('hex')}`;
  const id = process.env.TEST_S3_ACCESS_KEY_ID ?? 'test';
  const secret = process.env.TEST_S3_SECRET_ACCESS_KEY ?? 'test';
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: id, secretAccessKey: secret },
  });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  client.destroy();
  return { ...described(endpoint, bucket, id, secret), async close() {} };
}

function described(endpoint: string, bucket: string, accessKeyId: string, secretAccessKey: string) {
  return {
    endpoint,
    bucket,
    credentials: { accessKeyId, secretAccessKey },
    /** The server's variables for this bucket. */
    env: {
      STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'on',
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
    },
  };
}
