import {
  IMPLEMENTED_SUBTYPES,
  type ImplementedSubtype,
  type KIND_EXAMPLE_VALUES,
  TASK_KINDS,
} from '@reelfleet/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadKinds } from '../src/engine/kinds/index.ts';
import { TEST_DB } from './harness.ts';
import { videoMaterial } from './material-fixtures.ts';
import { suiteServer } from './suite.ts';
import {
  addProxies,
  boundWorkspace,
  quick,
  simCatalogue,
  usableVideos,
  type Workspace,
} from './tasks-fixtures.ts';

/** The `$…` values of the kinds' example bodies (KIND_EXAMPLE_VALUES) in a workspace of this test. */
type World = Record<keyof typeof KIND_EXAMPLE_VALUES, () => unknown | Promise<unknown>>;

/**
 * A kind's example body (its contract entry's `example`) with the world's values in place of
 * its `$…` names; a name the world does not know fails the test, naming it.
 */
async function exampleBody(subtype: ImplementedSubtype, w: World): Promise<Record<string, unknown>> {
  const fill = async (v: unknown): Promise<unknown> => {
    if (typeof v === 'string' && v.startsWith('$')) {
      const value = w[v as keyof World];
      if (!value) throw new Error(`${subtype}: example value ${v} is not one of KIND_EXAMPLE_VALUES`);
      return value();
    }
    if (Array.isArray(v)) return Promise.all(v.map(fill));
    if (v && typeof v === 'object')
      return Object.fromEntries(
        await Promise.all(Object.entries(v).map(async ([k, x]) => [k, await fill(x)])),
      );
    return v;
  };
  return (await fill(TASK_KINDS[subtype].example)) as Record<string, unknown>;
}

describe(`every task kind of the contract, on the server (${TEST_DB})`, () => {
  const server = suiteServer({ SIM_TIME_SCALE: '2000' });
  let videos: string[];
  let users: string[];
  beforeAll(() => {
    const c = simCatalogue(server);
    videos = usableVideos(server, 2);
    users = [];
    for (let j = 100; users.length < 2; j++) if (!c.userAt(j).secret) users.push(c.userAt(j).uniqueId);
  });

  /** A workspace with two accounts logged in on two devices, and its example values. */
  async function world(name: string): Promise<{ ws: Workspace; values: World }> {
    const ws = await boundWorkspace(server, name, { points: 100_000, devices: 2, accounts: 2 });
    const values: World = {
      $tagId: () => ws.tagId,
      $tagIds: () => [ws.tagId],
      $loggedOutTagIds: async () => {
        await server.ctx.db
          .updateTable('accounts')
          .set({ status: 'pending', device_id: null })
          .where('workspace_id', '=', ws.ownerId)
          .execute();
        return [ws.tagId];
      },
      $groupId: () => ws.groupId,
      $accountIds: () => ws.accountIds,
      $deviceIds: () => ws.deviceIds,
      $proxyIds: () => addProxies(server, ws, ['10.0.0.1']),
      $videos: () => videos,
      $users: () => users,
      $user: () => users[0],
      $materialIds: async () => [await videoMaterial(server, ws.headers, ws.api, 'Sunset')],
    };
    return { ws, values };
  }

  it('each has its engine file, and the engine runs no kind the contract does not declare', async () => {
    expect([...(await loadKinds()).keys()].sort()).toEqual([...IMPLEMENTED_SUBTYPES].sort());
  });

  it.each(IMPLEMENTED_SUBTYPES)('%s: each of its prices is in the price table', async (subtype) => {
    const names = (await server.ctx.db.selectFrom('prices').select('name').execute()).map((r) => r.name);
    for (const price of TASK_KINDS[subtype].prices)
      expect(names, `price ${price} of ${subtype}`).toContain(price);
  });

  it.each(IMPLEMENTED_SUBTYPES)('%s: its quote and its creation work', async (subtype) => {
    const { ws, values } = await world(`conf_${subtype}`);
    const body = { ...(await exampleBody(subtype, values)), ...quick };
    const quote = await ws.api.post('/task/info/quote', { subtype, body });
    expect(quote.status).toBe(200);
    expect(quote.body.data.problems, `quote of ${subtype}`).toEqual([]);
    expect(quote.body.data.ok).toBe(true);
    const created = await ws.api.post(TASK_KINDS[subtype].path, {
      name: `conformance ${subtype}`,
      ...body,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data.logId).toMatch(/^\d+$/);
  });

  it.each(IMPLEMENTED_SUBTYPES)(
    '%s: an empty creation body is a 400 naming a field, not a 500',
    async (subtype) => {
      const { ws } = await world(`empty_${subtype}`);
      const created = await ws.api.post(TASK_KINDS[subtype].path, {});
      expect(created.status).toBe(400);
      expect(created.body.data.errors.length).toBeGreaterThan(0);
    },
  );
});
