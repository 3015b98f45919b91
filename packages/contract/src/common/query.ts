import { z } from 'zod';
import type { MessageKey } from './messages.ts';

/** Most ids one bulk request may carry. */
export const BULK_IDS_MAX = 1000;

/** A row id in a request body. */
export const entityId = z.number({ error: 'validation.invalid' }).int().positive();

/** `{ id }` path parameters (`/delete/{id}`, `/detail/{id}`). */
export const idParams = z.strictObject({
  id: z.coerce.number({ error: 'validation.invalid' }).int().positive(),
});
export type IdParams = z.infer<typeof idParams>;

/** What a selection is of: the `{what}` of 'common.selectionRequired', a catalogue key itself. */
export type SelectionWhat = Extract<MessageKey, `selection.${string}`>;

/**
 * A non-empty list of ids (spec 5 "selections required first"). Empty answers
 * 'common.selectionRequired' naming what to select, in the caller's language.
 */
export function selectionOf(what: SelectionWhat) {
  return z
    .array(entityId)
    .max(BULK_IDS_MAX)
    .check((ctx) => {
      if (ctx.value.length > 0) return;
      const issue = { code: 'custom' as const, message: 'common.selectionRequired', input: ctx.value, what };
      ctx.issues.push(issue);
    });
}

/** Body of every `.../deletes` call and of the bulk actions: `{ ids }`. */
export function idsBody(what: SelectionWhat) {
  return z.strictObject({ ids: selectionOf(what) });
}

/** Body of a bulk move: `{ ids, <target>: id }`; a null target takes the rows out of any. */
export function moveBody<const K extends string>(what: SelectionWhat, target: K) {
  const to = { [target]: entityId.nullable() } as { [P in K]: z.ZodNullable<typeof entityId> };
  return z.strictObject({ ids: selectionOf(what), ...to });
}

/** Answer of the bulk actions and bulk deletes: how many rows changed. */
export const batchResult = z.object({ count: z.number().int() });
export type BatchResult = z.infer<typeof batchResult>;

/** An ISO 8601 time in a filter or a body. */
export const isoTime = z.iso.datetime({ offset: true, error: 'validation.isoTime' });

/** A whole number filter bound, e.g. fansMin. */
export const countBound = z.number().int().min(0);

/**
 * Refinement for `{ xFrom, xTo }` and `{ xMin, xMax }` pairs: the end of a
 * range may not come before its start (reported on the end field).
 */
export function rangeInOrder<T extends Record<string, unknown>>(
  from: keyof T & string,
  to: keyof T & string,
): [(body: T) => boolean, { error: 'validation.rangeReversed'; path: string[] }] {
  return [
    (body: T) => {
      const a = body[from];
      const b = body[to];
      if (a === undefined || a === null || b === undefined || b === null) return true;
      return typeof a === 'number' ? a <= Number(b) : Date.parse(String(a)) <= Date.parse(String(b));
    },
    { error: 'validation.rangeReversed', path: [to] },
  ];
}
