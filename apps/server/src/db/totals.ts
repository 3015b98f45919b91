import { sql } from 'kysely';
import { dbKind, type MigrationDb } from './kind.ts';

/**
 * `table`: one `figure` per workspace over its accounts, how many there are
 * (`summed` null) or the sum of the column `summed`, kept by triggers on
 * every insert and delete of accounts (whoever writes them); 0 to start.
 */
export async function accountTotals(
  db: MigrationDb,
  table: string,
  figure: string,
  summed: string | null,
): Promise<void> {
  await db.schema
    .createTable(table)
    .addColumn('workspace_id', 'bigint', (c) => c.primaryKey())
    .addColumn(figure, 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  const [t, f] = [sql.raw(table), sql.raw(figure)];
  const total = sql.raw(summed === null ? 'count(*)' : `sum(${summed})`);
  const row = (which: 'new' | 'old') => sql.raw(summed === null ? '1' : `${which}.${summed}`);
  if (dbKind(db) === 'postgres') {
    await sql`create function ${t}_added() returns trigger language plpgsql as $$
      begin
        insert into ${t} (workspace_id, ${f})
          select workspace_id, ${total} from added group by workspace_id
          on conflict (workspace_id) do update set ${f} = ${t}.${f} + excluded.${f};
        return null;
      end $$`.execute(db);
    await sql`create function ${t}_removed() returns trigger language plpgsql as $$
      begin
        update ${t} t set ${f} = t.${f} - r.n
          from (select workspace_id, ${total} as n from removed group by workspace_id) r
          where t.workspace_id = r.workspace_id;
        return null;
      end $$`.execute(db);
    await statementTriggers(db, table, 'accounts');
    return;
  }
  await sql`create trigger ${t}_added after insert on accounts begin
      insert into ${t} (workspace_id, ${f}) values (new.workspace_id, ${row('new')})
        on conflict (workspace_id) do update set ${f} = ${f} + ${row('new')};
    end`.execute(db);
  await sql`create trigger ${t}_removed after delete on accounts begin
      update ${t} set ${f} = ${f} - ${row('old')} where workspace_id = old.workspace_id;
    end`.execute(db);
}

/**
 * PostgreSQL: after every insert statement on `table` runs the function
 * `<name>_added` (the new rows as `added`), after every delete `<name>_removed`
 * (the old rows as `removed`); one call per statement however many rows it writes.
 */
export async function statementTriggers(db: MigrationDb, name: string, table: string): Promise<void> {
  await sql`create trigger ${sql.raw(name)}_added after insert on ${sql.raw(table)}
      referencing new table as added for each statement execute function ${sql.raw(name)}_added()`.execute(
    db,
  );
  await sql`create trigger ${sql.raw(name)}_removed after delete on ${sql.raw(table)}
      referencing old table as removed for each statement execute function ${sql.raw(name)}_removed()`.execute(
    db,
  );
}
