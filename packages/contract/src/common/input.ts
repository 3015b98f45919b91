import type { z } from 'zod';

/**
 * Rules every request input obeys, whatever its schema (docs/security.md
 * "Input every route gets"). The server applies them before any schema or
 * handler runs: the depth when it parses a JSON body, the characters on every
 * body, query and path before validation. Both walks are loops, never
 * recursion, so no input can exhaust the stack.
 */

/** How deep a JSON body may nest objects and arrays (a job's task body needs 5). */
export const INPUT_DEPTH_MAX = 32;

/**
 * Control characters no text of any kind may carry: C0 and DEL except tab,
 * line feed and carriage return (multi-line texts: proxy lists, articles,
 * replies). NUL among them: PostgreSQL refuses it and SQLite cuts the text there.
 * Single-line fields refuse those three too (plainText, nameText).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
export const FORBIDDEN_CONTROL = /[\0-\x08\x0b\x0c\x0e-\x1f\x7f]/;

/** At most this many character issues are reported for one request. */
const ISSUES_MAX = 20;

/** Whether a parsed JSON value nests objects and arrays deeper than `max`. */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  let level: unknown[] = [value];
  for (let depth = 0; level.length > 0; depth++) {
    const next: unknown[] = [];
    for (const v of level) {
      if (v === null || typeof v !== 'object') continue;
      if (depth >= max) return true;
      for (const child of Array.isArray(v) ? v : Object.values(v)) {
        if (child !== null && typeof child === 'object') next.push(child);
      }
    }
    level = next;
  }
  return false;
}

/**
 * Issues (as zod reports them, so formatIssues names the field) for every
 * string, and every key, of a request part that carries a FORBIDDEN_CONTROL
 * character: `validation.controlChars` at its path (`name`, `accounts.2.remark`).
 */
export function controlCharIssues(value: unknown): z.core.$ZodIssue[] {
  const issues: z.core.$ZodIssue[] = [];
  const report = (path: PropertyKey[], input: string) =>
    issues.push({ code: 'custom', message: 'validation.controlChars', path, input });
  if (typeof value === 'string') {
    if (FORBIDDEN_CONTROL.test(value)) report([], value);
    return issues;
  }
  // Strings are tested where they are met; only objects and arrays are stacked (a list of
  // 10,000 ids costs a loop, not 10,000 paths), a node's in reverse so issues come in field order.
  const stack: Array<{ value: object; path: PropertyKey[] }> = [];
  if (value !== null && typeof value === 'object') stack.push({ value, path: [] });
  while (stack.length > 0 && issues.length < ISSUES_MAX) {
    const { value: v, path } = stack.pop()!;
    const children: Array<{ value: object; path: PropertyKey[] }> = [];
    const visit = (child: unknown, key: PropertyKey) => {
      if (typeof child === 'string') {
        if (FORBIDDEN_CONTROL.test(child)) report([...path, key], child);
      } else if (child !== null && typeof child === 'object' && !ArrayBuffer.isView(child)) {
        children.push({ value: child, path: [...path, key] });
      }
    };
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) visit(v[i], i);
    } else {
      for (const key of Object.keys(v)) {
        // The key itself is the bad text: named escaped, so the message carries no control character.
        if (FORBIDDEN_CONTROL.test(key)) report([...path, JSON.stringify(key).slice(1, -1)], key);
        else visit((v as Record<string, unknown>)[key], key);
      }
    }
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return issues.slice(0, ISSUES_MAX);
}
