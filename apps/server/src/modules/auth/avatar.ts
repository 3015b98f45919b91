import { randomBytes } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { authEndpoints, fillPath } from '@reelfleet/contract';

/** Avatars are served at their endpoint (below /api) by name; names are 128 random bits. */
export const AVATAR_URL_PREFIX = `/api${fillPath(authEndpoints.avatar.path, { name: '' })}`;
const NAME_PATTERN = /^[0-9a-f]{32}\.(png|jpg|gif|webp)$/;

export interface ImageType {
  ext: 'png' | 'jpg' | 'gif' | 'webp';
  mime: string;
}

/** The image type by its magic bytes, whatever the file is called or claims to be. */
export function imageTypeOf(bytes: Buffer): ImageType | null {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
  const ascii = (text: string, at = 0) => bytes.subarray(at, at + text.length).toString('latin1') === text;
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { ext: 'png', mime: 'image/png' };
  if (starts([0xff, 0xd8, 0xff])) return { ext: 'jpg', mime: 'image/jpeg' };
  if (ascii('GIF87a') || ascii('GIF89a')) return { ext: 'gif', mime: 'image/gif' };
  if (ascii('RIFF') && ascii('WEBP', 8)) return { ext: 'webp', mime: 'image/webp' };
  return null;
}

const MIME_BY_EXT: Record<ImageType['ext'], string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

function avatarDir(dataDir: string): string {
  return join(dataDir, 'avatars');
}

/** Writes the image under DATA_DIR/avatars with a random name; returns its public path. */
export async function saveAvatar(dataDir: string, bytes: Buffer, type: ImageType): Promise<string> {
  const name = `${randomBytes(16).toString('hex')}.${type.ext}`;
  await mkdir(avatarDir(dataDir), { recursive: true });
  await writeFile(join(avatarDir(dataDir), name), bytes, { flag: 'wx' });
  return AVATAR_URL_PREFIX + name;
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
