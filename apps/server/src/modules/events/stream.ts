import type { ServerResponse } from 'node:http';
import type { Lang, PushEventName } from '@reelfleet/contract';
import type { AuthContext } from '../../core/auth-context.ts';

/** A client further behind than this (bytes not yet taken by its socket) is dropped; it resumes by its id. */
const MAX_BUFFERED = 1 << 20;

export interface LogSubscription {
  taskId: number;
  logId: string;
  /** The last line sent (or that the console had). */
  after: number;
}

/** One open console: its socket, who it is, and how far it has read. */
export class PushStream {
  readonly raw: ServerResponse;
  auth: AuthContext;
  readonly token: string;
  readonly lang: Lang;
  readonly key: number;
  readonly log: LogSubscription | null;
  /** The last durable event this stream has passed (sent or not its to see); null while opening. */
  cursor: number | null = null;
  /** The inbox counts last sent, as JSON. */
  unread = '';
  closed = false;
  /** A log read under way, and whether another was asked for meanwhile. */
  logReading: Promise<void> | null = null;
  logAgain = false;

  constructor(
    raw: ServerResponse,
    init: { auth: AuthContext; token: string; lang: Lang; key: number; log: LogSubscription | null },
  ) {
    this.raw = raw;
    this.auth = init.auth;
    this.token = init.token;
    this.lang = init.lang;
    this.key = init.key;
    this.log = init.log;
  }

  /** Whether a task event of this department is this caller's to see (staff see their department's). */
  sees(departmentId: number | null): boolean {
    return this.auth.departmentId === null || this.auth.departmentId === departmentId;
  }

  /** Writes one event; `data` is JSON already when a string. */
  send(event: PushEventName, data: unknown, id?: number): void {
    const json = typeof data === 'string' ? data : JSON.stringify(data);
    this.#write(`${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${json}\n\n`);
  }

  comment(text: string): void {
    this.#write(`: ${text}\n\n`);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.raw.end();
  }

  #write(chunk: string): void {
    if (this.closed) return;
    this.raw.write(chunk);
    if (this.raw.writableLength > MAX_BUFFERED) this.close();
  }
}
