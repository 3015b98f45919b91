import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { chmod, copyFile, cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, isAbsolute, join, relative, resolve } from 'node:path';
import { DatabaseSync, backup as sqliteBackup } from 'node:sqlite';
import { sql } from 'kysely';
import type { Config } from '../config.ts';
import { type Db, openDatabase } from '../db/index.ts';
import { keyFingerprint } from '../lib/key-fingerprint.ts';
import { pgTool } from './pg-tools.ts';

/**
 * `npm run backup` / `npm run restore` (docs/operations.md "Backup and restore"): the database
 * (SQLite's online backup API, or pg_dump's custom format of the app's schema) and DATA_DIR's
 * files (materials, avatars) in one folder with a manifest. The secret key is not in it: it is kept
 * separately, and a restore refuses to run without the key the database was set up with.
 * With STORAGE=s3 the files are the bucket's: neither copied out nor in (its own versioning or
 * replication keeps them; docs/operations.md "Storage").
 */
export interface Manifest {
  format: 1;
  createdAt: string;
  database: 'sqlite' | 'postgres';
  /** PostgreSQL: the schema dumped (restored under the same name). */
  schema: string | null;
  migrations: string[];
  /** The fingerprint of the key the database's secrets are sealed with (lib/key-fingerprint.ts). */
  keyFingerprint: string | null;
  files: number;
  /** Where the files were (absent in backups made before S3 storage): with `s3` none are in the backup. */
  storage?: Config['STORAGE'];
}

const SQLITE_FILE = 'reelfleet.sqlite';
const DUMP = { sqlite: 'database.sqlite', postgres: 'database.pgdump' } as const;
/** What DATA_DIR holds besides its media: the database, the key, uploads under way. */
const NOT_MEDIA = (name: string) =>
  name.startsWith(SQLITE_FILE) || name === 'secret.key' || /^\..*\.part$/.test(name);

