import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { hotRead } from './hot-read.ts';
import { type DbHandle, openDatabase } from './index.ts';
import { inTransaction } from './transaction.ts';

async function withCounts(file: string): Promise<DbHandle> {
  const handle = openDatabase({
    dataDir: mkdtempSync(join(tmpdir(), 'reelfleet-hot-read-')),
    sqliteFile: file,
  });
  await sql`create table counts (user_id integer primary key, unread integer not null)`.execute(handle.db);
  await sql`insert into counts values (1, 3), (2, 7)`.execute(handle.db);
  return handle;
}

const countOf = (handle: DbHandle) =>
  hotRead<{ unread: number }>(
    handle.db,
    sql<{ unread: number }>`select unread from counts where user_id = ${0}`.compile(handle.db),
  );

describe('hotRead', () => {
  let handle: DbHandle | undefined;
  afterEach(async () => {
    await handle?.close();
    handle = undefined;
  });

  it('on a SQLite file answers at once, with its own parameters each call', async () => {
    handle = await withCounts('hot.sqlite');
    const read = countOf(handle);
    const answer = read([1]);
    expect(answer).not.toBeInstanceOf(Promise);
    expect(answer).toEqual({ unread: 3 });
    expect(read([2])).toEqual({ unread: 7 });
    expect(read([9])).toBeUndefined();
  });

  it('never sees a write before its transaction commits, and sees it after', async () => {
    handle = await withCounts('hot.sqlite');
    const read = countOf(handle);
    const db = handle.db;
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let written!: () => void;
    const wrote = new Promise<void>((resolve) => {
      written = resolve;
    });
    const transaction = inTransaction(db, async (trx) => {
      await sql`update counts set unread = 4 where user_id = 1`.execute(trx);
      written();
      await held;
    });
    await wrote;
    expect(read([1])).toEqual({ unread: 3 });
    release();
    await transaction;
    expect(read([1])).toEqual({ unread: 4 });
  });

  it('on an in-memory SQLite runs through Kysely (no second connection can see it)', async () => {
    handle = await withCounts(':memory:');
    const answer = countOf(handle)([2]);
    expect(answer).toBeInstanceOf(Promise);
    expect(await answer).toEqual({ unread: 7 });
  });

  it('after the database is closed, reads as the closed database does (refused)', async () => {
    handle = await withCounts('hot.sqlite');
    const read = countOf(handle);
    await handle.close();
    handle = undefined;
    await expect(Promise.resolve().then(() => read([1]))).rejects.toThrow();
  });
});
