import { DatabaseSync } from 'node:sqlite';
import { type Generated, Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NodeSqliteDialect } from './sqlite-dialect.ts';

interface Db {
  items: { id: Generated<number>; name: string; qty: number; flag: Generated<number> };
}

describe('NodeSqliteDialect', () => {
  let db: Kysely<Db>;
  beforeEach(async () => {
    db = new Kysely<Db>({ dialect: new NodeSqliteDialect(new DatabaseSync(':memory:')) });
    await db.schema
      .createTable('items')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull().unique())
      .addColumn('qty', 'integer', (c) => c.notNull())
      .addColumn('flag', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  });
  afterEach(async () => {
    await db.destroy();
  });

  it('inserts, returns, counts affected rows and selects', async () => {
    const inserted = await db.insertInto('items').values({ name: 'a', qty: 1 }).executeTakeFirst();
    expect(inserted.insertId).toBe(1n);
    const returned = await db
      .insertInto('items')
      .values({ name: 'b', qty: 2 })
      .returning(['id', 'name'])
      .executeTakeFirstOrThrow();
    expect(returned).toEqual({ id: 2, name: 'b' });
    const updated = await db.updateTable('items').set({ qty: 5 }).where('qty', '<', 3).executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(2n);
    expect(await db.selectFrom('items').select(['name', 'qty']).orderBy('id').execute()).toEqual([
      { name: 'a', qty: 5 },
      { name: 'b', qty: 5 },
    ]);
  });

  it('binds booleans and dates', async () => {
    await db
      .insertInto('items')
      .values({ name: 'x', qty: 1, flag: true as unknown as number })
      .execute();
    const row = await sql<{ d: string }>`select ${new Date('2026-01-02T03:04:05.000Z')} as d`.execute(db);
    expect(row.rows[0]?.d).toBe('2026-01-02T03:04:05.000Z');
    expect((await db.selectFrom('items').select('flag').executeTakeFirstOrThrow()).flag).toBe(1);
  });

  it('rolls a failed transaction back whole', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('items').values({ name: 'kept?', qty: 1 }).execute();
        await trx.insertInto('items').values({ name: 'kept?', qty: 2 }).execute();
      }),
    ).rejects.toThrow(/UNIQUE/);
    expect(await db.selectFrom('items').selectAll().execute()).toEqual([]);
  });

  it('serialises concurrent transactions on its one connection', async () => {
    await db.insertInto('items').values({ name: 'counter', qty: 0 }).execute();
    await Promise.all(
      Array.from({ length: 20 }, () =>
        db.transaction().execute(async (trx) => {
          const { qty } = await trx.selectFrom('items').select('qty').executeTakeFirstOrThrow();
          await new Promise((r) => setTimeout(r, 1));
          await trx
            .updateTable('items')
            .set({ qty: qty + 1 })
            .execute();
        }),
      ),
    );
    expect((await db.selectFrom('items').select('qty').executeTakeFirstOrThrow()).qty).toBe(20);
  });

  it('reuses prepared statements and keeps answering past the cache size', async () => {
    await db.insertInto('items').values({ name: 'n', qty: 7 }).execute();
    for (let i = 0; i < 300; i++) {
      const row = await sql<{ v: number }>`select ${sql.lit(i)} + qty as v from items`.execute(db);
      expect(row.rows[0]?.v).toBe(i + 7);
    }
    await db.updateTable('items').set({ qty: 8 }).execute();
    const again = await sql<{ v: number }>`select ${sql.lit(0)} + qty as v from items`.execute(db);
    expect(again.rows[0]?.v).toBe(8);
  });

  it('streams rows', async () => {
    await db
      .insertInto('items')
      .values([
        { name: 'p', qty: 1 },
        { name: 'q', qty: 2 },
      ])
      .execute();
    const names: string[] = [];
    for await (const row of db.selectFrom('items').select('name').orderBy('id').stream())
      names.push(row.name);
    expect(names).toEqual(['p', 'q']);
  });
});
