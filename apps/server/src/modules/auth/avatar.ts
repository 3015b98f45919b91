import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { authEndpoints, fillPath } from '@reelfleet/contract';
import type { ImageType } from '../../lib/image.ts';

/**
 * Avatars are served at their endpoint (below /api) by name; names are 128
 * random bits and new for every upload, so a name's bytes never change.
 * Avatars stored since the server re-encodes them are `.webp`; the other
 * extensions are those of avatars stored before (kept as they were).
 */
export const AVATAR_URL_PREFIX = `/api${fillPath(authEndpoints.avatar.path, { name: '' })}`;
const NAME_PATTERN = /^[0-9a-f]{32}\.(png|jpg|gif|webp)$/;

const MIME_BY_EXT: Record<ImageType['ext'], string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

export function avatarDir(dataDir: string): string {
  return join(dataDir, 'avatars');
}

/**
 * Writes the server's re-encoded WebP under DATA_DIR/avatars with a random
 * name (through a `.part` file renamed when complete, which the start sweep
 * removes if a crash leaves it); returns its public path.
 */
export async function saveAvatar(dataDir: string, webp: Buffer): Promise<string> {
  const hex = randomBytes(16).toString('hex');
  const dir = avatarDir(dataDir);
  await mkdir(dir, { recursive: true });
  const part = join(dir, `.${hex}.part`);
  await writeFile(part, webp, { flag: 'wx' });
  await rename(part, join(dir, `${hex}.webp`));
  return `${AVATAR_URL_PREFIX}${hex}.webp`;
}

/** The stored image and its type, or null for a name that is not one of ours or no longer exists. */
export async function readAvatar(
  dataDir: string,
  name: string,
): Promise<{ bytes: Buffer; mime: string } | null> {
  const match = NAME_PATTERN.exec(name);
  if (!match) return null;
  try {
    const bytes = await readFile(join(avatarDir(dataDir), name));
    return { bytes, mime: MIME_BY_EXT[match[1] as ImageType['ext']] };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Removes a replaced avatar; a path that is not one of ours is left alone. */
export async function removeAvatar(dataDir: string, publicPath: string | null): Promise<void> {
  if (!publicPath?.startsWith(AVATAR_URL_PREFIX)) return;
  const name = publicPath.slice(AVATAR_URL_PREFIX.length);
  if (!NAME_PATTERN.test(name)) return;
  await unlink(join(avatarDir(dataDir), name)).catch(() => {});
}
