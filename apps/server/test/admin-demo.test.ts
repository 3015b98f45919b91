import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/lib/password.ts';
import { DEMO_AGENT, DEMO_USER, seedDemo } from '../src/modules/admin/demo.ts';
import { createSession } from '../src/modules/auth/session.ts';
import { ledgerTotals } from '../src/modules/finance/ledger.ts';
import { bearer } from './auth-helpers.ts';
import { startTestServer, TEST_DB } from './harness.ts';
import { suiteServer } from './suite.ts';

describe(`first-start demo workspace (${TEST_DB})`, () => {
  const server = suiteServer({ SEED_DEMO: '1' });

  const demoRows = () =>
    server.ctx.db
      .selectFrom('users')
      .selectAll()
      .where('username', 'in', [DEMO_AGENT.username, DEMO_USER.username])
      .orderBy('id')
      .execute();
  /** The demo agent and the demo user (created in this order). */
  const demoPair = async () => {
    const [agent, user, ...more] = await demoRows();
    if (!agent || !user || more.length > 0) throw new Error('expected exactly the demo agent and user');
    return [agent, user] as const;
  };

  if (TEST_DB === 'postgres') {
    it('is not seeded into a PostgreSQL database', async () => {
      expect(server.demoLogins).toBeNull();
      expect(await demoRows()).toEqual([]);
    });
    return;
  }

  it('creates an agent with a code and a user registered with it, with real ledger entries', async () => {
    const [agent, user] = await demoPair();
    expect(server.demoLogins).toEqual({
      agent: { username: DEMO_AGENT.username, password: DEMO_AGENT.password, inviteCode: agent.invite_code },
      user: { username: DEMO_USER.username, password: DEMO_USER.password },
    });
    expect(agent).toMatchObject({
      level: 1,
      user_type: 'owner',
      balance: DEMO_AGENT.points - DEMO_USER.points,
    });
    expect(agent.invite_code).toMatch(/^[A-Z0-9]{8}$/);
    expect(user).toMatchObject({
      agent_id: agent.id,
      level: 0,
      user_type: 'owner',
      balance: DEMO_USER.points,
    });
    expect(await verifyPassword(agent.password_hash, DEMO_AGENT.password)).toBe(true);
    expect(await verifyPassword(user.password_hash, DEMO_USER.password)).toBe(true);
    for (const row of [agent, user]) {
      const t = await ledgerTotals(server.ctx.db, row.id);
      expect(t.balance).toBe(t.sumAmount);
    }
    const kinds = await server.ctx.db
      .selectFrom('ledger_entries')
      .select(['user_id', 'kind', 'amount', 'channel'])
      .where('user_id', 'in', [agent.id, user.id])
      .orderBy('id')
      .execute();
    expect(kinds).toEqual([
      { user_id: agent.id, kind: 'recharge', amount: DEMO_AGENT.points, channel: 'admin' },
      { user_id: agent.id, kind: 'charge', amount: -DEMO_USER.points, channel: null },
      { user_id: user.id, kind: 'recharge', amount: DEMO_USER.points, channel: 'agent' },
    ]);
  });

  it('shows the demo user in the agent back end', async () => {
    const [agent, user] = await demoPair();
    const token = await createSession(server.ctx.db, agent.id);
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/agent/user/queryList',
      headers: bearer(token),
      payload: {},
    });
    expect(res.json().data.list.map((u: { id: number }) => u.id)).toEqual([user.id]);
  });

  it('is not created twice', async () => {
    const entries = await server.ctx.db.selectFrom('ledger_entries').select('id').execute();
    expect(await seedDemo(server.ctx.db)).toBeNull();
    expect(await server.ctx.db.selectFrom('ledger_entries').select('id').execute()).toHaveLength(
      entries.length,
    );
    expect(await demoRows()).toHaveLength(2);
  });
});

describe(`SEED_DEMO=0 (${TEST_DB})`, () => {
  it('starts without the demo', async () => {
    const server = await startTestServer({ SEED_DEMO: '0' });
    try {
      expect(server.demoLogins).toBeNull();
      const rows = await server.ctx.db.selectFrom('users').select('username').execute();
      expect(rows.map((r) => r.username)).toEqual(['admin']);
    } finally {
      await server.close();
    }
  });
});
