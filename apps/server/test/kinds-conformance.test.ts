import { IMPLEMENTED_SUBTYPES, type ImplementedSubtype, TASK_KINDS } from '@reelfleet/contract';
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

/** What an example body may use: a workspace with two accounts logged in on two devices, and the simulated platform. */
interface World {
  ws: Workspace;
  videos: string[];
  users: string[];
  proxyIds: number[];
  material: () => Promise<number>;
  /** Logs the workspace's accounts out (a kind that logs them in). */
  logOut: () => Promise<void>;
}

/**
 * A body each kind accepts, quoted and created below. Typed by the contract's kinds: a kind the
 * contract adds without one here is a type error (docs/recipes.md "Add a task kind").
 */
const EXAMPLES: Record<ImplementedSubtype, (w: World) => object | Promise<object>> = {
  signup: (w) => ({
    region: 'US',
    labelId: w.ws.tagId,
    count: 1,
    deviceIds: w.ws.deviceIds,
    proxyIds: w.proxyIds,
  }),
  business_account: (w) => ({ accountIds: w.ws.accountIds, target: 'enterprise', category: 'food' }),
  batch_modify_profile: (w) => ({ accountIds: w.ws.accountIds, changes: { signature: 'Hello there' } }),
  maintenance: (w) => ({ accountIds: w.ws.accountIds, keywords: ['travel'], viewCount: 1, likeCount: 1 }),
  batch_login: async (w) => {
    await w.logOut();
    return { groupId: w.ws.groupId, accountLabelIds: [w.ws.tagId] };
  },
  comment_fans: (w) => ({ type: 'blogger', values: [w.users[0]], targetCount: 10 }),
  save: (w) => ({ accountLabelIds: [w.ws.tagId], values: w.videos }),
  view: (w) => ({ accountLabelIds: [w.ws.tagId], values: w.videos, viewCount: 1, watchMin: 5, watchMax: 10 }),
  follow: (w) => ({ accountLabelIds: [w.ws.tagId], values: w.users }),
  message: (w) => ({ accountLabelIds: [w.ws.tagId], values: w.users, texts: ['hello'] }),
  comments: (w) => ({ accountLabelIds: [w.ws.tagId], values: w.videos, texts: ['so good'], commentCount: 1 }),
  post: async (w) => ({ accountLabelIds: [w.ws.tagId], materialIds: [await w.material()], title: 'Sunset' }),
  like: (w) => ({ accountLabelIds: [w.ws.tagId], values: w.videos }),
};

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

  async function world(name: string): Promise<World> {
    const ws = await boundWorkspace(server, name, { points: 100_000, devices: 2, accounts: 2 });
    const proxyIds = await addProxies(server, ws, ['10.0.0.1']);
    const material = () => videoMaterial(server, ws.headers, ws.api, 'Sunset');
    const logOut = async () => {
      await server.ctx.db
        .updateTable('accounts')
        .set({ status: 'pending', device_id: null })
        .where('workspace_id', '=', ws.ownerId)
        .execute();
    };
    return { ws, videos, users, proxyIds, material, logOut };
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
    const w = await world(`conf_${subtype}`);
    const body = { ...(await EXAMPLES[subtype](w)), ...quick };
    const quote = await w.ws.api.post('/task/info/quote', { subtype, body });
    expect(quote.status).toBe(200);
    expect(quote.body.data.problems, `quote of ${subtype}`).toEqual([]);
    expect(quote.body.data.ok).toBe(true);
    const created = await w.ws.api.post(TASK_KINDS[subtype].path, {
      name: `conformance ${subtype}`,
      ...body,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data.logId).toMatch(/^\d+$/);
  });

  it.each(IMPLEMENTED_SUBTYPES)(
    '%s: an empty creation body is a 400 naming a field, not a 500',
    async (subtype) => {
      const w = await world(`empty_${subtype}`);
      const created = await w.ws.api.post(TASK_KINDS[subtype].path, {});
      expect(created.status).toBe(400);
      expect(created.body.data.errors.length).toBeGreaterThan(0);
    },
  );
});
