import { z } from 'zod';
import { adminRechargeBody } from '../admin/index.ts';
import { USERNAME_MAX } from '../auth/index.ts';
import { plainText, rechargeResult } from '../finance/index.ts';
import { USER_STATUSES, userInfo } from '../user/index.ts';

/** `GET /agent/user/invite`: the code users register with. */
export const agentInvite = z.object({
  inviteCode: z.string(),
  level: z.number().int(),
  levelName: z.string(),
  /** Users registered with this code so far. */
  invitedUsers: z.number().int(),
});
export type AgentInvite = z.infer<typeof agentInvite>;

/** Body of `POST /agent/user/queryList`: only the users registered with the caller. */
export const agentUserQueryBody = z
  .strictObject({
    username: plainText(USERNAME_MAX).optional(),
    status: z.enum(USER_STATUSES).optional(),
  })
  .default({});
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

/** `POST /agent/user/recharge`: points move from the agent's balance to one of their users (the admin's recharge without a voucher). */
export const agentRechargeBody = adminRechargeBody.omit({ voucher: true });
export type AgentRechargeBody = z.infer<typeof agentRechargeBody>;

export const agentRechargeResult = rechargeResult.extend({
  /** The agent's available points after the transfer. */
  agentBalance: z.number().int(),
});
export type AgentRechargeResult = z.infer<typeof agentRechargeResult>;
