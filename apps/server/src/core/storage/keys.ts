import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';

/** Segments of letters, digits, `.`, `_`, `-` joined by `/`, none of them `.` or `..`. */
const KEY = /^(?!.*(^|\/)\.{1,2}(\/|$))[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/;

/** Refuses a key that could leave the storage's root (a programming error, never user input). */
export function assertKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
}

/** This host's folder for files on their way into or out of storage (uploads, decoder copies). */
export function stagingDir(dataDir: string): string {
  return join(dataDir, 'staging');
}

/**
 * A fresh `.<hex>.part` path in the staging folder: its user removes it, and the part sweep
 * (modules/material/sweep.ts) removes one a killed process left behind.
 */
export async function stagingFile(dataDir: string): Promise<string> {
  const dir = stagingDir(dataDir);
  await mkdir(dir, { recursive: true });
  return join(dir, `.${randomBytes(16).toString('hex')}.part`);
}
