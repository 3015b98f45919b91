import { Role } from '@reelfleet/contract';
import type { Db } from '../../db/index.ts';
import { transfer } from '../finance/ledger.ts';
import { createUser } from '../user/service.ts';
import { ADMIN_USERNAME } from './bootstrap.ts';
import { addOwner, rechargeOwner } from './users.ts';

/**
 * The demo workspace of a first start on the embedded database: fixed,
 * documented logins for trying the console locally (README "Run it").
 */
export const DEMO_AGENT = { username: 'demo-agent', password: 'DemoAgent123', points: 10_000 } as const;
export const DEMO_USER = { username: 'demo-user', password: 'DemoUser123', points: 2_000 } as const;

export interface DemoLogins {
  agent: { username: string; password: string; inviteCode: string };
  user: { username: string; password: string };
}

/**
 * Creates what is missing of the demo: the agent (with an invitation code),
 * the admin's recharge of the agent, the user registered with the agent, and
 * the agent's recharge of the user. Every point moves through the ledger
 * with fixed idempotency keys, so a start interrupted half-way completes
 * on the next one without doubling anything. Null when it was all there.
 */
export async function seedDemo(db: Db): Promise<DemoLogins | null> {
  const present = await db
    .selectFrom('users')
    .select(['id', 'username', 'invite_code'])
    .where('username', 'in', [DEMO_AGENT.username, DEMO_USER.username])
    .execute();
  const find = (name: string) => present.find((u) => u.username === name);
  if (find(DEMO_AGENT.username) && find(DEMO_USER.username)) return null;

  const admin = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', ADMIN_USERNAME)
    .executeTakeFirstOrThrow();
  let agent = find(DEMO_AGENT.username);
  if (!agent) {
    const created = await addOwner(db, {
      username: DEMO_AGENT.username,
      password: DEMO_AGENT.password,
      email: 'demo-agent@example.com',
      level: 1,
    });
    agent = { id: created.id, username: created.username, invite_code: created.inviteCode };
  }
  await rechargeOwner(db, admin.id, {
    userId: agent.id,
    amount: DEMO_AGENT.points,
    idemKey: 'demo-seed',
    remark: 'Demo workspace',
  });
  // As if registered with the agent's invitation code.
  const user =
    find(DEMO_USER.username) ??
    (await createUser(db, {
      username: DEMO_USER.username,
      password: DEMO_USER.password,
      email: 'demo-user@example.com',
      roles: [Role.user],
      userType: 'owner',
      agentId: agent.id,
    }));
  await transfer(db, {
    fromUserId: agent.id,
    toUserId: user.id,
    points: DEMO_USER.points,
    idemKey: 'demo-seed',
    remark: 'Demo workspace',
  });
  return {
    agent: {
      username: DEMO_AGENT.username,
      password: DEMO_AGENT.password,
      inviteCode: agent.invite_code ?? '',
    },
    user: { username: DEMO_USER.username, password: DEMO_USER.password },
  };
}
