import { z } from 'zod';
import { USERNAME_MAX } from '../auth/constants.ts';
import { emailField, passwordField, usernameField } from '../auth/index.ts';
import { counts } from '../common/fields.ts';
import { nameText, plainText } from '../common/query.ts';
import { Role } from '../common/roles.ts';
import { PRICE_NAMES, VOUCHER_MAX } from '../finance/constants.ts';
import { idemKey, monthTotals, pointsAmount, remark } from '../finance/index.ts';
import { USER_STATUSES, USER_TYPES } from '../user/constants.ts';
import { userInfo } from '../user/index.ts';
import {
  AGENT_LEVEL_MAX,
  ASSIGNABLE_ROLES,
  LEVEL_NAME_MAX,
  OWNER_ROLES,
  PRICE_POINTS_MAX,
} from './constants.ts';

export const idField = z.number({ error: 'validation.required' }).int().positive();

const level = z
  .number({ error: 'admin.levelInvalid' })
  .int({ error: 'admin.levelInvalid' })
  .min(0, { error: 'admin.levelInvalid' })
  .max(AGENT_LEVEL_MAX, { error: 'admin.levelInvalid' });
const levelName = nameText(LEVEL_NAME_MAX);

/** `POST /admin/user/add`: a new owner; level > 0 makes an agent with an invitation code. */
export const adminUserAddBody = z.strictObject({
  username: usernameField,
  password: passwordField,
  email: emailField,
  level: level.optional(),
  levelName: levelName.optional(),
  roles: z.array(z.enum(OWNER_ROLES)).max(OWNER_ROLES.length).optional(),
});
export type AdminUserAddBody = z.infer<typeof adminUserAddBody>;

/** Filters of every user list: part of the username, the status. */
export const userFilterFields = {
  username: plainText(USERNAME_MAX).optional(),
  status: z.enum(USER_STATUSES).optional(),
};

/** Body of `POST /admin/user/queryList`. */
export const adminUserQueryBody = z
  .strictObject({
    ...userFilterFields,
    level: z.number().int().min(0).max(AGENT_LEVEL_MAX).optional(),
    role: z.enum([Role.admin, Role.agent, ...ASSIGNABLE_ROLES]).optional(),
    userType: z.enum(USER_TYPES).optional(),
  })
  .default({});
export type AdminUserQueryBody = z.infer<typeof adminUserQueryBody>;

/** `PUT /admin/user/update`: status, agent level and roles of any user but the admin. */
export const adminUserUpdateBody = z.strictObject({
  id: idField,
  status: z.enum(USER_STATUSES).optional(),
  level: level.optional(),
  levelName: levelName.optional(),
  roles: z.array(z.enum(ASSIGNABLE_ROLES)).min(1).max(ASSIGNABLE_ROLES.length).optional(),
});
export type AdminUserUpdateBody = z.infer<typeof adminUserUpdateBody>;

/** `POST /admin/user/recharge`: points credited to an owner through the ledger. */
export const adminRechargeBody = z.strictObject({
  userId: idField,
  amount: pointsAmount,
  idemKey,
  remark: remark.optional(),
  /** The payment's reference (a bank transfer number, a receipt id). */
  voucher: plainText(VOUCHER_MAX).optional(),
});
export type AdminRechargeBody = z.infer<typeof adminRechargeBody>;

export const adminUserItem = userInfo.extend({
  inviteCode: z.string().nullable(),
  agentId: z.number().int().nullable(),
});
export type AdminUserItem = z.infer<typeof adminUserItem>;

/** `POST /admin/user/password`: the admin sets a new password for a user; their sessions end. */
export const adminPasswordBody = z.strictObject({ id: idField, password: passwordField });
export type AdminPasswordBody = z.infer<typeof adminPasswordBody>;

/** `PUT /admin/price/update`: a price's points; tasks already created keep the price they were quoted. */
export const adminPriceBody = z.strictObject({
  name: z.enum(PRICE_NAMES),
  points: z
    .number({ error: 'admin.priceInvalid' })
    .int({ error: 'admin.priceInvalid' })
    .min(0, { error: 'admin.priceInvalid' })
    .max(PRICE_POINTS_MAX, { error: 'admin.priceInvalid' }),
});
export type AdminPriceBody = z.infer<typeof adminPriceBody>;

/** `GET /admin/dashboard/summary`: system-wide figures for the admin's control panel. */
export const adminSummary = z.object({
  /** Users by kind, and those disabled. */
  ...counts('owners', 'agents', 'staff', 'disabledUsers'),
  /** Devices, accounts and tasks of every workspace. */
  ...counts('devices', 'accounts', 'tasksRunning', 'tasksTotal'),
  /** Available and held points of every user, summed. */
  ...counts('pointsBalance', 'pointsHeld'),
  /** Recharge: credited by the admin; consumption: charged for work, agent transfers excluded. */
  ...monthTotals,
});
export type AdminSummary = z.infer<typeof adminSummary>;
