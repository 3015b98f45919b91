import { z } from 'zod';
import { ROLE_NAMES } from '../common/roles.ts';
import { GENDERS, USER_STATUSES, USER_TYPES } from './constants.ts';

/** The user as the console stores it (SYS_USER) and the API returns it. */
export const userInfo = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  alias: z.string(),
  email: z.string(),
  gender: z.enum(GENDERS),
  /** Available points. */
  balance: z.number().int(),
  /** Points held for running work. */
  held: z.number().int(),
  level: z.number().int(),
  levelName: z.string(),
  intervalTime: z.number().int(),
  avatarPath: z.string().nullable(),
  introduction: z.string(),
  roles: z.array(z.enum(ROLE_NAMES)),
  userType: z.enum(USER_TYPES),
  workspaceId: z.number().int().nullable(),
  status: z.enum(USER_STATUSES),
  lastLogin: z.string().nullable(),
  createTime: z.string(),
});
export type UserInfo = z.infer<typeof userInfo>;
