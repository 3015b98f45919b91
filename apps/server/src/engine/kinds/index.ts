import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TaskSubtype } from '@reelfleet/contract';
import type { TaskKind } from '../types.ts';

export type KindRegistry = ReadonlyMap<TaskSubtype, TaskKind>;

/**
 * Every task kind: each file of this folder (but this one) exports `kind`.
 * Adding a kind is adding its file; its creation routes come with it.
 */
export async function loadKinds(): Promise<KindRegistry> {
  const files = readdirSync(import.meta.dirname)
    .filter((f) => f.endsWith('.ts') && f !== 'index.ts' && !f.endsWith('.test.ts'))
    .sort();
  const kinds = new Map<TaskSubtype, TaskKind>();
  for (const file of files) {
    const url = pathToFileURL(join(import.meta.dirname, file)).href;
    const mod = (await import(/* @vite-ignore */ url)) as { kind?: TaskKind };
    if (!mod.kind) throw new Error(`engine/kinds/${file} does not export a kind`);
    if (kinds.has(mod.kind.subtype)) throw new Error(`two kinds for subtype ${mod.kind.subtype}`);
    kinds.set(mod.kind.subtype, mod.kind);
  }
  return kinds;
}
