import type { MigrationDb } from '../kind.ts';
import { createIndex } from '../kind.ts';

/**
 * Status and region together, the account list's most common pair of
 * filters: the status index (0005) carries region after id, so a capped
 * count of "online in US" walked the status's entries testing each region
 * (80,000 entries for 10,001 matches at a million accounts). Here both are
 * equalities, then id: the count reads its matches only, and a page reads
 * 20 entries.
 */
export async function up(db: MigrationDb): Promise<void> {
  await createIndex(db, 'accounts_status_region', 'accounts', ['workspace_id', 'status', 'region', 'id']);
}
