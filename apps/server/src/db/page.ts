import type { Page, PageQuery } from '@reelfleet/contract';
import { type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';

/**
 * One page of a filtered query and the size of the whole list: `rows` adds the
 * columns and the order to the filter, the count runs on the bare filter.
 */
export async function fetchPage<DB, TB extends keyof DB, O, T = O>(
  filtered: SelectQueryBuilder<DB, TB, object>,
  page: PageQuery,
  rows: (q: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, O>,
  map: (row: O) => T = (row) => row as unknown as T,
): Promise<Page<T>> {
  const [list, total] = await Promise.all([
    rows(filtered)
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    list: list.map(map),
    total: Number((total as { n: number | string }).n),
    pageNo: page.pageNo,
    pageSize: page.pageSize,
  };
}

/**
 * `column` contains `text`, case-insensitively on both databases; `%`, `_`
 * and `\` typed by a user match themselves.
 */
export function contains(column: string, text: string): RawBuilder<boolean> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}
