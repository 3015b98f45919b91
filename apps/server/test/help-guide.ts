import { expect } from 'vitest';
import type { DbHandle } from '../src/db/index.ts';
import { atMigration } from './migration-db.ts';

type Db = DbHandle['db'];

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
  await atMigration(options.before, async (db, m) => {
    const seeded = await guideOf(db, options.lang);
    expect(seeded.body).toBe(options.seeded);
    const edited = `${options.seeded}\n\nKept as the admin wrote it.`;
    await db.updateTable('help_articles').set({ body: edited }).where('id', '=', seeded.id).execute();
    expect((await m.migrateTo(options.migration)).error).toBeUndefined();
    expect((await guideOf(db, options.lang)).body).toBe(edited);
  });
}
