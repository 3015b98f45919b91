import type { Migrator } from 'kysely/migration';
import { expect } from 'vitest';
import type { DbHandle } from '../src/db/index.ts';
import { openTestDatabase, testMigrator } from './harness.ts';

/**
 * A fresh database migrated up to `target`, handed with its migrator to `use` (which runs the
 * migration under test itself), and closed after: the frame of a migration's data test.
 */
export async function atMigration(
  target: string,
  use: (db: DbHandle['db'], migrator: Migrator) => Promise<void>,
): Promise<void> {
  const handle = await openTestDatabase();
  try {
    const migrator = await testMigrator(handle.db);
    expect((await migrator.migrateTo(target)).error).toBeUndefined();
    await use(handle.db, migrator);
  } finally {
    await handle.close();
  }
}
