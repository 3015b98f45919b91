import type { MigrationDb } from '../kind.ts';
import { GUIDE_EN_LINKED } from './0083_help_guide_links.ts';

/**
 * The seeded English guide says "Bulk Login" where the menu, the task lists and the glossary
 * (docs/glossary.md, "batch") say "Batch Login". The Chinese guide already says 批量登录.
 */
export const GUIDE_EN_WORDS = GUIDE_EN_LINKED.replaceAll('Bulk Login', 'Batch Login').replaceAll(
  'bulk login',
  'batch login',
);

/** Only a guide still as seeded changes: one the admin edited is theirs. */
export async function up(db: MigrationDb): Promise<void> {
  await db
    .updateTable('help_articles')
    .set({ body: GUIDE_EN_WORDS })
    .where('lang', '=', 'en')
    .where('kind', '=', 'document')
    .where('body', '=', GUIDE_EN_LINKED)
    .execute();
}
