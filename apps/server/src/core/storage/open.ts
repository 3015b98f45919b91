import type { Config } from '../../config.ts';
import type { Storage } from './index.ts';
import { localStorage } from './local.ts';
import { s3Storage } from './s3.ts';

/** The storage the configuration names (STORAGE, S3_*; docs/operations.md "Storage"). */
export function openStorage(config: Config): Storage {
  if (config.STORAGE === 'local') return localStorage(config.DATA_DIR);
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = config;
  return s3Storage(
    {
      bucket: config.S3_BUCKET!,
      prefix: config.S3_PREFIX,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    },
    config.DATA_DIR,
  );
}
