import { EventEmitter } from 'node:events';
import { type Db, type DbHandle, notifyChannel } from '../../db/index.ts';

/** PostgreSQL channel of live updates; a payload names a stream key and what moved, never rows. */
export const PUSH_CHANNEL = 'reelfleet_push';

/**
 * A wake-up about a stream key (docs/push.md): `d` new durable events; `p` these tasks moved
 * (progress, new log lines); `u` these users' inbox counts moved. Each stream reads the details.
 */
export type BusMessage =
  | { t: 'd'; k: number }
  | { t: 'p'; k: number; ids: number[] }
  | { t: 'u'; k: number; u: number[] };

/** One interface, two carriers, chosen at boot like the database driver. */
export interface PushBus {
  /** Sends a message; on PostgreSQL inside `db`'s transaction when it is one (heard at its commit). */
  send(db: Db, message: BusMessage): Promise<void>;
  /** Whether `send` must be called after the commit (in-process) or may be inside it (NOTIFY). */
  readonly transactional: boolean;
  onMessage(listener: (message: BusMessage) => void): void;
  close(): Promise<void>;
}

/** SQLite: one process writes the file, so an EventEmitter carries what it commits. */
export function memoryBus(): PushBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    transactional: false,
    async send(_db, message) {
      emitter.emit('message', message);
    },
    onMessage: (listener) => void emitter.on('message', listener),
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/** PostgreSQL: NOTIFY on the shared database, heard by every process's dedicated LISTEN connection. */
export async function pgBus(handle: DbHandle): Promise<PushBus> {
  const listeners: Array<(message: BusMessage) => void> = [];
  const stop = await handle.listen!(PUSH_CHANNEL, (payload) => {
    let message: BusMessage;
    try {
      message = JSON.parse(payload) as BusMessage;
    } catch {
      return;
    }
    for (const listener of listeners) listener(message);
  });
  return {
    transactional: true,
    async send(db, message) {
      await notifyChannel(db, PUSH_CHANNEL, JSON.stringify(message));
    },
    onMessage: (listener) => void listeners.push(listener),
    close: stop,
  };
}
