import {
  type AgentContactBody,
  type AgentOrderItem,
  type AgentOrderQueryBody,
  INVITE_CODES_MAX,
  type InviteCodeAddBody,
  type InviteCodeItem,
  type InviteCodeUpdateBody,
  type MyAgentContact,
  type Page,
  type PageQuery,
} from '@reelfleet/contract';
import { AppError, notFound } from '../../core/errors.ts';
import type { Db } from '../../db/index.ts';
import { now } from '../../db/kind.ts';
import { fetchPage } from '../../db/page.ts';
import type { InviteCodeRow } from '../../db/tables/staff.ts';
import { auditBefore } from '../../http/audit-record.ts';
import type { AuthContext } from '../auth/session.ts';
import { newInviteCode } from './invite-code.ts';
import { agentInvite } from './service.ts';

/** The agent's recharges of their users: their own `agentTransfer` charges, newest first. */
export function listOrders(
  db: Db,
  auth: AuthContext,
  page: PageQuery,
  body: AgentOrderQueryBody,
): Promise<Page<AgentOrderItem>> {
  let q = db
    .selectFrom('ledger_entries as e')
    .innerJoin('users as u', 'u.id', 'e.ref_id')
    .where('e.user_id', '=', auth.userId)
    .where('e.item', '=', 'agentTransfer')
    .where('e.kind', '=', 'charge');
  if (body.userId) q = q.where('e.ref_id', '=', body.userId);
  return fetchPage(
    db,
    q,
    page,
    (f) =>
      f
        .select([
          'e.id',
          'e.ref_id',
          'u.username',
          'e.amount',
          'e.balance_after',
          'e.voucher',
          'e.remark',
          'e.created_at',
        ])
        .orderBy('e.created_at', 'desc')
        .orderBy('e.id', 'desc'),
    (r) => ({
      entryId: r.id,
      userId: Number(r.ref_id),
      username: r.username,
      amount: -r.amount,
      agentBalance: r.balance_after,
      voucher: r.voucher,
      remark: r.remark,
      createTime: r.created_at,
    }),
  );
}

async function invitedBy(db: Db, codes: string[]): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['invited_with', (eb) => eb.fn.countAll<number>().as('n')])
    .where('invited_with', 'in', codes)
    .groupBy('invited_with')
    .execute();
  return new Map(rows.map((r) => [String(r.invited_with), Number(r.n)]));
}

function toCodeItem(row: InviteCodeRow, invited: number): InviteCodeItem {
  return {
    id: row.id,
    code: row.code,
    primary: false,
    status: row.status,
    remark: row.remark,
    invitedUsers: invited,
    createTime: row.created_at,
  };
}

/** The permanent first code (users.invite_code), then the extra ones, newest first. */
export async function listCodes(db: Db, auth: AuthContext): Promise<InviteCodeItem[]> {
  const first = await agentInvite(db, auth);
  const me = await db
    .selectFrom('users')
    .select('created_at')
    .where('id', '=', auth.userId)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('invite_codes')
    .selectAll()
    .where('agent_id', '=', auth.userId)
    .orderBy('id', 'desc')
    .execute();
  const counts = await invitedBy(
    db,
    rows.map((r) => r.code),
  );
  const extraInvited = [...counts.values()].reduce((a, b) => a + b, 0);
  return [
    {
      id: null,
      code: first.inviteCode,
      primary: true,
      status: 'active',
      remark: '',
      invitedUsers: Math.max(0, first.invitedUsers - extraInvited),
      createTime: me.created_at,
    },
    ...rows.map((r) => toCodeItem(r, counts.get(r.code) ?? 0)),
  ];
}

export async function addCode(db: Db, auth: AuthContext, body: InviteCodeAddBody): Promise<InviteCodeItem> {
  const held = await db
    .selectFrom('invite_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('agent_id', '=', auth.userId)
    .executeTakeFirstOrThrow();
  if (Number(held.n) >= INVITE_CODES_MAX) {
    throw new AppError(409, 'agent.codeLimit', { params: { max: INVITE_CODES_MAX } });
  }
  const at = now();
  const row = await db
    .insertInto('invite_codes')
    .values({
      code: await newInviteCode(db),
      agent_id: auth.userId,
      status: 'active',
      remark: body.remark ?? '',
      created_at: at,
      updated_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toCodeItem(row, 0);
}

export async function updateCode(
  db: Db,
  auth: AuthContext,
  body: InviteCodeUpdateBody,
): Promise<InviteCodeItem> {
  const was = await db
    .selectFrom('invite_codes')
    .select(['id', 'code', 'status'])
    .where('id', '=', body.id)
    .where('agent_id', '=', auth.userId)
    .executeTakeFirst();
  if (!was) throw notFound();
  auditBefore(was);
  const row = await db
    .updateTable('invite_codes')
    .set({ status: body.status, updated_at: now() })
    .where('id', '=', body.id)
    .where('agent_id', '=', auth.userId)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound();
  const counts = await invitedBy(db, [row.code]);
  return toCodeItem(row, counts.get(row.code) ?? 0);
}

export async function setAgentContact(
  db: Db,
  auth: AuthContext,
  body: AgentContactBody,
): Promise<AgentContactBody> {
  const was = await db.selectFrom('users').select('contact').where('id', '=', auth.userId).executeTakeFirst();
  auditBefore(was ?? null);
  await db
    .updateTable('users')
    .set({ contact: body.contact, updated_at: now() })
    .where('id', '=', auth.userId)
    .execute();
  return { contact: body.contact };
}

/** The agent of the caller's workspace owner: who sells them points, and how to reach them. */
export async function myAgentContact(db: Db, auth: AuthContext): Promise<MyAgentContact> {
  const owner = auth.workspaceId ?? auth.userId;
  const agent = await db
    .selectFrom('users as o')
    .innerJoin('users as a', 'a.id', 'o.agent_id')
    .select(['a.username', 'a.name', 'a.contact'])
    .where('o.id', '=', owner)
    .where('a.status', '=', 'active')
    .executeTakeFirst();
  return agent ?? null;
}
