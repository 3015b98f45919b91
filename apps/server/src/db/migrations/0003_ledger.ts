import { DEFAULT_PRICES } from '@reelfleet/contract';
import { sql } from 'kysely';
import { columns, createIndex, createTable, dbKind, type MigrationDb, ownedBy, seedPrices } from '../kind.ts';

export async function up(db: MigrationDb): Promise<void> {
  await createTable(db, 'ledger_entries', ownedBy('user_id', 'users'), {
    kind: 'text',
    amount: 'bigint',
    held_delta: 'bigint',
  })
    .addColumn('balance_after', 'bigint', (c) => c.notNull().check(sql`balance_after >= 0`))
    .addColumn('held_after', 'bigint', (c) => c.notNull().check(sql`held_after >= 0`))
    .$call(
      columns({
        recharged_total: 'bigint',
        consumed_total: 'bigint',
        credit_count: 'bigint',
        charge_count: 'bigint',
        idem_key: 'text',
        item: 'text?',
        ref_type: 'text?',
        ref_id: 'bigint?',
        quantity: 'bigint?',
        unit_price: 'bigint?',
      }),
    )
    .addColumn('operator_id', 'bigint', (c) => c.references('users.id'))
    .$call(
      columns({
        channel: 'text?',
        payment_method: 'text?',
        status: 'text',
        voucher: 'text?',
        remark: ['text', ''],
        created_at: 'text',
      }),
    )
    .execute();
  await createIndex(db, 'ledger_entries_idem', 'ledger_entries', ['user_id', 'idem_key'], { unique: true });
  // A user's latest entry and the last one before a time: running totals and counts.
  await createIndex(db, 'ledger_entries_user_time', 'ledger_entries', ['user_id', 'created_at', 'id']);
  // The recharge and consumption lists, newest first: one user's entries of a kind, of a
  // consumption type, or everyone's (the admin). Each list reads its page from one index.
  await createIndex(db, 'ledger_entries_user_kind', 'ledger_entries', [
    'user_id',
    'kind',
    'created_at',
    'id',
  ]);
  await createIndex(db, 'ledger_entries_user_item', 'ledger_entries', [
    'user_id',
    'item',
    'kind',
    'created_at',
    'id',
  ]);
  await createIndex(db, 'ledger_entries_kind', 'ledger_entries', ['kind', 'created_at', 'id']);

  // Append-only, enforced by the database itself.
  if (dbKind(db) === 'postgres') {
    await sql`create function ledger_entries_append_only() returns trigger language plpgsql as $$
      begin raise exception 'ledger entries are append-only'; end $$`.execute(db);
    await sql`create trigger ledger_entries_append_only before update or delete on ledger_entries
      for each row execute function ledger_entries_append_only()`.execute(db);
  } else {
    for (const op of ['update', 'delete']) {
      await sql`create trigger ${sql.raw(`ledger_entries_no_${op}`)} before ${sql.raw(op)} on ledger_entries
        begin select raise(abort, 'ledger entries are append-only'); end`.execute(db);
    }
  }

  await db.schema
    .createTable('prices')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('points', 'integer', (c) => c.notNull().check(sql`points >= 0`))
    .addColumn('per', 'integer', (c) => c.notNull().check(sql`per >= 1`))
    .$call(columns({ unit: 'text', updated_at: 'text' }))
    .execute();
  // The names this migration introduced; later ones seed their own prices.
  await seedPrices(db, ['registration', 'fanCollection', 'deviceRental'], DEFAULT_PRICES);
}
