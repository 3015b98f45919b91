import {
  type AgentInvite,
  type AgentRechargeBody,
  type AgentRechargeResult,
  type AgentUserItem,
  type AgentUserQueryBody,
  agentUserItem,
  type Page,
  type PageQuery,
} from '@reelfleet/contract';
import { forbidden, notFound } from '../../core/errors.ts';
import type { Db } from '../../db/index.ts';
import { contains, fetchPage } from '../../db/page.ts';
import { pickFields } from '../../lib/pick.ts';
import type { AuthContext } from '../auth/session.ts';
import { rechargeReceipt, transfer } from '../finance/ledger.ts';
import { notifyRecharge } from '../finance/notices.ts';
import { toUserInfo } from '../user/service.ts';
import { newInviteCode } from './invite-code.ts';

/** Agents are owners with level > 0 (docs/architecture.md "Tenancy and roles"). */
export function assertAgent(auth: AuthContext): void {
  if (auth.userType !== 'owner' || auth.level <= 0) throw forbidden();
}

export async function agentInvite(db: Db, auth: AuthContext): Promise<AgentInvite> {
  const me = await db
    .selectFrom('users')
    .select(['invite_code', 'level', 'level_name', 'contact', 'balance'])
    .where('id', '=', auth.userId)
    .executeTakeFirstOrThrow();
  let inviteCode = me.invite_code;
  if (!inviteCode) {
    // Every agent has a code; one made agent before codes existed gets it now.
    inviteCode = await newInviteCode(db);
    await db
      .updateTable('users')
      .set({ invite_code: inviteCode })
      .where('id', '=', auth.userId)
      .where('invite_code', 'is', null)
      .execute();
  }
  const invited = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('agent_id', '=', auth.userId)
    .executeTakeFirstOrThrow();
  return {
    inviteCode,
    level: me.level,
    levelName: me.level_name,
    invitedUsers: Number(invited.n),
    contact: me.contact,
    balance: me.balance,
  };
}

export function listAgentUsers(
  db: Db,
  auth: AuthContext,
  page: PageQuery,
  body: AgentUserQueryBody,
): Promise<Page<AgentUserItem>> {
  let q = db.selectFrom('users').where('agent_id', '=', auth.userId);
  if (body.username) q = q.where(contains('username', body.username));
  if (body.status) q = q.where('status', '=', body.status);
  return fetchPage(
    db,
    q,
    page,
    (f) => f.selectAll().orderBy('id', 'desc'),
    (row) => pickFields(agentUserItem, toUserInfo(row)),
  );
}

/** Points from the agent's balance to one of their users; someone else's user answers 404. */
export async function agentRecharge(
  db: Db,
  auth: AuthContext,
  body: AgentRechargeBody,
): Promise<AgentRechargeResult> {
  const target = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', body.userId)
    .where('agent_id', '=', auth.userId)
    .executeTakeFirst();
  if (!target) throw notFound();
  const { debit, credit, replayed } = await db.transaction().execute(async (trx) => {
    const done = await transfer(trx, {
      fromUserId: auth.userId,
      toUserId: target.id,
      points: body.amount,
      idemKey: body.idemKey,
      remark: body.remark,
      voucher: body.voucher ?? null,
    });
    if (!done.replayed) await notifyRecharge(trx, done.credit, auth.username);
    return done;
  });
  return { ...rechargeReceipt(credit, replayed), agentBalance: debit.balance_after };
}
