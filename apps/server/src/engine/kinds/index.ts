import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { IMPLEMENTED_SUBTYPES, type TaskSubtype } from '@reelfleet/contract';
import type { TaskKind } from '../types.ts';

export type KindRegistry = ReadonlyMap<TaskSubtype, TaskKind>;

/**
 * Every task kind: each file of this folder (but this one) exports `kind`.
 * Adding a kind is its contract entry (TASK_KINDS, `implemented: true`, and
 * its body in TASK_BODIES) and its file here; its creation and quote come
 * with them. Boot fails when the two disagree.
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
  const missing = IMPLEMENTED_SUBTYPES.filter((s) => !kinds.has(s));
  const extra = [...kinds.keys()].filter((s) => !IMPLEMENTED_SUBTYPES.includes(s));
  if (missing.length || extra.length)
    throw new Error(`task kinds disagree with the contract: missing ${missing}, not declared ${extra}`);
  return kinds;
}
