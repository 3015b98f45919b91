import { z } from 'zod';
import type { MessageKey } from './messages.ts';

/** Most ids one batch request may carry. */
export const BATCH_IDS_MAX = 1000;

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
    .max(BATCH_IDS_MAX)
    .check((ctx) => {
      if (ctx.value.length > 0) return;
      const issue = { code: 'custom' as const, message: 'common.selectionRequired', input: ctx.value, what };
      ctx.issues.push(issue);
    });
}

/** What the description of a batch endpoint says of its ids, e.g. `allOrNothing('a device')`. */
export const allOrNothing = (row: string) =>
  `All or nothing: an id that is not ${row} of the workspace fails the whole request with 404.`;

/** Body of every `.../deletes` call and of the batch actions: `{ ids }`. */
export function idsBody(what: SelectionWhat) {
  return z.strictObject({ ids: selectionOf(what) });
}

/** Body of a batch move: `{ ids, <target>: id }`; a null target takes the rows out of any. */
export function moveBody<const K extends string>(what: SelectionWhat, target: K) {
  const to = { [target]: entityId.nullable() } as { [P in K]: z.ZodNullable<typeof entityId> };
  return z.strictObject({ ids: selectionOf(what), ...to });
}

/** Answer of the batch actions and batch deletes: how many rows changed. */
export const batchResult = z.object({ count: z.number().int() });
export type BatchResult = z.infer<typeof batchResult>;

/** A list of at least one item: an empty one answers `message`. */
export function filledList<T extends z.ZodType>(
  item: T,
  max: number,
  message: MessageKey,
  tooMany?: MessageKey,
) {
  return z
    .array(item)
    .max(max, tooMany && { error: tooMany })
    .check((ctx) => {
      if (ctx.value.length === 0) ctx.issues.push({ code: 'custom', message, input: ctx.value });
    });
}

/**
 * What a name people read may carry: no control character (a name is one
 * line) and no invisible format character (Unicode Cf): bidi overrides,
 * isolates and marks (U+202A–U+202E, U+2066–U+2069, U+200E/U+200F, U+061C),
 * zero-width space and joiners (U+200B–U+200D), word joiner (U+2060), BOM
 * (U+FEFF), soft hyphen. So a name reads in the order it was typed, and two
 * names that look alike are alike (docs/decisions.md "Names people can trust").
 */
export const NAME_SAFE = /^[^\p{Cc}\p{Cf}]*$/u;

/** A name's text (of a group, a tag, a department, a person): trimmed, at most `max`, NAME_SAFE. */
export function nameText(max: number, type?: { error: MessageKey }) {
  return z.string(type).trim().max(max, { abort: true }).regex(NAME_SAFE, { error: 'validation.nameChars' });
}

/**
 * A name to give (of a group, a device, a task): trimmed, not empty, at most `max` characters, NAME_SAFE.
 * `error` answers a missing or empty name only: a too long one keeps zod's own issue.
 */
export function requiredName(
  max: number,
  error: 'validation.nameEmpty' | 'validation.tagEmpty' = 'validation.nameEmpty',
) {
  return z
    .string({ error: (issue) => (issue.code === 'invalid_type' ? error : undefined) })
    .trim()
    .min(1, { error })
    .max(max, { abort: true })
    .regex(NAME_SAFE, { error: 'validation.nameChars' });
}

/** A reference typed in (a link, an id) as `of` reads it; one it cannot read answers `message`. */
export function refField(of: (value: string) => string | null, message: MessageKey) {
  return z
    .string()
    .trim()
    .transform((v, ctx) => {
      const ref = of(v);
      if (!ref) ctx.addIssue({ code: 'custom', message, input: v });
      return ref ?? '';
    });
}

/**
 * Free text of one line: no control characters at all, tab and line breaks
 * included (a remark, a search). Every text is also held to FORBIDDEN_CONTROL
 * (common/input.ts); a name is held to NAME_SAFE (nameText).
 */
export function plainText(max: number) {
  return z
    .string()
    .trim()
    .max(max, { abort: true })
    .regex(/^\P{Cc}*$/u, { error: 'validation.controlChars' });
}

/** An ISO 8601 time in a filter or a body. */
export const isoTime = z.iso.datetime({ offset: true, error: 'validation.isoTime' });

/** A whole number filter bound, e.g. fansMin. */
export const countBound = z.number().int().min(0);

/** Filter fields `<name>From` and `<name>To`: a range of times, either end optional (see rangeInOrder). */
export function timeRange<const N extends string>(name: N) {
  const range = { [`${name}From`]: isoTime.optional(), [`${name}To`]: isoTime.optional() };
  return range as { [K in `${N}From` | `${N}To`]: z.ZodOptional<typeof isoTime> };
}

/** Filter fields `<name>Min` and `<name>Max`: a range of whole numbers, either end optional. */
export function countRange<const N extends string>(name: N) {
  const range = { [`${name}Min`]: countBound.optional(), [`${name}Max`]: countBound.optional() };
  return range as { [K in `${N}Min` | `${N}Max`]: z.ZodOptional<typeof countBound> };
}

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
