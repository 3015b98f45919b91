import { Role } from '@reelfleet/contract';
import { describe, expect, it } from 'vitest';
import { recharge } from '../src/modules/finance/ledger.ts';
import { createUser } from '../src/modules/user/service.ts';
import { TEST_DB } from './harness.ts';
import { atMigration } from './migration-db.ts';

const BEFORE = '0070_engine_task_owner';
const TOTALS = '0071_ledger_running_totals';

describe(`migration ${TOTALS} (${TEST_DB})`, () => {
  it("fills each user's running totals and newest entry time from their newest entry", () =>
    atMigration(BEFORE, async (db, m) => {
      const user = (name: string) =>
        createUser(db, { username: name, password: 'owner-pass-1', roles: [Role.user], userType: 'owner' });
      const payer = await user('payer');
      const idle = await user('idle');
      // The last two entries share a time: the newer one is the one with the larger id.
      const later = '2999-01-01T00:00:00.000Z';
      const moves = [
        { kind: 'recharge' as const, amount: 100, held_delta: 0, at: '2026-01-01T00:00:00.000Z' },
        { kind: 'hold' as const, amount: -40, held_delta: 40, at: later },
        { kind: 'charge' as const, amount: 0, held_delta: -10, at: later },
      ];
      // As the writer before 0071 left them: each entry's running columns counted from the ones before it.
      const run = { balance: 0, held: 0, recharged: 0, consumed: 0, credits: 0, charges: 0 };
      for (const [i, e] of moves.entries()) {
        run.balance += e.amount;
        run.held += e.held_delta;
        if (e.kind === 'recharge') run.recharged += e.amount;
        if (e.kind === 'recharge') run.credits += 1;
        if (e.kind === 'charge') run.consumed -= e.amount + e.held_delta;
        if (e.kind === 'charge') run.charges += 1;
        await db
          .insertInto('ledger_entries')
          .values({
            user_id: payer.id,
            kind: e.kind,
            amount: e.amount,
            held_delta: e.held_delta,
            balance_after: run.balance,
            held_after: run.held,
            recharged_total: run.recharged,
            consumed_total: run.consumed,
            credit_count: run.credits,
            charge_count: run.charges,
            idem_key: `old-${i}`,
            item: e.kind === 'charge' ? 'fanCollection' : null,
            status: 'completed',
            remark: '',
            created_at: e.at,
          })
          .execute();
      }
      await db
        .updateTable('users')
        .set({ balance: run.balance, held: run.held })
        .where('id', '=', payer.id)
        .execute();

      expect((await m.migrateTo(TOTALS)).error).toBeUndefined();
      const cached = (id: number) =>
        db
          .selectFrom('users')
          .select(['recharged_total', 'consumed_total', 'credit_count', 'charge_count', 'ledger_at'])
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
      expect(await cached(payer.id)).toEqual({
        recharged_total: 100,
        consumed_total: 10,
        credit_count: 1,
        charge_count: 1,
        ledger_at: later,
      });
      expect(await cached(idle.id)).toEqual({
        recharged_total: 0,
        consumed_total: 0,
        credit_count: 0,
        charge_count: 0,
        ledger_at: '',
      });

      // The next write goes on from the cache: its running columns and a time not before the newest entry's.
      const { entry: next } = await recharge(db, { userId: payer.id, points: 5, idemKey: 'after-0071' });
      expect(next).toMatchObject({
        balance_after: 65,
        held_after: 30,
        recharged_total: 105,
        consumed_total: 10,
        credit_count: 2,
        charge_count: 1,
        created_at: later,
      });
    }));
});
