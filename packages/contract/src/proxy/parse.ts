import type { MessageKey } from '../common/messages.ts';

/**
 * Spec 5 "Custom proxy": `username:password@host:port`, one per line; also
 * `host:port:username:password`, the form most providers hand out (issue 38).
 * A line with an `@` is read as the first form, one without as the second
 * (whose password is everything after the third `:`).
 *
 * - host: an IPv4 address (four parts 0-255, no leading zeros, not 0.x.x.x and
 *   not multicast/reserved 224.0.0.0 and above), or an ASCII host name
 *   (letters, digits, hyphens; at least two labels; an alphabetic or
 *   punycode top-level label). Anything made of digits and dots only is read
 *   as IPv4, so `999.1.1.1` is a bad IP, never a host name. IPv6 is not
 *   accepted. Providers often hand out host names (`gate.example.net`), hence
 *   their support.
 * - port: 1-65535, digits only.
 * - username: non-empty, no `:`; password: non-empty. The address starts after
 *   the last `@`, so a password may contain `:` and `@`.
 * - The line is trimmed; blank lines are skipped but keep their numbers.
 *   Non-ASCII characters anywhere are refused.
 */
export interface ProxyEndpoint {
  username: string;
  password: string;
  /** Lower-cased when a host name. */
  host: string;
  port: number;
}

export type ProxyLineReason = Extract<MessageKey, `proxy.reason.${string}`>;

export type ProxyLineResult = { ok: true; value: ProxyEndpoint } | { ok: false; reason: ProxyLineReason };

export const PROXY_LINE_MAX = 300;
/** Most proxies one add request may carry. */
export const PROXY_BATCH_MAX = 1000;

const HOST_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const TOP_LABEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

export function isIpv4(host: string): boolean {
  const parts = host.split('.');
  if (parts.length !== 4) return false;
  if (!parts.every((p) => /^(?:0|[1-9]\d{0,2})$/.test(p) && Number(p) <= 255)) return false;
  const first = Number(parts[0]);
  return first !== 0 && first < 224;
}

export function isHostName(host: string): boolean {
  if (host.length > 253) return false;
  const labels = host.split('.');
  return labels.length >= 2 && labels.every((l) => HOST_LABEL.test(l)) && TOP_LABEL.test(labels.at(-1)!);
}

/** `user:pass` and `host:port` of either form; null when the line has neither shape. */
function splitLine(text: string): { credentials: string; address: string } | null {
  const at = text.lastIndexOf('@');
  if (at >= 0) return { credentials: text.slice(0, at), address: text.slice(at + 1) };
  const parts = text.split(':');
  // `host:port` alone, or `host:port:user`: the credentials are what is missing.
  if (parts.length === 2 || parts.length === 3)
    return { credentials: '', address: parts.slice(0, 2).join(':') };
  if (parts.length < 4) return null;
  return { credentials: parts.slice(2).join(':'), address: `${parts[0]}:${parts[1]}` };
}

export function parseProxyLine(line: string): ProxyLineResult {
  const text = line.trim();
  if (text.length > PROXY_LINE_MAX) return { ok: false, reason: 'proxy.reason.tooLong' };
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
  if (/[^\x00-\x7f]/.test(text)) return { ok: false, reason: 'proxy.reason.nonAscii' };
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
  if (/[\s\x00-\x1f\x7f]/.test(text)) return { ok: false, reason: 'proxy.reason.shape' };
  const parts = splitLine(text);
  if (!parts) return { ok: false, reason: 'proxy.reason.shape' };
  const { credentials, address } = parts;
  const colon = credentials.indexOf(':');
  if (colon <= 0 || colon === credentials.length - 1)
    return { ok: false, reason: 'proxy.reason.credentials' };
  const portColon = address.lastIndexOf(':');
  if (portColon < 0 || portColon === address.length - 1)
    return { ok: false, reason: 'proxy.reason.portMissing' };
  const rawHost = address.slice(0, portColon).toLowerCase();
  const portText = address.slice(portColon + 1);
  const host = /^[\d.]+$/.test(rawHost)
    ? isIpv4(rawHost)
      ? rawHost
      : null
    : isHostName(rawHost)
      ? rawHost
      : null;
  if (!host) return { ok: false, reason: 'proxy.reason.host' };
  const port = /^\d{1,5}$/.test(portText) ? Number(portText) : 0;
  if (port < 1 || port > 65535) return { ok: false, reason: 'proxy.reason.port' };
  return {
    ok: true,
    value: { username: credentials.slice(0, colon), password: credentials.slice(colon + 1), host, port },
  };
}

export interface ProxyLinesResult {
  /** Non-blank lines that parsed, with their 1-based line numbers. */
  entries: Array<{ line: number; value: ProxyEndpoint }>;
  /** Every bad line with its number and why. */
  errors: Array<{ line: number; reason: ProxyLineReason }>;
  /** True when no line has anything but blanks. */
  empty: boolean;
}

/** Splits text on any line ending and parses every non-blank line. */
export function parseProxyLines(text: string): ProxyLinesResult {
  const result: ProxyLinesResult = { entries: [], errors: [], empty: true };
  text.split(/\r\n|\n|\r/).forEach((raw, index) => {
    if (raw.trim() === '') return;
    result.empty = false;
    const parsed = parseProxyLine(raw);
    if (parsed.ok) result.entries.push({ line: index + 1, value: parsed.value });
    else result.errors.push({ line: index + 1, reason: parsed.reason });
  });
  return result;
}

/** `user:****@host:port`: what the API shows instead of the credentials. */
export function maskProxy(endpoint: Pick<ProxyEndpoint, 'username' | 'host' | 'port'>): string {
  return `${endpoint.username}:****@${endpoint.host}:${endpoint.port}`;
}

/** The line form, as stored (sealed) and as a driver uses it. */
export function formatProxy(endpoint: ProxyEndpoint): string {
  return `${endpoint.username}:${endpoint.password}@${endpoint.host}:${endpoint.port}`;
}
