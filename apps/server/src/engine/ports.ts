import type { ConsumeType, NotificationType } from '@reelfleet/contract';
import type { Db } from '../db/index.ts';

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
}

export interface NoticePort {
  notify(
    db: Db,
    notice: { userId: number; type: NotificationType; message: string; mark: string },
  ): Promise<unknown>;
}

export interface EnginePorts {
  ledger: LedgerPort;
  notices: NoticePort;
  /**
   * Domain upkeep over simulated time the engine runs when idle, at most once
   * a second (e.g. refreshing account figures from the platform); a failure is
   * logged and the next round tries again.
   */
  upkeep?: ReadonlyArray<() => Promise<unknown>>;
}
