import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { REGISTER_LIMIT_DEFAULT } from '@reelfleet/contract';
import { z } from 'zod';

const onOff = (fallback: boolean) =>
  z
    .enum(['on', 'off', '1', '0', 'true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? fallback : v === 'on' || v === '1' || v === 'true'));

/** Every env variable of DESIGN.md, parsed once. */
const envSchema = z.object({
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  ADMIN_PASSWORD: z.string().min(9, 'must be longer than 8 characters').optional(),
  SECRET_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters (32 bytes)')
    .optional(),
  SIM_SEED: z.coerce.number().int().default(42),
  SIM_TIME_SCALE: z.coerce.number().positive().default(1),
  /** The share of time a rented phone of the simulated farm is online (the rest offline or disconnected). */
  SIM_DEVICE_UPTIME: z.coerce.number().min(0).max(1).default(0.9),
  SEED_DEMO: onOff(true),
  CAPTCHA: onOff(true),
  ENGINE: onOff(true),
  /** Steps one engine process runs at once (each a device acting); a big fleet needs more (docs/capacity.md). */
  ENGINE_CONCURRENCY: z.coerce.number().int().min(1).max(100_000).default(256),
  /** Account fans and following follow the platform over simulated time (a worker beside the engine). */
  FANS_REFRESH: onOff(true),
  /**
   * Behind a reverse proxy, where client addresses come from X-Forwarded-For:
   * off (default), on (trust every hop), a hop count, or the proxies' addresses/CIDRs, comma-separated.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v): boolean | number | string => {
      const value = v?.trim() ?? '';
      if (value === '' || /^(off|false|no)$/i.test(value)) return false;
      if (/^(on|true|yes)$/i.test(value)) return true;
      if (/^\d+$/.test(value)) return Number(value);
      return value;
    }),
  /**
   * The console is reached over HTTPS (TLS ended by a reverse proxy in front, README): answers carry
   * Strict-Transport-Security and the session cookie is Secure. Never on for plain HTTP.
   */
  HTTPS: onOff(false),
  /** Registrations one client address may make per hour (0: no limit). */
  REGISTER_LIMIT: z.coerce.number().int().min(0).max(100_000).default(REGISTER_LIMIT_DEFAULT),
  /** How long a resolved token is trusted without reading the sessions table (0: never cached). */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2_000),
  /** Bearer token that opens GET /metrics (docs/operations.md); with METRICS_ALLOW unset too, /metrics is 404. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Client addresses or CIDRs (comma-separated) that may read GET /metrics without the token. */
  METRICS_ALLOW: z
    .string()
    .optional()
    .transform((v, c) => {
      const list = (v ?? '')
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean);
      const bad = list.find((a) => !isAddressOrCidr(a));
      if (bad) c.addIssue({ code: 'custom', message: `${bad} is not an address or a CIDR` });
      return list;
    }),
  /** Days (of the app's clock) a finished task keeps its step rows and log lines; 0 keeps them forever. */
  RETENTION_DAYS: z.coerce.number().int().min(0).max(36_500).default(30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where materials, thumbnails and avatars live: DATA_DIR (local) or an S3-compatible bucket (docs/operations.md "Storage"). */
  STORAGE: z.enum(['local', 's3'], 'must be local or s3').default('local'),
  S3_BUCKET: z.string().trim().min(1).optional(),
  /** An S3-compatible service's URL (MinIO, Ceph, R2, ...); AWS itself when unset. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Bucket in the path (http://host/bucket/key), as most self-hosted S3-compatible servers need. */
  S3_FORCE_PATH_STYLE: onOff(false),
  /** Keys are stored under this folder of the bucket (several deployments may share one bucket). */
  S3_PREFIX: z
    .string()
    .regex(/^([A-Za-z0-9._-]+\/)*[A-Za-z0-9._-]+\/?$/, 'must be folder names joined by / (no leading /)')
    .optional()
    .transform((v) => (v ? v.replace(/\/?$/, '/') : '')),
});

const S3_ONLY = [
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_PREFIX',
] as const;

/** What one variable cannot say alone: STORAGE=s3 needs a bucket, the keys come in pairs. */
const checkedSchema = envSchema.superRefine((v, c) => {
  const issue = (path: string, message: string) => c.addIssue({ code: 'custom', path: [path], message });
  if (v.STORAGE === 's3') {
    if (!v.S3_BUCKET) issue('S3_BUCKET', 'is required with STORAGE=s3');
    if (!v.S3_ACCESS_KEY_ID !== !v.S3_SECRET_ACCESS_KEY) {
      const absent = v.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
      issue(absent, 'is required with the other S3 key (set both, or neither to use the AWS_* chain)');
    }
  } else {
    // Set for a bucket but never used, the hosts would each keep their files on their own disk.
    for (const name of S3_ONLY) {
      if (v[name]) issue(name, 'is used only with STORAGE=s3: set STORAGE=s3, or remove it');
    }
  }
});

export type Config = Omit<z.infer<typeof envSchema>, 'DATA_DIR'> & { DATA_DIR: string };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = checkedSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return { ...parsed.data, DATA_DIR: resolve(parsed.data.DATA_DIR) };
}

/** `1.2.3.4`, `::1`, `10.0.0.0/8`, `fd00::/8`. */
function isAddressOrCidr(value: string): boolean {
  const [address, bits, ...rest] = value.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}
