import type { FastifyRequest, FastifyServerOptions } from 'fastify';

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
