import { maskProxy, type ProxyEndpoint } from '@reelfleet/contract';
import type { SecretBox } from '../../lib/secrets.ts';

/**
 * Proxy credentials at rest: `username:password` sealed with the app's
 * SecretBox (AES-256-GCM, a fresh IV each time). Host and port stay plain:
 * they are shown, filtered on and used for the device's address.
 */
export function sealCredentials(secrets: SecretBox, endpoint: Pick<ProxyEndpoint, 'username' | 'password'>) {
  return secrets.seal(`${endpoint.username}:${endpoint.password}`);
}

export function openCredentials(secrets: SecretBox, sealed: string): { username: string; password: string } {
  const plain = secrets.open(sealed);
  const colon = plain.indexOf(':');
  return { username: plain.slice(0, colon), password: plain.slice(colon + 1) };
}

/** `user:****@host:port` of a stored proxy. */
export function maskedProxy(
  secrets: SecretBox,
  row: { host: string; port: number; credentials: string },
): string {
  const { username } = openCredentials(secrets, row.credentials);
  return maskProxy({ username, host: row.host, port: row.port });
}
