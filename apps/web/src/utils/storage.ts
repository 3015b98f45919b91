import { STORAGE_KEYS } from '@reelfleet/contract';

/**
 * Keys only the console uses (browser preferences, not user data). The spec's
 * own keys are the contract's STORAGE_KEYS.
 */
export const WEB_STORAGE_KEYS = {
  settings: 'SYS_SETTINGS',
  errorLog: 'SYS_ERROR_LOG',
  /** Prefix of a task wizard's kept input: `TASK_DRAFT:<subtype>`. */
  taskDraft: 'TASK_DRAFT',
  /** The getting-started checklist of one user: `FIRST_RUN:<user id>` (dismissed, result seen). */
  firstRun: 'FIRST_RUN',
} as const;

export function readText(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeText(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage full or disabled: the value simply is not kept.
  }
}

/** Parsed JSON, or undefined when the key is missing or holds something unreadable. */
export function readJson<T = unknown>(key: string): T | undefined {
  const text = readText(key);
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}

export function writeJson(key: string, value: unknown): void {
  writeText(key, JSON.stringify(value));
}

export function removeKey(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // nothing to remove
  }
}

/** Logout clears the user's stored data; the language choice and UI settings stay with the browser. */
export function clearUserData(): void {
  for (const key of Object.values(STORAGE_KEYS)) {
    if (key !== STORAGE_KEYS.lang) removeKey(key);
  }
  try {
    const drafts = Object.keys(localStorage).filter((k) => k.startsWith(`${WEB_STORAGE_KEYS.taskDraft}:`));
    for (const key of drafts) removeKey(key);
  } catch {
    // storage disabled: nothing was kept
  }
}
