import type pg from 'pg';

/**
 * Distinct statement texts one pool names. The engine sends a few dozen; a text with a list of
 * placeholders whose length varies (`in ($1, $2, …)`) makes a new one per length, so the count is
 * bounded: past it, a text goes unnamed, as every statement did before (each backend keeps a
 * named statement, its parse tree and plans, until its connection closes).
 */
export const MAX_NAMED_STATEMENTS = 128;

/** PostgreSQL's error for a named statement whose result columns changed (a migration since). */
const RESULT_TYPE_CHANGED = '0A000';

/**
 * The pool for a Kysely whose statements are named (server-side prepared): each connection parses
 * a text once and binds it afterwards, and after five runs PostgreSQL may plan it once (a generic
 * plan) instead of on every run. The same connections as `pool`; only the way statements are sent
 * differs. For the engine's statements, which run thousands of times with the same text and
 * parameters that are id arrays (docs/decisions.md, "The engine's statements are prepared").
 */
export function namingPool(pool: pg.Pool): pg.Pool {
  const names = new Map<string, string>();
  let made = 0;
  const nameOf = (text: string): string | undefined => {
    const known = names.get(text);
    if (known || names.size >= MAX_NAMED_STATEMENTS) return known;
    const name = `rf_${++made}`;
    names.set(text, name);
    return name;
  };
  const wrap = (client: pg.PoolClient): pg.PoolClient =>
    new Proxy(client, {
      get(target, key) {
        if (key !== 'query') {
          const value = Reflect.get(target, key, target);
          return typeof value === 'function' ? value.bind(target) : value;
        }
        return async (text: unknown, values?: unknown[]) => {
          const name = typeof text === 'string' && values?.length ? nameOf(text) : undefined;
          if (!name) return target.query(text as string, values);
          try {
            return await target.query({ name, text: text as string, values });
          } catch (error) {
            // The statement fails once, as it would on any schema change mid-query; the next run
            // prepares the text again under a new name.
            if ((error as { code?: string }).code === RESULT_TYPE_CHANGED) names.delete(text as string);
            throw error;
          }
        };
      },
    });
  return new Proxy(pool, {
    get(target, key) {
      if (key === 'connect') return async () => wrap(await target.connect());
      // The pool is the main Kysely's to close.
      if (key === 'end') return async () => {};
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
