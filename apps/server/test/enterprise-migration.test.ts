import { Role } from '@reelfleet/contract';
import { describe, expect, it } from 'vitest';
import { importedAccount } from '../src/modules/account/service.ts';
import { createUser } from '../src/modules/user/service.ts';
import { TEST_DB } from './harness.ts';
import { atMigration } from './migration-db.ts';

const BEFORE = '0073_help_guide_zh_names';
const FREE_MONTH = '0076_enterprise_free_month';

describe(`migration ${FREE_MONTH} (${TEST_DB})`, () => {
  it("fills each account's used free enterprise month from its first switch, else from a running month", () =>
    atMigration(BEFORE, async (db, m) => {
      const owner = await createUser(db, {
        username: 'freemonth',
        password: 'owner-pass-1',
        roles: [Role.user],
        userType: 'owner',
      });
      const at = '2026-02-01T00:00:00.000Z';
      const account = async (key: string, extra: Record<string, unknown> = {}) =>
        (
          await db
            .insertInto('accounts')
            .values({ ...importedAccount(owner.id, key, 'sealed', null, at), ...extra })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      // Switched twice (the first on 3 March) and shut down; in enterprise mode now without a
      // step (until 15 April); switched to personal only; never switched.
      const switched = await account('switched');
      const running = await account('running', {
        type: 'enterprise',
        enterprise_until: '2026-04-15T08:00:00.000Z',
      });
      const personal = await account('personal');
      const never = await account('never');
      const task = await db
        .insertInto('tasks')
        .values({
          workspace_id: owner.id,
          user_id: owner.id,
          payer_id: owner.id,
          log_id: '176000000000000001',
          name: 'biz',
          type: 'account',
          subtype: 'business_account',
          mode: 'independent',
          thread_count: 1,
          interval_minutes: 0,
          description: '{}',
          status: 'success',
          total: 4,
          remaining: 0,
          accounts: 3,
          points_held: 0,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const steps: Array<[number, string, 'success' | 'failure', string]> = [
        [switched, 'enterprise:food', 'success', '2026-04-09T00:00:00.000Z'],
        [switched, 'enterprise:pets', 'success', '2026-03-03T10:00:00.000Z'],
        [personal, 'personal', 'success', '2026-03-05T00:00:00.000Z'],
        [never, 'enterprise:food', 'failure', '2026-03-06T00:00:00.000Z'],
      ];
      for (const [seq, [accountId, target, outcome, finished]] of steps.entries()) {
        const item = await db
          .insertInto('task_items')
          .values({
            task_id: task.id,
            seq,
            label: `a${seq}`,
            account_id: accountId,
            device_id: null,
            state: 'done',
            steps: 1,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await db
          .insertInto('task_steps')
          .values({
            task_id: task.id,
            item_id: item.id,
            seq: 0,
            is_last: 1,
            action: 'business',
            target,
            label: `a${seq}`,
            params: '{}',
            account_id: accountId,
            device_id: null,
            price: 0,
            delay_ms: 0,
            next_delay_ms: 0,
            state: 'done',
            run_at: finished,
            max_attempts: 3,
            outcome,
            finished_at: finished,
            idem_key: `176000000000000001:${seq}:0`,
          })
          .execute();
      }
      expect((await m.migrateTo(FREE_MONTH)).error).toBeUndefined();
      const rows = await db
        .selectFrom('accounts')
        .select(['id', 'enterprise_free_at'])
        .where('workspace_id', '=', owner.id)
        .execute();
      const freeAt = new Map(rows.map((r) => [r.id, r.enterprise_free_at]));
      expect(freeAt.get(switched)).toBe('2026-03-03T10:00:00.000Z');
      expect(freeAt.get(running)).toBe('2026-03-15T08:00:00.000Z');
      expect(freeAt.get(personal)).toBeNull();
      expect(freeAt.get(never)).toBeNull();
    }));
});
