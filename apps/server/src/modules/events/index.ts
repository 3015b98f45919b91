import type { AppContext } from '../../core/context.ts';
import type { DbHandle } from '../../db/index.ts';
import { memoryBus, type PushBus, pgBus } from './bus.ts';
import { Hub } from './hub.ts';
import { Publisher } from './publisher.ts';

export interface Push {
  publisher: Publisher;
  hub: Hub;
  bus: PushBus;
  close(): Promise<void>;
}

const hubs = new WeakMap<AppContext, Hub>();

/** The hub of an app's context (set by setupPush at boot). */
export function hubOf(ctx: AppContext): Hub {
  const hub = hubs.get(ctx);
  if (!hub) throw new Error('live updates were not set up (setupPush)');
  return hub;
}

/**
 * Live updates for one process (docs/push.md): the bus its database implies (NOTIFY on
 * PostgreSQL, an EventEmitter on SQLite), the publisher the engine and the routes tell, and the
 * hub of the streams it holds. Sets `ctx.push`.
 */
export async function setupPush(ctx: AppContext, handle: DbHandle): Promise<Push> {
  const bus = handle.kind === 'postgres' && handle.listen ? await pgBus(handle) : memoryBus();
  const publisher = new Publisher(ctx.db, bus, (message, error) => console.error(message, error));
  const hub = new Hub(ctx, bus);
  hubs.set(ctx, hub);
  ctx.push = publisher;
  return {
    publisher,
    hub,
    bus,
    async close() {
      hub.close();
      await publisher.close();
      await bus.close();
    },
  };
}
