import { z } from 'zod';
import { requiredName } from '../common/query.ts';
import {
  ACCESS_TOKEN_DAYS_MAX,
  ACCESS_TOKEN_NAME_MAX,
  ACCESS_TOKEN_STATUSES,
  TOKEN_SCOPES,
} from './constants.ts';

export const tokenScopeField = z.enum(TOKEN_SCOPES);

export const accessTokenAddBody = z.strictObject({
  name: requiredName(ACCESS_TOKEN_NAME_MAX),
  scopes: z
    .array(tokenScopeField)
    .min(1, { error: 'token.scopesEmpty' })
    .max(TOKEN_SCOPES.length)
    .refine((list) => new Set(list).size === list.length, { error: 'validation.invalid' }),
  expiresInDays: z.number().int().min(1).max(ACCESS_TOKEN_DAYS_MAX),
});
export type AccessTokenAddBody = z.input<typeof accessTokenAddBody>;

/** A token as its owner's list shows it: never the token itself, only its first characters. */
export const accessTokenItem = z.object({
  id: z.number().int(),
  name: z.string(),
  scopes: z.array(tokenScopeField),
  /** `rfp_AbCd…`: the prefix and the first characters, to tell tokens apart. */
  hint: z.string(),
  status: z.enum(ACCESS_TOKEN_STATUSES),
  createTime: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  lastUsedIp: z.string(),
});
export type AccessTokenItem = z.infer<typeof accessTokenItem>;

/** The answer of a creation: the token, this once; the server keeps only its hash. */
export const accessTokenCreated = accessTokenItem.extend({ token: z.string() });
export type AccessTokenCreated = z.infer<typeof accessTokenCreated>;
