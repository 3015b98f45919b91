import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The console's Content-Security-Policy (docs/security.md, "Browser headers"). Scripts only from this
 * origin (index.html has no inline script: build/bootShell.ts and the route preload are files).
 * Styles also inline: antd's CSS-in-JS writes <style> elements as components first render, and
 * components set style attributes; a nonce would cover the first only and would need index.html
 * rewritten per answer. Images and media also as data: (captcha, icons) and blob: (the materials,
 * fetched with the session into object URLs). Nothing may frame the console.
 */
export const CONSOLE_CSP: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'media-src': ["'self'", 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** One year, as browsers' preload lists ask; not for sub-domains, which may serve other things. */
const HSTS_MAX_AGE = 31_536_000;

/**
 * Helmet on every answer (API, console HTML, static files, errors): CSP, X-Frame-Options DENY,
 * Referrer-Policy no-referrer, nosniff, and HSTS only when the operator says the console is
 * reached over HTTPS (HTTPS=on).
 */
export async function browserHeaders(app: FastifyInstance, https: boolean): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...CONSOLE_CSP,
        ...(https ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: https ? { maxAge: HSTS_MAX_AGE, includeSubDomains: false } : false,
    // Opens every window it links to without a handle back (the agent back end is one of ours).
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // Not sent: cross-origin isolation would refuse nothing we load, but buys nothing either.
    crossOriginEmbedderPolicy: false,
  });
}
