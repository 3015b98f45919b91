import { type KeysetPageQuery, type Page, type PageQuery, TOTAL_CAP } from '@reelfleet/contract';
import { type QueryExecutorProvider, type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';

/**
 * One page of a filtered list and the size of the whole list: the one helper every paged list
 * uses (docs/recipes.md "Add a list screen"). `rows` adds the columns and the order to the
 * filter; the count runs on the bare filter and stops at TOTAL_CAP (`totalCapped`, cappedTotal),
 * so a list of a million rows costs the same as one of ten thousand. `count: 'exact'` counts every
 * row: only for a list the console must page to its very end by number (a task's log).
 */
export async function fetchPage<DB, TB extends keyof DB, O, T = O>(
  db: QueryExecutorProvider,
  filtered: SelectQueryBuilder<DB, TB, object>,
  page: PageQuery,
  rows: (q: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, O>,
  map: (row: O) => T = (row) => row as unknown as T,
  count: 'capped' | 'exact' = 'capped',
): Promise<Page<T>> {
  const [list, total] = await Promise.all([
    rows(filtered)
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize)
      .execute(),
    count === 'exact' ? exactTotal(filtered) : cappedTotal(db, filtered),
  ]);
  return { list: list.map(map), ...total, pageNo: page.pageNo, pageSize: page.pageSize };
}

async function exactTotal<DB, TB extends keyof DB>(
  filtered: SelectQueryBuilder<DB, TB, object>,
): Promise<Pick<Page<unknown>, 'total'>> {
  const row = await filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return { total: Number((row as { n: number | string }).n) };
}

/**
 * The number of rows of a filter, counted no further than TOTAL_CAP + 1 (an
 * index walk of at most that many entries, however many rows match): past
 * the cap the total is TOTAL_CAP with `totalCapped`.
 */
export async function cappedTotal<DB, TB extends keyof DB>(
  db: QueryExecutorProvider,
  filtered: SelectQueryBuilder<DB, TB, object>,
): Promise<Pick<Page<unknown>, 'total' | 'totalCapped'>> {
  const head = filtered.select(sql<number>`1`.as('one')).limit(TOTAL_CAP + 1);
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from (${head}) as capped`.execute(
    db,
  );
  const n = Number(rows[0]?.n ?? 0);
  return n > TOTAL_CAP ? { total: TOTAL_CAP, totalCapped: true } : { total: n };
}

/** A filter's ISO time as the stored times are written (UTC, `Z`), so they compare as text on both databases. */
export const storedTime = (time: string): string => new Date(time).toISOString();

/**
 * `column` contains `text`, case-insensitively on both databases; `%`, `_`
 * and `\` typed by a user match themselves.
 */
export function contains(column: string, text: string): RawBuilder<boolean> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}

/** A list's filter on a reference that may be empty (a label, a group): null, the rows without one; else the rows with that one. */
export function refersTo(column: string, id: number | null): RawBuilder<boolean> {
  return id === null ? sql<boolean>`${sql.ref(column)} is null` : sql<boolean>`${sql.ref(column)} = ${id}`;
}

/** How to read one page of a newest-first (id descending) list; see `pageSlice`. */
export interface PageSlice {
  /** Only ids on this side of the anchor's (none: from the top of the list). */
  bound?: { op: '<' | '<=' | '>'; id: number };
  order: 'asc' | 'desc';
  offset: number;
  /** Read in ascending order: the rows come back reversed. */
  reverse: boolean;
}

/**
 * Page `pageNo` of a list ordered by id descending, read from the nearest
 * place the console already knows: after the last id of an earlier anchor
 * page (next pages), before the first id of a later one (previous pages,
 * read ascending then reversed), from the anchor's first id (the same page
 * again), or else by skipping rows from the top (page 1, a jump, no anchor).
 * Whichever skips fewer index entries wins, so the next page of page 25,000
 * reads 20 entries instead of 500,000. The anchor must be a page of the same
 * size and filter (the console sends it only then).
 */
export function pageSlice(page: KeysetPageQuery): PageSlice {
  const fromTop: PageSlice = { order: 'desc', offset: (page.pageNo - 1) * page.pageSize, reverse: false };
  const { anchorPage, anchorFirst, anchorLast } = page;
  if (anchorPage === undefined || page.pageNo === 1) return fromTop;
  const ahead = page.pageNo - anchorPage;
  const slice: PageSlice | null =
    ahead > 0 && anchorLast !== undefined
      ? {
          bound: { op: '<', id: anchorLast },
          order: 'desc',
          offset: (ahead - 1) * page.pageSize,
          reverse: false,
        }
      : ahead === 0 && anchorFirst !== undefined
        ? { bound: { op: '<=', id: anchorFirst }, order: 'desc', offset: 0, reverse: false }
        : ahead < 0 && anchorFirst !== undefined
          ? {
              bound: { op: '>', id: anchorFirst },
              order: 'asc',
              offset: (-ahead - 1) * page.pageSize,
              reverse: true,
            }
          : null;
  return slice && slice.offset < fromTop.offset ? slice : fromTop;
}
