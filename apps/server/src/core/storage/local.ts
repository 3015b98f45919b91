import { randomBytes } from 'node:crypto';
import { constants, createReadStream } from 'node:fs';
import { access, copyFile, mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Storage } from './index.ts';
import { assertKey, stagingFile } from './keys.ts';

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Objects as files under DATA_DIR (`DATA_DIR/<key>`), the layout the server has always used. A
 * write goes to a `.part` file beside its target and is renamed over it when complete.
 */
export function localStorage(dataDir: string): Storage {
  const pathOf = (key: string) => {
    assertKey(key);
    return join(dataDir, key);
  };
  // The sweep's pattern: a write cut short by a killed process is removed an hour later.
  const partBeside = (target: string) => join(dirname(target), `.${randomBytes(16).toString('hex')}.part`);

  return {
    kind: 'local',
    tempFile: () => stagingFile(dataDir),
    async put(key, bytes) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      const part = partBeside(target);
      await writeFile(part, bytes, { flag: 'wx' });
      await rename(part, target);
    },
    async moveIn(key, path) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      try {
        await rename(path, target);
      } catch (error) {
        // The staging folder on another file system: copy beside the target, then rename.
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        const part = partBeside(target);
        await copyFile(path, part);
        await rename(part, target);
        await unlink(path);
      }
    },
    async get(key) {
      const path = pathOf(key);
      try {
        const info = await stat(path);
        return { size: info.size, stream: createReadStream(path) };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async withLocalFile(key, use) {
      const path = pathOf(key);
      try {
        await stat(path);
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
      return use(path);
    },
    async delete(key) {
      await unlink(pathOf(key)).catch((error) => {
        if (!missing(error)) throw error;
      });
    },
    async check() {
      await mkdir(dataDir, { recursive: true });
      try {
        await access(dataDir, constants.W_OK);
      } catch {
        throw new Error(`DATA_DIR ${dataDir} cannot be written to`);
      }
    },
    async close() {},
  };
}
