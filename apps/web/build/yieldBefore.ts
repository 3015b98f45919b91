import type { Plugin } from 'vite';
import { nextTask } from '../src/nextTask.ts';

/**
 * Each named chunk first ends the task it was started in (a top-level await of src/nextTask.ts's
 * function), so its code runs in a task of its own instead of in the one that ran the chunks it
 * imports: the entry's chunks (React, antd, the console's core) were evaluated in one task of 50-150
 * ms after the first paint, which Lighthouse counts as blocking time (docs/console-shell.md, "The
 * tasks at start"). Import declarations are hoisted, so the await can stand before them; the chunks
 * that import a named one wait for it, as for any module with a top-level await. The build fails
 * when a name matches no chunk (a renamed chunk group would otherwise drop the yield unnoticed).
 */
export function yieldBefore(names: readonly string[]): Plugin {
  const seen = new Set<string>();
  return {
    name: 'reelfleet-yield-before',
    apply: 'build',
    renderChunk(code, chunk) {
      if (!names.includes(chunk.name)) return null;
      seen.add(chunk.name);
      return { code: `await (${nextTask.toString()})();\n${code}`, map: null };
    },
    generateBundle() {
      const missing = names.filter((name) => !seen.has(name));
      if (missing.length) this.error(`yieldBefore: no chunk named ${missing.join(', ')}`);
    },
  };
}
