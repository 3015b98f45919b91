import { PRICE_NAMES, type PriceItem, type PriceName } from '@reelfleet/contract';
import { AppError } from '../../core/errors.ts';
import type { Db } from '../../db/index.ts';
import type { PriceRow } from '../../db/tables/ledger.ts';

/** The price table, in the contract's order of names. */
export async function listPrices(db: Db): Promise<PriceItem[]> {
  const rows = await db.selectFrom('prices').selectAll().execute();
  const byName = new Map(rows.map((r) => [r.name, r]));
  return PRICE_NAMES.flatMap((name) => {
    const row = byName.get(name);
    return row ? [toPriceItem(row)] : [];
  });
}

/** One price; the migration seeds every name, so a missing row is a broken database. */
export async function getPrice(db: Db, name: PriceName): Promise<PriceItem> {
  const row = await db.selectFrom('prices').selectAll().where('name', '=', name).executeTakeFirst();
  if (!row) throw new AppError(500, 'finance.priceError', { params: { name } });
  return toPriceItem(row);
}

function toPriceItem(row: PriceRow): PriceItem {
  return { name: row.name, points: row.points, per: row.per, unit: row.unit, updateTime: row.updated_at };
}