export async function backup(config: Config, dir: string): Promise<Manifest> {
  if (existsSync(dir) && readdirSync(dir).length > 0) throw new Error(`${dir} is not empty`);
  const inside = relative(resolve(config.DATA_DIR), resolve(dir));
  if (!inside.startsWith('..') && !isAbsolute(inside))
    throw new Error('the backup folder must be outside DATA_DIR (its files are copied into it)');
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chmod(dir, 0o700);
  let manifest: Manifest;
  if (config.DATABASE_URL) {
    const facts = await withDb(config, async (db) => ({
      schema: (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]!.s,
      ...(await readFacts(db)),
    }));
    const file = join(dir, DUMP.postgres);
    await pgTool(
      'pg_dump',
      ['-Fc', '--no-owner', '--no-privileges', '-n', facts.schema, '-f', file],
      config.DATABASE_URL,
    );
    await chmod(file, 0o600);
    manifest = { format: 1, createdAt: new Date().toISOString(), database: 'postgres', files: 0, ...facts };
  } else {
    const source = join(config.DATA_DIR, SQLITE_FILE);
    if (!existsSync(source)) throw new Error(`no database at ${source}`);
    const file = join(dir, DUMP.sqlite);
    const live = new DatabaseSync(source, { readOnly: true });
    try {
      // One step of every page: a write by the running server between two steps would restart it.
      await sqliteBackup(live, file, { rate: 1 << 30 });
    } finally {
      live.close();
    }
    await chmod(file, 0o600);
    const copy = openDatabase({ dataDir: dir, sqliteFile: DUMP.sqlite });
    try {
      manifest = {
        format: 1,
        createdAt: new Date().toISOString(),
        database: 'sqlite',
        schema: null,
        files: 0,
        ...(await readFacts(copy.db)),
      };
    } finally {
      await copy.close();
    }
  }
  manifest.storage = config.STORAGE;
  if (config.STORAGE === 'local') manifest.files = await copyMedia(config.DATA_DIR, join(dir, 'files'));
  await writeFile(join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  return manifest;
}

export async function restore(config: Config, dir: string): Promise<Manifest> {
  const manifest = JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8')) as Manifest;
  const kind = config.DATABASE_URL ? 'postgres' : 'sqlite';
  if (manifest.format !== 1) throw new Error(`unknown backup format ${manifest.format}`);
  if (manifest.database !== kind)
    throw new Error(`the backup is of a ${manifest.database} database; the configuration names ${kind}`);
  assertKey(config, manifest);
  if (config.DATABASE_URL) {
    const schema = manifest.schema!;
    const url = config.DATABASE_URL;
    await withDb(config, async (db) => {
      const tables = await sql<{ n: number }>`select count(*)::int as n from information_schema.tables
        where table_schema = ${schema}`.execute(db);
      if (tables.rows[0]!.n > 0)
        throw new Error(`schema ${schema} already holds tables: restore into an empty one`);
      await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
      // The trigram indexes name public.gin_trgm_ops (migration 0055); without the extension they are skipped below.
      await sql`create extension if not exists pg_trgm with schema public`.execute(db).catch(() => undefined);
    });
    const dump = join(dir, DUMP.postgres);
    // Everything but the schema itself, made above (it may exist, empty).
    const list = (await pgTool('pg_restore', ['-l', dump], url))
      .split('\n')
      .filter((line) => !/^\d+; \d+ \d+ SCHEMA - /.test(line))
      .join('\n');
    const listFile = join(tmpdir(), `reelfleet-restore-${process.pid}-${basename(dir)}.list`);
    await writeFile(listFile, list);
    const database = decodeURIComponent(new URL(url).pathname.slice(1));
    await pgTool(
      'pg_restore',
      ['--no-owner', '--no-privileges', '--exit-on-error', '-L', listFile, '-d', database, dump],
      url,
    );
  } else {
    const target = join(config.DATA_DIR, SQLITE_FILE);
    if (existsSync(target)) throw new Error(`${target} exists: restore into an empty DATA_DIR`);
    await mkdir(config.DATA_DIR, { recursive: true, mode: 0o700 });
    await copyFile(join(dir, DUMP.sqlite), target);
    await chmod(target, 0o600);
  }
  const files = join(dir, 'files');
  // Into a bucket they go with the bucket's own tools (docs/operations.md "Storage"), not here.
  if (existsSync(files) && config.STORAGE === 'local')
    await cp(files, config.DATA_DIR, { recursive: true, force: false, errorOnExist: true });
  return manifest;
}

/**
 * The key must be in place before the data: SECRET_KEY, or DATA_DIR/secret.key copied from where
 * it is kept. Without it the stored account passwords and proxy credentials could not be opened,
 * and a start would make a new key the database refuses.
 */
function assertKey(config: Config, manifest: Manifest): void {
  if (!manifest.keyFingerprint) return;
  const file = join(config.DATA_DIR, 'secret.key');
  const hex = config.SECRET_KEY ?? (existsSync(file) ? readFileSync(file, 'utf8').trim() : null);
  if (!hex)
    throw new Error(
      `the backup does not carry the secret key: set SECRET_KEY or put the key in ${file} first (docs/operations.md)`,
    );
  if (keyFingerprint(Buffer.from(hex, 'hex')) !== manifest.keyFingerprint)
    throw new Error('the secret key in place is not the key this backup was sealed with');
}

/** The migrations applied and the key fingerprint recorded in a database. */
async function readFacts(db: Db): Promise<Pick<Manifest, 'migrations' | 'keyFingerprint'>> {
  const migrations = (
    await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db)
  ).rows.map((r) => r.name);
  const key = await db
    .selectFrom('server_settings')
    .select('value')
    .where('name', '=', 'secret_key_fingerprint')
    .executeTakeFirst();
  return { migrations, keyFingerprint: key?.value ?? null };
}

async function withDb<T>(config: Config, fn: (db: Db) => Promise<T>): Promise<T> {
  const handle = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 1 });
  try {
    return await fn(handle.db);
  } finally {
    await handle.close();
  }
}

/** Copies DATA_DIR's media (every file but the database, the key and uploads under way); the files copied. */
async function copyMedia(dataDir: string, to: string): Promise<number> {
  if (!existsSync(dataDir)) return 0;
  await cp(dataDir, to, { recursive: true, filter: (src) => src === dataDir || !NOT_MEDIA(basename(src)) });
  return readdirSync(to, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
}
