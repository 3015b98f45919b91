import { z } from 'zod';
import { adminRechargeBody, idField, userFilterFields } from '../admin/index.ts';
import { plainText } from '../common/query.ts';
import { rechargeResult } from '../finance/index.ts';
import { userInfo } from '../user/index.ts';
import { AGENT_CONTACT_MAX, INVITE_CODE_STATUSES, INVITE_REMARK_MAX } from './constants.ts';

/** `GET /agent/user/invite`: the code users register with. */
export const agentInvite = z.object({
  inviteCode: z.string(),
  level: z.number().int(),
  levelName: z.string(),
  /** Users registered with this code so far. */
  invitedUsers: z.number().int(),
  /** How the agent's users reach them to buy points (a messaging-app handle, a phone). */
  contact: z.string(),
  /** The agent's available points: what they can move to their users. */
  balance: z.number().int(),
});
export type AgentInvite = z.infer<typeof agentInvite>;

/** Body of `POST /agent/user/queryList`: only the users registered with the caller. */
export const agentUserQueryBody = z.strictObject(userFilterFields).default({});
export type AgentUserQueryBody = z.infer<typeof agentUserQueryBody>;

export const agentUserItem = userInfo.pick({
  id: true,
  username: true,
  name: true,
  email: true,
  balance: true,
  held: true,
  level: true,
  levelName: true,
  status: true,
  lastLogin: true,
  createTime: true,
});
export type AgentUserItem = z.infer<typeof agentUserItem>;

/**
 * `POST /agent/user/recharge`: points move from the agent's balance to one of their users, with
 * the admin's recharge fields (voucher and remark are the order's).
 */
export const agentRechargeBody = adminRechargeBody;
export type AgentRechargeBody = z.infer<typeof agentRechargeBody>;

export const agentRechargeResult = rechargeResult.extend({
  /** The agent's available points after the transfer. */
  agentBalance: z.number().int(),
});
export type AgentRechargeResult = z.infer<typeof agentRechargeResult>;

/** Body of `POST /agent/recharge/queryList`: the agent's recharges of their users, newest first. */
export const agentOrderQueryBody = z.strictObject({ userId: idField.optional() }).default({});
export type AgentOrderQueryBody = z.infer<typeof agentOrderQueryBody>;

/** One recharge order: points the agent moved to a user. */
export const agentOrderItem = z.object({
  entryId: z.number().int(),
  userId: z.number().int(),
  username: z.string(),
  amount: z.number().int(),
  /** The agent's available points after the transfer. */
  agentBalance: z.number().int(),
  voucher: z.string().nullable(),
  remark: z.string(),
  createTime: z.string(),
});
export type AgentOrderItem = z.infer<typeof agentOrderItem>;

/** One invitation code of the agent; `primary` is the permanent first code. */
export const inviteCodeItem = z.object({
  id: z.number().int().nullable(),
  code: z.string(),
  primary: z.boolean(),
  status: z.enum(INVITE_CODE_STATUSES),
  remark: z.string(),
  invitedUsers: z.number().int(),
  createTime: z.string(),
});
export type InviteCodeItem = z.infer<typeof inviteCodeItem>;

/** `POST /agent/code/add`. */
export const inviteCodeAddBody = z.strictObject({ remark: plainText(INVITE_REMARK_MAX).optional() });
export type InviteCodeAddBody = z.infer<typeof inviteCodeAddBody>;
/** `PUT /agent/code/update`: disable (users can no longer register with it) or enable again. */
export const inviteCodeUpdateBody = z.strictObject({ id: idField, status: z.enum(INVITE_CODE_STATUSES) });
export type InviteCodeUpdateBody = z.infer<typeof inviteCodeUpdateBody>;

/** `PUT /agent/contact/update`: what the agent's users see on their finance page. */
export const agentContactBody = z.strictObject({ contact: plainText(AGENT_CONTACT_MAX) });
export type AgentContactBody = z.infer<typeof agentContactBody>;

/** `GET /finance/agent/contact`: the caller's agent, to buy points from (null: registered without one). */
export const myAgentContact = z
  .object({ username: z.string(), name: z.string(), contact: z.string() })
  .nullable();
export type MyAgentContact = z.infer<typeof myAgentContact>;
