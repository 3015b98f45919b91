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
  return new LazyChildLogger(parent, bindings, opts) as unknown as FastifyBaseLogger;
}

type LevelName = 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal';

// A class, not an object of closures: every request gets one, so its methods live once on the prototype.
class LazyChildLogger {
  readonly #parent: FastifyBaseLogger;
  readonly #bindings: Bindings;
  readonly #opts: ChildLoggerOptions;
  readonly #values: Record<string, number>;
  /** The level this request was given, and its number: what decides until the child exists. */
  readonly #level: string;
  readonly #threshold: number;
  #child: FastifyBaseLogger | undefined;

  constructor(parent: FastifyBaseLogger, bindings: Bindings, opts: ChildLoggerOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#opts = opts;
    this.#values = (parent as PinoLogger).levels.values;
    this.#level = opts.level ?? parent.level;
    this.#threshold = this.#values[this.#level] ?? Number.POSITIVE_INFINITY;
  }

  #real(): FastifyBaseLogger {
    this.#child ??= this.#parent.child(this.#bindings, this.#opts);
    return this.#child;
  }

  // Once the child exists (a write, a level set on it) it decides; before, the level this request was given.
  #write(name: LevelName, args: Parameters<LogFn>): void {
    if (this.#child || (this.#values[name] ?? 0) >= this.#threshold)
      (this.#real()[name] as (...a: Parameters<LogFn>) => void)(...args);
  }

  get level(): string {
    return this.#child?.level ?? this.#level;
  }
  set level(next: string) {
    this.#real().level = next;
  }
  child(b: Bindings, o?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#real().child(b, o);
  }
  silent(): void {}
  trace(...args: Parameters<LogFn>): void {
    this.#write('trace', args);
  }
  debug(...args: Parameters<LogFn>): void {
    this.#write('debug', args);
  }
  info(...args: Parameters<LogFn>): void {
    this.#write('info', args);
  }
  warn(...args: Parameters<LogFn>): void {
    this.#write('warn', args);
  }
  error(...args: Parameters<LogFn>): void {
    this.#write('error', args);
  }
  fatal(...args: Parameters<LogFn>): void {
    this.#write('fatal', args);
  }
}
