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
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = Omit<z.infer<typeof envSchema>, 'DATA_DIR'> & { DATA_DIR: string };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return { ...parsed.data, DATA_DIR: resolve(parsed.data.DATA_DIR) };
}
