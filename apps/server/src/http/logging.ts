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
