import type { ConsumeType, LocalText, NotificationType } from '@reelfleet/contract';
import type { TaskChange } from '../core/push.ts';
import type { Db } from '../db/index.ts';
import type { EngineDriver } from './types.ts';

/**
 * What the engine needs from the rest of the server, as small interfaces
 * boot.ts fills in (the points ledger of modules/finance, the inbox of
 * modules/notifications). The engine never imports a feature module.
 * Every call takes the caller's transaction, so the entry commits with the
 * change it pays for or reports.
 */
export interface PointsMove {
  userId: number;
  points: number;
  /** Unique per user: the same key again changes nothing. */
  idemKey: string;
  refType: string;
  refId: number;
  quantity?: number;
  unitPrice?: number;
  remark?: string;
}

export interface LedgerPort {
  hold(db: Db, move: PointsMove): Promise<unknown>;
  charge(db: Db, move: PointsMove & { item: ConsumeType; fromHold: true }): Promise<unknown>;
  release(db: Db, move: PointsMove): Promise<unknown>;
  /**
   * Several charges from one payer's holds in one go, as `charge` one after
   * another would write them; the engine uses it for a group commit when given.
   */
  chargeHeld?(
    db: Db,
    userId: number,
    moves: ReadonlyArray<Omit<PointsMove, 'userId'> & { item: ConsumeType }>,
  ): Promise<unknown>;
  /** Locks several users' rows in the one order every ledger transaction takes them in. */
  lockUsers?(db: Db, userIds: readonly number[]): Promise<unknown>;
  /** Locks those of the users' rows nobody holds now and answers their ids (the billing rounds). */
  lockFreeUsers?(db: Db, userIds: readonly number[]): Promise<number[]>;
}

export interface NoticePort {
  notify(
    db: Db,
    notice: { userId: number; type: NotificationType; message: LocalText; mark: string | null },
  ): Promise<unknown>;
}

/**
 * Work of a feature that runs beside the engine in the same process and
 * lives as long as it (customer service reads inboxes and sends replies
 * through the engine's driver, its leases owned by the engine's process row).
 */
export interface BackgroundPort {
  start(env: { engineId: string; driver: EngineDriver; idlePollMs: number }): { stop(): Promise<void> };
}

export interface EnginePorts {
  ledger: LedgerPort;
  notices: NoticePort;
  workers?: BackgroundPort[];
  /** Live updates (modules/events): told after each commit which tasks moved; never awaited. */
  events?: { tasksChanged(change: TaskChange): void };
}
