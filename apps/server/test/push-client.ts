import { type IncomingMessage, request } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { TestServer } from './harness.ts';

export interface SseEvent {
  id?: string;
  event: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests read the events' JSON field by field
  data: any;
}

/** An open `GET /api/events` of a listening test server, its events as they arrive. */
export interface SseClient {
  status: number;
  events: SseEvent[];
  /** The id of the last event that had one (what EventSource sends back as Last-Event-ID). */
  lastId(): string | undefined;
  /** Resolves with the first event (already received or coming) that passes `match`. */
  next(match: (e: SseEvent) => boolean, what?: string, timeoutMs?: number): Promise<SseEvent>;
  ended: Promise<void>;
  close(): void;
}

/** Makes the test server listen on a free port (once) and answers its base URL. */
export async function listening(server: TestServer): Promise<string> {
  if (!server.app.server.listening) await server.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/**
 * Opens the stream with these headers (a bearer token, Last-Event-ID) and query, on a test server or
 * at a base URL (`https://…` through a proxy: its certificate must be trusted by default).
 */
export async function openStream(
  server: TestServer | string,
  headers: Record<string, string>,
  query = '',
): Promise<SseClient> {
  const base = typeof server === 'string' ? server : await listening(server);
  const get = base.startsWith('https:') ? httpsRequest : request;
  const res = await new Promise<IncomingMessage>((resolve, reject) => {
    const req = get(`${base}/api/events${query}`, { headers }, resolve);
    req.on('error', reject);
    req.end();
  });
  const events: SseEvent[] = [];
  const waiters: Array<() => void> = [];
  let buffer = '';
  res.setEncoding('utf8');
  res.on('data', (chunk: string) => {
    buffer += chunk;
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\n\n');
      const fields = new Map<string, string>();
      for (const line of block.split('\n')) {
        const colon = line.indexOf(':');
        if (colon <= 0) continue;
        fields.set(line.slice(0, colon), line.slice(colon + 1).trim());
      }
      if (!fields.has('event')) continue;
      const data = fields.get('data') ?? '';
      events.push({
        id: fields.get('id'),
        event: fields.get('event')!,
        data: data ? JSON.parse(data) : null,
      });
      for (const wake of waiters.splice(0)) wake();
    }
  });
  const ended = new Promise<void>((resolve) => res.on('close', resolve));
  ended.then(() => {
    for (const wake of waiters.splice(0)) wake();
  });
  let done = false;
  ended.then(() => {
    done = true;
  });
  return {
    status: res.statusCode ?? 0,
    events,
    lastId: () => events.findLast((e) => e.id !== undefined)?.id,
    async next(match, what = 'an event', timeoutMs = 20_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = events.find(match);
        if (found) return found;
        if (done) throw new Error(`the stream ended before ${what}: ${JSON.stringify(events)}`);
        if (Date.now() > until)
          throw new Error(`no ${what} within ${timeoutMs} ms: ${JSON.stringify(events)}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    ended,
    close: () => res.destroy(),
  };
}
