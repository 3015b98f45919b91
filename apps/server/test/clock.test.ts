import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boot, type Started } from '../src/boot.ts';
import { loadConfig } from '../src/config.ts';
import { type DbHandle, openDatabase } from '../src/db/index.ts';
import { ADMIN_PASSWORD, openTestDatabase, PG_URL, TEST_DB } from './harness.ts';

/** A second connection to the same database, as a second process would open it. */
async function openSame(first: DbHandle, dataDir: string): Promise<DbHandle> {
  if (TEST_DB === 'sqlite') return openDatabase({ dataDir, sqliteFile: 'shared.sqlite' });
  const { rows } = await sql<{ s: string }>`select current_schema() as s`.execute(first.db);
  return openDatabase({ dataDir, databaseUrl: PG_URL, pgSchema: rows[0]?.s });
}

function start(handle: DbHandle, dataDir: string, scale: number): Promise<Started> {
  const config = loadConfig({
    DATA_DIR: dataDir,
    ADMIN_PASSWORD,
    SEED_DEMO: '0',
    ENGINE: 'off',
    SIM_TIME_SCALE: String(scale),
    LOG_LEVEL: 'silent',
  });
  return boot(config, { handle, webDist: join(dataDir, 'none') });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe(`simulated clock anchored in the database (${TEST_DB})`, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'reelfleet-clock-'));
  const handles: DbHandle[] = [];
  const apps: Started[] = [];
  beforeAll(async () => {
    const first =
      TEST_DB === 'sqlite'
        ? openDatabase({ dataDir, sqliteFile: 'shared.sqlite' })
        : await openTestDatabase();
    handles.push(first, await openSame(first, dataDir));
  });
  afterAll(async () => {
    for (const app of apps) await app.app.close();
    for (const h of handles.reverse()) await h.close();
  });

  it('two processes on one database read the same simulated time', async () => {
    const a = await start(handles[0]!, dataDir, 1000);
    apps.push(a);
    // 200 real ms later the second process starts: at scale 1000 its own clock would be 200 s behind.
    await sleep(200);
    const b = await start(handles[1]!, dataDir, 1000);
    apps.push(b);
    const [ta, tb] = [a.ctx.clock.now(), b.ctx.clock.now()];
    expect(Math.abs(ta - tb)).toBeLessThan(50 * 1000);
    expect(ta - Date.now()).toBeGreaterThan(150 * 1000);
  });

  it('a start with another speed goes on from the simulated time where it stands', async () => {
    const [a] = apps;
    if (!a) throw new Error('the first test starts the first process');
    const before = a.ctx.clock.now();
    const c = await start(handles[1]!, dataDir, 1);
    apps.push(c);
    const at = c.ctx.clock.now();
    const after = a.ctx.clock.now();
    expect(c.ctx.clock.scale).toBe(1);
    // Not back to the real time (which is minutes behind at scale 1000), and not ahead of the old speed.
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(after);
  });
});
