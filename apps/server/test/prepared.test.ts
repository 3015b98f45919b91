import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db } from '../src/db/index.ts';
import { MAX_NAMED_STATEMENTS } from '../src/db/prepared.ts';
import { openTestDatabase, TEST_DB } from './harness.ts';

/** The statements the one connection of `db`'s pool keeps prepared (poolSize 1). */
async function prepared(db: Db): Promise<string[]> {
  const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(db);
  return rows.map((r) => r.statement).sort();
}

/** db/prepared.ts: the engine's statements are named on PostgreSQL; the rest of the app's are not. */
describe.runIf(TEST_DB === 'postgres')('named statements (postgres)', () => {
  it("prepares the engine's statement texts once per connection, and nothing of the app's", async () => {
    const handle = await openTestDatabase(1);
    try {
      for (let i = 0; i < 3; i++) {
        const { rows } = await sql<{ x: number }>`select ${i}::int + 1 as x`.execute(handle.engineDb);
        expect(rows[0]!.x).toBe(i + 1);
      }
      await handle.engineDb.transaction().execute(async (trx) => {
        await sql`select ${7}::int as y`.execute(trx);
      });
      await sql`select ${1}::int as app`.execute(handle.db);
      // A text without parameters (begin, commit) goes unnamed.
      expect(await prepared(handle.db)).toEqual(['select $1::int + 1 as x', 'select $1::int as y']);
    } finally {
      await handle.close();
    }
  });

  it(`names at most ${MAX_NAMED_STATEMENTS} texts and answers the rest unnamed`, async () => {
    const handle = await openTestDatabase(1);
    try {
      for (let i = 0; i < MAX_NAMED_STATEMENTS + 5; i++) {
        const { rows } = await sql<{ n: number }>`select ${i}::int as ${sql.ref(`n${i}`)}`.execute(
          handle.engineDb,
        );
        expect(Object.values(rows[0]!)[0]).toBe(i);
      }
      expect(await prepared(handle.db)).toHaveLength(MAX_NAMED_STATEMENTS);
    } finally {
      await handle.close();
    }
  });

  it('prepares a text again after a migration changed its result columns', async () => {
    const handle = await openTestDatabase(1);
    try {
      await sql`create table t_prepared (id int)`.execute(handle.db);
      await sql`insert into t_prepared values (1)`.execute(handle.db);
      const read = () =>
        sql<Record<string, number>>`select * from t_prepared where id = ${1}`.execute(handle.engineDb);
      expect((await read()).rows).toEqual([{ id: 1 }]);
      await sql`alter table t_prepared add column n int default 5`.execute(handle.db);
      // The first run after the change fails as PostgreSQL says (0A000); the next is prepared anew.
      await expect(read()).rejects.toMatchObject({ code: '0A000' });
      expect((await read()).rows).toEqual([{ id: 1, n: 5 }]);
    } finally {
      await handle.close();
    }
  });
});
