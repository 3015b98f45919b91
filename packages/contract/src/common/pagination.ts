import { z } from 'zod';

export const PAGE_SIZES = [10, 20, 50, 100, 200] as const;
export const DEFAULT_PAGE_SIZE = 20;
export const PAGER_BUTTONS = 5;
export const PAGINATION_LAYOUT = 'total, sizes, prev, pager, next, jumper';

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

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int(),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
  });
}

export interface Page<T> {
  list: T[];
  total: number;
  pageNo: number;
  pageSize: number;
}
