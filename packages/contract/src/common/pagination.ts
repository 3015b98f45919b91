import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from './constants.ts';

/** Query string of every `queryList` call. */
export const pageQuery = z.object({
  pageNo: z.coerce.number().int().min(1, { error: 'validation.pageNo' }).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), { error: 'validation.pageSize' })
    .default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuery>;

const anchorNumber = z.coerce.number().int().min(1, { error: 'validation.pageAnchor' }).optional();
/**
 * Query string of a list that also pages by key (the account list): the
 * page/size of `pageQuery`, and optionally the page the console already shows
 * (`anchorPage`) with the ids of its first and last rows. A page near the
 * anchor is then read from that id onwards (a keyset), not by skipping every
 * row before it; without an anchor, or far from it, it is an offset as before.
 */
export const keysetPageQuery = pageQuery.extend({
  anchorPage: anchorNumber,
  anchorFirst: anchorNumber,
  anchorLast: anchorNumber,
});
export type KeysetPageQuery = z.infer<typeof keysetPageQuery>;

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int(),
    /** True when `total` is TOTAL_CAP and more rows match (the count stopped there). */
    totalCapped: z.boolean().optional(),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
  });
}

export interface Page<T> {
  list: T[];
  total: number;
  /** True when `total` is TOTAL_CAP and more rows match. */
  totalCapped?: boolean;
  pageNo: number;
  pageSize: number;
}
