import type { BrowserContext } from '@playwright/test';

/**
 * Keys the console asked for and found no text for (src/i18n/translate.ts calls `__rfI18nMiss`),
 * from every context of the running test that was watched. The fixtures watch the `context` of
 * every test and usePreferences every context a spec makes itself, and fail a test that saw a miss:
 * so every screen and dialog the suite opens, in the language it opens it in, is checked for raw keys.
 */
const misses = new Set<string>();
const watched = new WeakSet<BrowserContext>();

export async function watchI18n(context: BrowserContext): Promise<void> {
  if (watched.has(context)) return;
  watched.add(context);
  await context.exposeBinding('__rfI18nMiss', ({ page }, lang: string, key: string) => {
    misses.add(`${lang}: ${key} (${page ? new URL(page.url()).pathname : '?'})`);
  });
}

/** The misses seen since the last call, and forgets them. */
export function takeI18nMisses(): string[] {
  const seen = [...misses].sort();
  misses.clear();
  return seen;
}
