import type { FastifyBaseLogger, FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * What never reaches a log line: credentials in headers, secrets in bodies
 * or error objects (passwords, proxy credentials, cookies, tokens), and a
 * session token passed in a query string.
 */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["proxy-authorization"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.oldPassword',
  '*.newPassword',
  '*.confirmPassword',
  '*.token',
  '*.cookie',
  '*.cookies',
  '*.proxy',
  '*.proxies',
  '*.proxyText',
  // A typed `username:password@host:port` (device network, proxy update).
  '*.proxyInfo',
  '*.secret',
  '*.secretKey',
];

/** Query parameters whose values are cut from the logged URL. */
const SECRET_QUERY = /([?&](?:token|password|secret)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[Redacted]');
}

/** The server's logger options with the redaction list and a request serializer that cuts secrets from URLs. */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[Redacted]' },
    serializers: {
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: redactUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
      }),
    },
  };
}

/** Body fields whose values are secrets: the `*.name` entries of REDACT_PATHS. */
const SECRET_FIELDS = new Set(REDACT_PATHS.filter((p) => p.startsWith('*.')).map((p) => p.slice(2)));

/** A copy of `value` with every secret field (at any depth) replaced by '[Redacted]', as in the logs. */
export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (!value || typeof value !== 'object' || Buffer.isBuffer(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [key, SECRET_FIELDS.has(key) ? '[Redacted]' : redactSecrets(v)]),
  );
}

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;
type LogFn = FastifyBaseLogger['info'];
/** What a pino logger has at run time beyond FastifyBaseLogger's type: the numbers of its levels. */
type PinoLogger = FastifyBaseLogger & { levels: { values: Record<string, number> } };

/**
 * Fastify's childLoggerFactory: a request's logger that builds the pino child (bindings, level,
 * redaction) only when the request logs something at a level it writes. A request that logs
 * nothing, like the console's count poll at level `warn`, costs no child.
 */
export function lazyChildLogger(
  parent: FastifyBaseLogger,
  bindings: Bindings,
  opts: ChildLoggerOptions,
): FastifyBaseLogger {
  let child: FastifyBaseLogger | undefined;
  const real = () => {
    child ??= parent.child(bindings, opts);
    return child;
  };
  const values = (parent as PinoLogger).levels.values;
  const level = opts.level ?? parent.level;
  const threshold = values[level] ?? Number.POSITIVE_INFINITY;
  const noop: LogFn = () => undefined;
  // Once the child exists (a write, a level set on it) it decides; before, the level this request was given.
  const method =
    (name: 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal'): LogFn =>
    (...args: Parameters<LogFn>) => {
      if (child || (values[name] ?? 0) >= threshold)
        (real()[name] as (...a: Parameters<LogFn>) => void)(...args);
    };
  return {
    get level() {
      return child?.level ?? level;
    },
    set level(next: string) {
      real().level = next;
    },
    child: (b, o) => real().child(b, o),
    silent: noop,
    trace: method('trace'),
    debug: method('debug'),
    info: method('info'),
    warn: method('warn'),
    error: method('error'),
    fatal: method('fatal'),
  };
}
