import { randomBytes } from 'node:crypto';
import { authEndpoints, fillPath } from '@reelfleet/contract';
import type { Storage, StoredObject } from '../../core/storage/index.ts';
import type { ImageType } from '../../lib/image.ts';

/**
 * Avatars are served at their endpoint (below /api) by name; names are 128
 * random bits and new for every upload, so a name's bytes never change.
 * Avatars stored since the server re-encodes them are `.webp`; the other
 * extensions are those of avatars stored before (kept as they were).
 */
export const AVATAR_URL_PREFIX = `/api${fillPath(authEndpoints.avatar.path, { name: '' })}`;
/** The storage folder of avatars (`avatars/<name>`; on the local disk DATA_DIR/avatars). */
export const AVATAR_FOLDER = 'avatars';
const NAME_PATTERN = /^[0-9a-f]{32}\.(png|jpg|gif|webp)$/;

const MIME_BY_EXT: Record<ImageType['ext'], string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** Stores the server's re-encoded WebP under a random name; returns its public path. */
export async function saveAvatar(storage: Storage, webp: Buffer): Promise<string> {
  const name = `${randomBytes(16).toString('hex')}.webp`;
  await storage.put(`${AVATAR_FOLDER}/${name}`, webp, MIME_BY_EXT.webp);
  return `${AVATAR_URL_PREFIX}${name}`;
}

/** The stored image and its type, or null for a name that is not one of ours or no longer exists. */
export async function readAvatar(
  storage: Storage,
  name: string,
): Promise<(StoredObject & { mime: string }) | null> {
  const match = NAME_PATTERN.exec(name);
  if (!match) return null;
  const object = await storage.get(`${AVATAR_FOLDER}/${name}`);
  return object && { ...object, mime: MIME_BY_EXT[match[1] as ImageType['ext']] };
}

/** Removes a replaced avatar; a path that is not one of ours is left alone, and so is one that cannot be removed. */
export async function removeAvatar(storage: Storage, publicPath: string | null): Promise<void> {
  if (!publicPath?.startsWith(AVATAR_URL_PREFIX)) return;
  const name = publicPath.slice(AVATAR_URL_PREFIX.length);
  if (!NAME_PATTERN.test(name)) return;
  await storage.delete(`${AVATAR_FOLDER}/${name}`).catch(() => {});
}
