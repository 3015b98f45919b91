import { z } from 'zod';
import { rowLabel, rowTimes } from '../common/fields.ts';
import { pageOf } from '../common/pagination.ts';
import { entityId, idsBody } from '../common/query.ts';
import { labelId, tagAssignBody } from '../tags/index.ts';
import { PROXY_BATCH_MAX, parseProxyLine, parseProxyLines } from './parse.ts';

export * from './parse.ts';

/**
 * Proxies (spec 2 /proxy/agentmanage): `POST /proxy/info/queryList`,
 * `POST /proxy/info/add`, `PUT /proxy/info/update`, `DELETE /proxy/info/delete/{id}`,
 * `DELETE /proxy/info/deletes`, `PUT /proxy/info/tag`; tags at `/proxy/tag/*`.
 * Credentials are stored encrypted and only ever shown masked: `user:****@host:port`.
 */

/**
 * Text of one or many proxies, one `username:password@host:port` a line.
 * Empty: 'proxy.empty'. Every bad line: 'proxy.formatIncorrectLine' with its
 * number and reason. The server writes nothing unless every line is good.
 */
export const proxyLines = z.string({ error: 'proxy.empty' }).check((ctx) => {
  const parsed = parseProxyLines(ctx.value);
  if (parsed.empty) {
    ctx.issues.push({ code: 'custom', message: 'proxy.empty', input: ctx.value });
    return;
  }
  for (const bad of parsed.errors) {
    const issue = {
      code: 'custom' as const,
      message: 'proxy.formatIncorrectLine',
      input: ctx.value,
      line: bad.line,
      reason: bad.reason,
    };
    ctx.issues.push(issue);
  }
  if (parsed.entries.length > PROXY_BATCH_MAX) {
    const issue = {
      code: 'custom' as const,
      message: 'proxy.tooMany',
      input: ctx.value,
      max: PROXY_BATCH_MAX,
    };
    ctx.issues.push(issue);
  }
});

/** One typed proxy (a device's custom proxy, a proxy's replacement line). */
export const proxyLine = z.string({ error: 'proxy.empty' }).check((ctx) => {
  if (ctx.value.trim() === '') {
    ctx.issues.push({ code: 'custom', message: 'proxy.empty', input: ctx.value });
    return;
  }
  const parsed = parseProxyLine(ctx.value);
  if (!parsed.ok) {
    const issue = {
      code: 'custom' as const,
      message: 'proxy.formatIncorrectWhy',
      input: ctx.value,
      reason: parsed.reason,
    };
    ctx.issues.push(issue);
  }
});

/** Body of `POST /proxy/info/add`: every line is added with `labelId`, or nothing is. */
export const proxyAddBody = z.strictObject({
  proxies: proxyLines,
  labelId: labelId.optional(),
});
export type ProxyAddBody = z.infer<typeof proxyAddBody>;

/** Answer of add: the new proxies; lines equal to an earlier line or an existing proxy are skipped. */
export const proxyAddResult = z.object({
  added: z.number().int(),
  ids: z.array(z.number().int()),
  /** Line numbers skipped as duplicates (of an earlier line or of a proxy already in the list). */
  duplicateLines: z.array(z.number().int()),
});
export type ProxyAddResult = z.infer<typeof proxyAddResult>;

/** Body of `PUT /proxy/info/update`: a new line replaces host, port and credentials. */
export const proxyUpdateBody = z.strictObject({
  id: entityId,
  proxyInfo: proxyLine.optional(),
  labelId: labelId.optional(),
});
export type ProxyUpdateBody = z.infer<typeof proxyUpdateBody>;

/** Body of `POST /proxy/info/queryList` (page in the query). */
export const proxyListBody = z
  .strictObject({
    /** Part of the host. */
    host: z.string().trim().max(253).optional(),
    /** A proxy tag; null lists the proxies without one. */
    labelId: labelId.optional(),
  })
  .default({});
export type ProxyListBody = z.infer<typeof proxyListBody>;

export const proxyDeletesBody = idsBody('selection.proxies');
export const proxyTagBody = tagAssignBody('selection.proxies');

export const proxyItem = z.object({
  id: z.number().int(),
  host: z.string(),
  port: z.number().int(),
  /** `user:****@host:port`; the password is never returned. */
  proxyInfo: z.string(),
  ...rowLabel,
  /** Devices of the workspace using this proxy. */
  deviceCount: z.number().int(),
  ...rowTimes,
});
export type ProxyItem = z.infer<typeof proxyItem>;

export const proxyPage = pageOf(proxyItem);
export type ProxyPage = z.infer<typeof proxyPage>;
