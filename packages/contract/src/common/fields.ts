import { z } from 'zod';

// Field sets that many listed rows share, spread into their item schemas.

/** A listed row's tag: its id and name (a system label's name translated), both null when it has none. */
export const rowLabel = { labelId: z.number().int().nullable(), labelName: z.string().nullable() };

/** A listed row's id and name. */
export const rowName = { id: z.number().int(), name: z.string() };

/** When a listed row was made and last changed (ISO 8601). */
export const rowTimes = { createTime: z.string(), updateTime: z.string() };

/** One field per name, each of the schema `make` builds, in the order named. */
export function fieldsNamed<const K extends string, T extends z.ZodType>(names: readonly K[], make: () => T) {
  return Object.fromEntries(names.map((name) => [name, make()])) as { [P in K]: T };
}

/** Whole-number fields of a row (ids, counters, points), in the order named. */
export function counts<const K extends string>(...names: K[]) {
  return fieldsNamed(names, () => z.number().int());
}
