import {
  type Lang,
  type PageQuery,
  type ProxyAddBody,
  type ProxyAddResult,
  type ProxyEndpoint,
  type ProxyItem,
  type ProxyListBody,
  type ProxyPage,
  type ProxyUpdateBody,
  parseProxyLine,
  parseProxyLines,
} from '@reelfleet/contract';
import { sql } from 'kysely';
import { insertChunked } from '../../db/ids.ts';
import type { Db } from '../../db/index.ts';
import { contains, fetchPage, refersTo } from '../../db/page.ts';
import type { ProxyRow } from '../../db/tables/fleet.ts';
import { workspaceOfId, workspaceOfIds } from '../../http/workspace.ts';
import type { SecretBox } from '../../lib/secrets.ts';
import type { AuthContext } from '../auth/session.ts';
import { assertLabel, type LabelView, labelColumns, rowLabelOf } from '../tags/service.ts';
import { addingWorkspace, listedWorkspace } from '../tags/workspace.ts';
import { maskedProxy, openCredentials, sealCredentials } from './credentials.ts';

/** Hosts one lookup of existing proxies names (inserts size themselves: insertChunked). */
const LOOKUP_CHUNK = 500;

/** Proxies joined with what their list shows; filters go on this, columns come from proxyColumns. */
function proxyBase(db: Db) {
  return db.selectFrom('proxies as p').leftJoin('tags as t', 't.id', 'p.label_id');
}

const proxyColumns = [
  ...labelColumns,
  sql<number>`(select count(*) from devices d where d.proxy_id = p.id)`.as('device_count'),
] as const;

/** A proxy query with the columns of its item (filters go on proxyBase first). */
const withProxyColumns = (q: ReturnType<typeof proxyBase>) => q.selectAll('p').select(proxyColumns);

type ProxyViewRow = ProxyRow & LabelView & { device_count: number | string };

function toProxyItem(row: ProxyViewRow, secrets: SecretBox, lang: Lang): ProxyItem {
  return {
    id: row.id,
    host: row.host,
    port: row.port,
    proxyInfo: maskedProxy(secrets, row),
    ...rowLabelOf(row, lang),
    deviceCount: Number(row.device_count),
    createTime: row.created_at,
    updateTime: row.updated_at,
  };
}

export async function listProxies(
  db: Db,
  secrets: SecretBox,
  auth: AuthContext,
  filter: ProxyListBody,
  page: PageQuery,
  lang: Lang,
): Promise<ProxyPage> {
  const ws = await listedWorkspace(db, auth, 'proxy', filter.labelId);
  const filtered = proxyBase(db)
    .$if(ws !== null, (q) => q.where('p.workspace_id', '=', ws!))
    .$if(!!filter.host, (q) => q.where(contains('p.host', filter.host!)))
    .$if(filter.labelId !== undefined, (q) => q.where(refersTo('p.label_id', filter.labelId!)));
  return fetchPage(
    db,
    filtered,
    page,
    (q) => withProxyColumns(q).orderBy('p.id', 'desc'),
    (row) => toProxyItem(row, secrets, lang),
  );
}

export async function getProxy(db: Db, secrets: SecretBox, auth: AuthContext, id: number, lang: Lang) {
  await workspaceOfId(db, 'proxies', id, auth);
  const row = await withProxyColumns(proxyBase(db)).where('p.id', '=', id).executeTakeFirstOrThrow();
  return toProxyItem(row, secrets, lang);
}

const endpointKey = (e: ProxyEndpoint) => `${e.host}\n${e.port}\n${e.username}\n${e.password}`;

/** The workspace's proxies with one of these hosts, by endpointKey (credentials opened to compare). */
async function existingByKey(db: Db, secrets: SecretBox, workspaceId: number, hosts: string[]) {
  const found = new Map<string, number>();
  for (let i = 0; i < hosts.length; i += LOOKUP_CHUNK) {
    const rows = await db
      .selectFrom('proxies')
      .select(['id', 'host', 'port', 'credentials'])
      .where('workspace_id', '=', workspaceId)
      .where('host', 'in', hosts.slice(i, i + LOOKUP_CHUNK))
      .execute();
    for (const row of rows) {
      const creds = openCredentials(secrets, row.credentials);
      found.set(endpointKey({ host: row.host, port: row.port, ...creds }), row.id);
    }
  }
  return found;
}

