import type { TestServer } from './harness.ts';
import { countRows } from './rows.ts';

/** Shared by the fleet tests (farm, devices, groups, proxies, accounts, tags). */

export interface Reply {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read JSON answers field by field
  body: any;
}

/** Calls the API as a person (their bearer headers), in English unless told otherwise. */
export function client(server: TestServer, headers: Record<string, string>, lang = 'en-US') {
  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ): Promise<Reply> => {
    const res = await server.app.inject({
      method,
      url: `/api${url}`,
      headers: { ...headers, 'accept-language': lang },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: res.statusCode, body: res.json() };
  };
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload: unknown = {}) => call('POST', url, payload),
    put: (url: string, payload: unknown) => call('PUT', url, payload),
    del: (url: string, payload?: unknown) => call('DELETE', url, payload),
  };
}
export type Client = ReturnType<typeof client>;

/** The data of a successful answer; any other answer fails the set-up, saying `what` and the answer. */
// biome-ignore lint/suspicious/noExplicitAny: tests read JSON answers field by field
export function ok(res: Reply, what: string): any {
  if (res.status >= 300) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** Rents devices and returns them (fails the test on anything but success). */
export async function rent(api: Client, count: number, months = 1, extra: Record<string, unknown> = {}) {
  const res = await api.post('/device/info/add', { count, months, ...extra });
  if (res.status !== 200) throw new Error(`rent failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.devices as Array<{ id: number; serial: number; [k: string]: unknown }>;
}

/** Row counts of the fleet tables: "nothing changed" means these stay equal. */
export async function fleetCounts(server: TestServer) {
  const db = server.ctx.db;
  const count = (table: 'devices' | 'device_groups' | 'proxies' | 'accounts' | 'tags' | 'ledger_entries') =>
    countRows(db, table);
  return {
    devices: await count('devices'),
    groups: await count('device_groups'),
    proxies: await count('proxies'),
    accounts: await count('accounts'),
    tags: await count('tags'),
    ledger: await count('ledger_entries'),
  };
}

/** A multipart/form-data body with one file field named "file", for app.inject. */
export function multipartFile(filename: string, content: string | Buffer, contentType = 'text/plain') {
  const boundary = `----reelfleet${Math.floor(Math.random() * 1e9)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const body = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  return {
    payload: Buffer.concat([head, body, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Uploads a TXT of accounts as a person. */
export async function upload(
  server: TestServer,
  headers: Record<string, string>,
  filename: string,
  content: string | Buffer,
  options: { query?: string; lang?: string } = {},
): Promise<Reply> {
  const form = multipartFile(filename, content);
  const res = await server.app.inject({
    method: 'POST',
    url: `/api/account/info/upload${options.query ?? ''}`,
    headers: { ...headers, ...form.headers, 'accept-language': options.lang ?? 'en-US' },
    payload: form.payload,
  });
  return { status: res.statusCode, body: res.json() };
}
