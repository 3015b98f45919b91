import { z } from 'zod';
import { counts, rowLabel, rowTimes } from '../common/fields.ts';
import { pageOf } from '../common/pagination.ts';
import { countRange, entityId, idsBody, moveBody, rangeInOrder, timeRange } from '../common/query.ts';
import { labelId, tagAssignBody } from '../tags/index.ts';
import { ACCOUNT_RISKS, ACCOUNT_STATUSES, ACCOUNT_TYPES } from './constants.ts';
import { ACCOUNT_MAX, ACCOUNT_PASSWORD_MAX } from './import.ts';

export * from './import.ts';

/**
 * Social accounts (spec 2 /account/list, spec 3 "Account"); the endpoints are
 * in ./endpoints.ts, tags at `/account/tag/*`. The password is stored
 * encrypted and never returned.
 */

/** A region code (ISO 3166-1 alpha-2, e.g. US). */
export const regionCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, { error: 'validation.invalid' })
  .transform((s) => s.toUpperCase());

/** Part of a login account (or of a name) to search for. */
export const accountSearch = z.string().trim().max(ACCOUNT_MAX);

export const accountItem = z.object({
  id: z.number().int(),
  /** The login account; cannot be changed once set. */
  account: z.string(),
  nickname: z.string(),
  username: z.string(),
  signature: z.string(),
  /** Region code; empty until the first login tells it. */
  region: z.string(),
  ...rowLabel,
  ...counts('fans', 'following', 'videoCount', 'likeCount'),
  type: z.enum(ACCOUNT_TYPES),
  risk: z.enum(ACCOUNT_RISKS),
  status: z.enum(ACCOUNT_STATUSES),
  appVersion: z.string(),
  /** When the account was registered on the platform (batch registration or first login). */
  registerTime: z.string().nullable(),
  /** The device the account is bound to, and that device's group. */
  deviceId: z.number().int().nullable(),
  deviceName: z.string().nullable(),
  groupId: z.number().int().nullable(),
  groupName: z.string().nullable(),
  /** Yes when its device uses a custom proxy (not the global network). */
  customProxy: z.boolean(),
  lastLogin: z.string().nullable(),
  ...rowTimes,
  // account lifecycle (tasks/lifecycle.ts): profile fields, enterprise mode, rule-bound change times
  link: z.string(),
  email: z.string(),
  privacy: z.string(),
  visitTracking: z.boolean(),
  showLiked: z.boolean(),
  /** The generated avatar's reference; empty when none. */
  avatar: z.string(),
  businessCategory: z.string().nullable(),
  /** When the free enterprise mode ends (simulated clock). */
  enterpriseUntil: z.string().nullable(),
  nicknameChangedAt: z.string().nullable(),
  usernameChangedAt: z.string().nullable(),
  linkChangedAt: z.string().nullable(),
});
export type AccountItem = z.infer<typeof accountItem>;

export const accountPage = pageOf(accountItem);
export type AccountPage = z.infer<typeof accountPage>;

/** Body of `POST /account/info/queryList` (page in the query); newest first. */
export const accountListBody = z
  .strictObject({
    /** Part of the login account. */
    account: accountSearch.optional(),
    /** Part of the nickname or of the username. */
    name: accountSearch.optional(),
    region: regionCode.optional(),
    /** An account tag; null lists the accounts without one. */
    labelId: labelId.optional(),
    type: z.enum(ACCOUNT_TYPES).optional(),
    risk: z.enum(ACCOUNT_RISKS).optional(),
    status: z.enum(ACCOUNT_STATUSES).optional(),
    /** A device; null lists the accounts bound to none. */
    deviceId: entityId.nullable().optional(),
    /** A device group (through the account's device); null: accounts whose device has no group. */
    groupId: entityId.nullable().optional(),
    customProxy: z.boolean().optional(),
    ...countRange('fans'),
    ...countRange('following'),
    ...timeRange('createTime'),
    ...timeRange('lastLogin'),
    ...timeRange('registerTime'),
    /** Only the accounts a batch registration created (/resource/regaccount). */
    signedUp: z.boolean().optional(),
  })
  .refine(...rangeInOrder('fansMin', 'fansMax'))
  .refine(...rangeInOrder('followingMin', 'followingMax'))
  .refine(...rangeInOrder('createTimeFrom', 'createTimeTo'))
  .refine(...rangeInOrder('lastLoginFrom', 'lastLoginTo'))
  .refine(...rangeInOrder('registerTimeFrom', 'registerTimeTo'))
  .default({});
export type AccountListBody = z.infer<typeof accountListBody>;

const accountText = z
  .string({ error: 'account.line.accountEmpty' })
  .trim()
  .min(1, { error: 'account.line.accountEmpty' })
  .max(ACCOUNT_MAX)
  .regex(/^[^\s|]+$/, { error: 'account.line.accountInvalid' });
const passwordText = z
  .string({ error: 'account.line.passwordEmpty' })
  .trim()
  .min(1, { error: 'account.line.passwordEmpty' })
  .max(ACCOUNT_PASSWORD_MAX)
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
  .regex(/^[^\x00-\x1f\x7f]+$/, { error: 'account.line.passwordInvalid' });

/** Body of `POST /account/info/add`: one account typed in (409 when the workspace has it). */
export const accountAddBody = z.strictObject({
  account: accountText,
  password: passwordText,
  labelId: labelId.optional(),
});
export type AccountAddBody = z.infer<typeof accountAddBody>;

/** Query of `POST /account/info/upload`: the tag every imported account gets. */
export const accountUploadQuery = z.strictObject({
  labelId: z.coerce.number({ error: 'validation.invalid' }).int().positive().optional(),
});

/** Body of `PUT /account/info/update`: a new password, a tag; the login account itself never changes. */
export const accountUpdateBody = z.strictObject({
  id: entityId,
  account: z.undefined({ error: 'account.accountImmutable' }).optional(),
  password: passwordText.optional(),
  labelId: labelId.optional(),
});
export type AccountUpdateBody = z.infer<typeof accountUpdateBody>;

/** Body of `PUT /account/info/bind`: bind the accounts to `deviceId` (null unbinds them). */
export const accountBindBody = moveBody('selection.accounts', 'deviceId');
export type AccountBindBody = z.infer<typeof accountBindBody>;

export const accountTagBody = tagAssignBody('selection.accounts');
export const accountDeletesBody = idsBody('selection.accounts');
export * from './fans.ts';

export const importDuplicate = z.object({
  line: z.number().int(),
  account: z.string(),
  /** in the file (an earlier line has it) or already in the workspace. */
  where: z.enum(['file', 'workspace']),
  /** The earlier line, for `file`. */
  firstLine: z.number().int().nullable(),
  message: z.string(),
});

export const importRejected = z.object({
  line: z.number().int(),
  reason: z.string(),
  /** The reason in the caller's language. */
  message: z.string(),
});

/** Answer of `POST /account/info/upload`. */
export const importReport = z.object({
  /** Non-blank lines read. */
  lines: z.number().int(),
  /** Accounts imported (all in one transaction). */
  accepted: z.number().int(),
  duplicateCount: z.number().int(),
  rejectedCount: z.number().int(),
  duplicates: z.array(importDuplicate),
  rejected: z.array(importRejected),
  /** True when a list stopped at IMPORT_REPORT_MAX_LINES. */
  truncated: z.boolean(),
});
export type ImportReport = z.infer<typeof importReport>;
