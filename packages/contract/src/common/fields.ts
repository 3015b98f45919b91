import { z } from 'zod';

// Field sets that many listed rows share, spread into their item schemas.

/** A listed row's tag: its id and name (a system label's name translated), both null when it has none. */
export const rowLabel = { labelId: z.number().int().nullable(), labelName: z.string().nullable() };

/** When a listed row was made and last changed (ISO 8601). */
export const rowTimes = { createTime: z.string(), updateTime: z.string() };
