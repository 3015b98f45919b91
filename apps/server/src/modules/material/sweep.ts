import { readdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { stagingDir } from '../../core/storage/keys.ts';
import { AVATAR_FOLDER } from '../auth/avatar.ts';

/**
 * A `.part` file untouched this long belongs to no live upload: an upload
 * writes its part file as its bytes arrive, so the file's modification time
 * is at most as old as the client's last byte. An hour is far beyond any
 * upload's pauses (2 MB images, 100 MB videos), and safe with several
 * processes on one DATA_DIR (PostgreSQL, a shared SQLite file): another
 * process's live upload keeps its part file fresh.
 */
export const PART_MAX_AGE_MS = 60 * 60 * 1000;
/** The sweep runs at start and then this often, so a crash's leftovers go within two hours even without a restart. */
export const PART_SWEEP_EVERY_MS = 60 * 60 * 1000;

const PART = /^\.[0-9a-f]{32}\.part$/;

/**
 * Directories holding part files on this host: the staging folder (uploads, decoder copies) and,
 * with local storage, each workspace's media folder and the avatars (writes renamed into place).
 */
async function partDirs(dataDir: string): Promise<string[]> {
  const root = join(dataDir, 'materials');
  const workspaces = await readdir(root, { withFileTypes: true }).catch(() => []);
  return [
    stagingDir(dataDir),
    join(dataDir, AVATAR_FOLDER),
    ...workspaces.filter((e) => e.isDirectory() && /^\d+$/.test(e.name)).map((e) => join(root, e.name)),
  ];
}

/**
 * Removes the `.<key>.part` files (uploads cut short by a killed process)
 * not modified for PART_MAX_AGE_MS; returns how many it removed.
 */
export async function sweepPartFiles(dataDir: string, now = Date.now()): Promise<number> {
  let removed = 0;
  for (const dir of await partDirs(dataDir)) {
    const names = await readdir(dir).catch(() => [] as string[]);
    for (const name of names) {
      if (!PART.test(name)) continue;
      const path = join(dir, name);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile() || now - info.mtimeMs < PART_MAX_AGE_MS) continue;
      await unlink(path).then(
        () => removed++,
        () => {},
      );
    }
  }
  return removed;
}
