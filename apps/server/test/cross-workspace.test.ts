import { describe, expect, it } from 'vitest';
import { targetOfField } from '../src/http/ownership.ts';
import { createSession } from '../src/modules/auth/session.ts';
import { TEST_DB, type TestServer } from './harness.ts';
import { idFields, operations, sample } from './openapi-ops.ts';
import { beforeAllValue, suiteServer } from './suite.ts';
import { type Ids, populate } from './sweep-fixtures.ts';
import { workspace } from './tasks-fixtures.ts';

/**
 * The cross-workspace sweep (issue 9): two workspaces with data of every
 * kind; every operation of the OpenAPI document that takes an id is called
 * as the second workspace with one id of the first (the others its own),
 * once per id field. Each must answer 404 (400 or 403 where the schema or
 * the role guard speaks first) and change nothing. The operations come from
 * the document, so a new endpoint is swept without editing this file; an id
 * field the ownership hook cannot place fails here.
 */

/** The id of a table for a route: tags by the kind the route's area uses. */
function idFor(ids: Ids, table: string, column: string, routeUrl: string, name: string): number | string {
  if (table === 'users' && name === 'userId') return ids['users.id']!;
  if (table !== 'tags') return ids[`${table}.${column}`]!;
  const kind = /fanLabel|\/resource\/fans/.test(`${name} ${routeUrl}`)
    ? 'fans'
    : name !== 'accountLabelId' && /\/resource\/account/.test(routeUrl)
      ? 'accountResource'
      : /accountLabel|\/account\//.test(`${name} ${routeUrl}`)
        ? 'account'
        : /proxy/.test(routeUrl)
          ? 'proxy'
          : /groupTag|device\/group/.test(routeUrl)
            ? 'group'
            : /device/.test(routeUrl)
              ? 'device'
              : 'account';
  return ids[`tags.id:${kind}`]!;
}

const SNAPSHOT_TABLES = [
  'users',
  'tags',
  'device_groups',
  'devices',
  'proxies',
  'accounts',
  'resource_fans',
  'resource_accounts',
  'tasks',
  'task_items',
  'task_jobs',
  'notifications',
  'ledger_entries',
  'departments',
] as const;

async function snapshot(server: TestServer): Promise<string> {
  const parts: unknown[] = [];
  for (const table of SNAPSHOT_TABLES) {
    parts.push(await server.ctx.db.selectFrom(table).selectAll().orderBy('id').execute());
  }
  return JSON.stringify(parts);
}

describe(`cross-workspace sweep over the OpenAPI document (${TEST_DB})`, () => {
  const server = suiteServer();
  /** Two populated workspaces' row ids, and a session of workspace b's owner, who sends the requests. */
  const sweep = beforeAllValue(async () => {
    const a = await workspace(server, { name: 'sweep_a', points: 100_000, devices: 2, accounts: 2 });
    const b = await workspace(server, { name: 'sweep_b', points: 100_000, devices: 2, accounts: 2 });
    return {
      aIds: await populate(server, a, 'sweep_a'),
      bIds: await populate(server, b, 'sweep_b'),
      token: await createSession(server.ctx.db, b.ownerId),
    };
  });

  it('answers every operation that takes an id of another workspace with 404 and changes nothing', async () => {
    const ops = await operations(server);
    const before = await snapshot(server);
    const unplaced: string[] = [];
    const wrong: string[] = [];
    const statuses: Record<number, number> = {};
    let swept = 0;
    let requests = 0;
    for (const op of ops) {
      const fields = idFields(op).flatMap((f) => {
        const target = targetOfField(f.name, op.routeUrl, 0);
        if (target === undefined) unplaced.push(`${op.method} ${op.path} ${f.where}.${f.name}`);
        return target ? [{ ...f, target }] : [];
      });
      if (fields.length === 0) continue;
      swept++;
      for (const foreign of fields) {
        const value = (f: (typeof fields)[number]) => {
          const own = f === foreign ? sweep.aIds : sweep.bIds;
          const id = idFor(own, f.target.table, f.target.column, op.routeUrl, f.name);
          return f.array
            ? f === foreign
              ? [idFor(sweep.bIds, f.target.table, f.target.column, op.routeUrl, f.name), id]
              : [id]
            : id;
        };
        let url = op.path;
        const query = new URLSearchParams();
        const body = (op.body ? sample(op.body) : undefined) as Record<string, unknown> | undefined;
        for (const f of fields) {
          if (f.where === 'path') url = url.replace(`{${f.name}}`, String(value(f)));
          else if (f.where === 'query') query.set(f.name, String(value(f)));
          else if (body && typeof body === 'object') body[f.name] = value(f);
        }
        url = url.replace(/\{(\w+)\}/g, '1');
        const res = await server.app.inject({
          method: op.method,
          url: `${url}${query.size ? `?${query}` : ''}`,
          headers: { authorization: `Bearer ${sweep.token}` },
          ...(body !== undefined ? { payload: body } : {}),
        });
        requests++;
        statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
        if (![400, 403, 404].includes(res.statusCode)) {
          wrong.push(
            `${op.method} ${op.path} with foreign ${foreign.where}.${foreign.name}: ${res.statusCode} ${res.body.slice(0, 160)}`,
          );
        }
      }
    }
    const after = await snapshot(server);
    console.info(
      `cross-workspace sweep (${TEST_DB}): ${ops.length} operations in the document, ${swept} take an id, ${requests} requests, statuses ${JSON.stringify(statuses)}, failures ${wrong.length + unplaced.length}`,
    );
    expect(unplaced, 'id fields the ownership hook cannot place').toEqual([]);
    expect(wrong).toEqual([]);
    expect(after === before, 'a request with a foreign id changed the database').toBe(true);
    expect(swept).toBeGreaterThan(40);
    // The hook answers before the schema, so the foreign id itself is what is refused. Routes of
    // another role (admin, agent) answer 403 before any id is looked at: they are not counted.
    expect(statuses[404]).toBeGreaterThan((requests - (statuses[403] ?? 0)) * 0.9);
  });
});
