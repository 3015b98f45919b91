import { expect } from 'vitest';
import { openTestDatabase, testMigrator } from './harness.ts';

type Db = Awaited<ReturnType<typeof openTestDatabase>>['db'];

/** The seeded getting-started guide of a language (one document per language). */
export const guideOf = (db: Db, lang: 'en' | 'zh') =>
  db
    .selectFrom('help_articles')
    .select(['id', 'body'])
    .where('lang', '=', lang)
    .where('kind', '=', 'document')
    .executeTakeFirstOrThrow();

/**
 * A guide migration changes only a guide still as seeded: migrated to `before`, the guide is
 * `seeded`; the admin edits it; after `migration` it is as the admin wrote it.
 */
export async function expectEditedGuideKept(options: {
  before: string;
  migration: string;
  lang: 'en' | 'zh';
  seeded: string;
}): Promise<void> {
  const handle = await openTestDatabase();
  try {
    const m = await testMigrator(handle.db);
    expect((await m.migrateTo(options.before)).error).toBeUndefined();
    const seeded = await guideOf(handle.db, options.lang);
    expect(seeded.body).toBe(options.seeded);
    const edited = `${options.seeded}\n\nKept as the admin wrote it.`;
    await handle.db.updateTable('help_articles').set({ body: edited }).where('id', '=', seeded.id).execute();
    expect((await m.migrateTo(options.migration)).error).toBeUndefined();
    expect((await guideOf(handle.db, options.lang)).body).toBe(edited);
  } finally {
    await handle.close();
  }
}