/**
 * Adds every line of the batch, or nothing: the contract has already
 * refused a batch with any bad line. A line equal to an earlier line or to
 * a proxy the workspace has is skipped and reported.
 */
export async function addProxies(
  db: Db,
  secrets: SecretBox,
  auth: AuthContext,
  body: ProxyAddBody,
  at: string,
): Promise<ProxyAddResult> {
  const ws = await addingWorkspace(db, auth, 'proxy', body.labelId);
  const { entries } = parseProxyLines(body.proxies);
  return db.transaction().execute(async (trx) => {
    const known = await existingByKey(trx, secrets, ws, [...new Set(entries.map((e) => e.value.host))]);
    const seen = new Set<string>();
    const duplicateLines: number[] = [];
    const fresh: ProxyEndpoint[] = [];
    for (const { line, value } of entries) {
      const key = endpointKey(value);
      if (known.has(key) || seen.has(key)) duplicateLines.push(line);
      else fresh.push(value);
      seen.add(key);
    }
    const rows = fresh.map((e) => ({
      workspace_id: ws,
      host: e.host,
      port: e.port,
      credentials: sealCredentials(secrets, e),
      label_id: body.labelId ?? null,
      created_at: at,
      updated_at: at,
    }));
    const ids = await insertChunked(trx, 'proxies', rows);
    return { added: ids.length, ids, duplicateLines };
  });
}

/** A device's typed custom proxy: the identical entry of the workspace's list, or a new one. */
export async function findOrAddProxy(
  db: Db,
  secrets: SecretBox,
  workspaceId: number,
  line: string,
  at: string,
): Promise<number> {
  const parsed = parseProxyLine(line);
  if (!parsed.ok) throw new Error('proxy line reached the service unvalidated');
  const known = await existingByKey(db, secrets, workspaceId, [parsed.value.host]);
  const id = known.get(endpointKey(parsed.value));
  if (id !== undefined) return id;
  const row = await db
    .insertInto('proxies')
    .values({
      workspace_id: workspaceId,
      host: parsed.value.host,
      port: parsed.value.port,
      credentials: sealCredentials(secrets, parsed.value),
      label_id: null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateProxy(
  db: Db,
  secrets: SecretBox,
  auth: AuthContext,
  body: ProxyUpdateBody,
  at: string,
  lang: Lang,
): Promise<ProxyItem> {
  const ws = await workspaceOfId(db, 'proxies', body.id, auth);
  await assertLabel(db, 'proxy', body.labelId, ws);
  const parsed = body.proxyInfo === undefined ? null : parseProxyLine(body.proxyInfo);
  const endpoint = parsed?.ok ? parsed.value : null;
  await db
    .updateTable('proxies')
    .set({
      updated_at: at,
      ...(body.labelId !== undefined ? { label_id: body.labelId } : {}),
      ...(endpoint
        ? { host: endpoint.host, port: endpoint.port, credentials: sealCredentials(secrets, endpoint) }
        : {}),
    })
    .where('id', '=', body.id)
    .execute();
  return getProxy(db, secrets, auth, body.id, lang);
}

/** Deletes all or none; devices using a deleted proxy go back to the global network. */
export async function deleteProxies(db: Db, auth: AuthContext, ids: readonly number[], at: string) {
  await workspaceOfIds(db, 'proxies', ids, auth);
  const unique = [...new Set(ids)];
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('devices')
      .set({ proxy_mode: 'global', proxy_id: null, updated_at: at })
      .where('proxy_id', 'in', unique)
      .execute();
    const result = await trx.deleteFrom('proxies').where('id', 'in', unique).executeTakeFirst();
    return { count: Number(result.numDeletedRows) };
  });
}
