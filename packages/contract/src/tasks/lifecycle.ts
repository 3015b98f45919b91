import { z } from 'zod';
import { EMAIL_PATTERN } from '../auth/index.ts';
import {
  ACCOUNTS_PER_PROXY_IP_RECOMMENDED,
  ENTERPRISE_FREE_MONTHS,
  PROFILE_CHANGE_DAYS,
  REGISTRATION_SECONDS,
} from '../common/constants.ts';
import { labelsOf } from '../common/messages.ts';
import { entityId, selectionOf } from '../common/query.ts';
import { accountsChosen, sleepInOrder, taskAccountFields, taskCommonFields } from './bodies.ts';

/**
 * The account lifecycle kinds (spec 2 /resource/regaccount, /account/info,
 * /account/business; spec 4, 5, 9): bulk registration (`signup`), batch
 * profile edits (`batch_modify_profile`) and the enterprise/personal switch
 * (`business_account`).
 */

/** Spec 9 "Bulk registration": 25 points per account, 80-120 s each, ≤ 5 per proxy IP, not in the EU. */
export { REGISTRATION_POINTS_PER_ACCOUNT as SIGNUP_POINTS_PER_ACCOUNT } from '../common/constants.ts';
export const SIGNUP_SECONDS = REGISTRATION_SECONDS;
export const SIGNUP_PER_PROXY_IP = ACCOUNTS_PER_PROXY_IP_RECOMMENDED;
/** Most accounts one registration task may register. */
export const SIGNUP_COUNT_MAX = 1000;
/** Below this recent success rate (0-1) the console suggests special mode (spec 4). */
export const SIGNUP_LOW_SUCCESS_RATE = 0.7;
/** The recent registrations the success rate is computed over. */
export const SIGNUP_RECENT = 50;

/** Regions a registration may be asked for; `eu` regions are refused (spec 9: not supported in the EU). */
export const SIGNUP_REGIONS = [
  { code: 'US', en: 'United States', zh: '美国', eu: false },
  { code: 'GB', en: 'United Kingdom', zh: '英国', eu: false },
  { code: 'JP', en: 'Japan', zh: '日本', eu: false },
  { code: 'BR', en: 'Brazil', zh: '巴西', eu: false },
  { code: 'ID', en: 'Indonesia', zh: '印度尼西亚', eu: false },
  { code: 'VN', en: 'Vietnam', zh: '越南', eu: false },
  { code: 'TH', en: 'Thailand', zh: '泰国', eu: false },
  { code: 'PH', en: 'Philippines', zh: '菲律宾', eu: false },
  { code: 'MX', en: 'Mexico', zh: '墨西哥', eu: false },
  { code: 'MY', en: 'Malaysia', zh: '马来西亚', eu: false },
  { code: 'DE', en: 'Germany', zh: '德国', eu: true },
  { code: 'FR', en: 'France', zh: '法国', eu: true },
  { code: 'IT', en: 'Italy', zh: '意大利', eu: true },
  { code: 'ES', en: 'Spain', zh: '西班牙', eu: true },
  { code: 'NL', en: 'Netherlands', zh: '荷兰', eu: true },
  { code: 'PL', en: 'Poland', zh: '波兰', eu: true },
] as const;
export type SignupRegion = (typeof SIGNUP_REGIONS)[number]['code'];
export const isEuRegion = (code: string) => SIGNUP_REGIONS.some((r) => r.code === code && r.eu);

/** Where a registered account's nickname, signature and avatar come from. */
export const PROFILE_SOURCES = ['generated', 'typed', 'materials'] as const;
export type ProfileSource = (typeof PROFILE_SOURCES)[number];
export const AVATAR_SOURCES = ['generated', 'none', 'materials'] as const;

/**
 * Materials a profile takes its nickname, signature and avatar from (bulk
 * registration with source `materials`, batch profile edits): each account a
 * seeded pick. Nicknames: the lines of text materials (any subtype);
 * signatures: the lines of text materials of subtype signature; avatars:
 * ready avatar or image materials.
 */
export const PROFILE_MATERIAL_FIELDS = {
  nickname: 'nicknameMaterialIds',
  signature: 'signatureMaterialIds',
  avatar: 'avatarMaterialIds',
} as const;
const materialChoice = z.array(entityId).max(100).default([]);
export const profileMaterialFields = {
  nicknameMaterialIds: materialChoice,
  signatureMaterialIds: materialChoice,
  avatarMaterialIds: materialChoice,
};
export type ProfileMaterials = { [K in keyof typeof profileMaterialFields]: number[] };

/** Materials chosen for a profile field, its issue when a source says materials and none is chosen. */
function materialsChosen(
  field: keyof typeof PROFILE_MATERIAL_FIELDS,
  ids: number[],
  ctx: z.core.$RefinementCtx,
) {
  if (ids.length > 0) return;
  ctx.addIssue({
    code: 'custom',
    message: 'common.selectionRequired',
    path: [PROFILE_MATERIAL_FIELDS[field]],
    input: [],
    what: 'selection.materials',
  });
}

export const NICKNAME_MAX = 30;
export const SIGNATURE_MAX = 80;

/** Registration mode: standard (independent) or special (rotation), spec 2 "Mode labels". */
export const SIGNUP_MODES = ['independent', 'rotation'] as const;

/** `POST /tiktok/api/online/user/signup`: register `count` accounts in a region under a label. */
export const signupTaskBody = z
  .strictObject({
    ...taskCommonFields,
    mode: z.enum(SIGNUP_MODES).default('independent'),
    region: z
      .string({ error: 'signup.regionRequired' })
      .trim()
      .min(1, { error: 'signup.regionRequired' })
      .refine((r) => SIGNUP_REGIONS.some((x) => x.code === r), { error: 'signup.regionUnknown' })
      .refine((r) => !isEuRegion(r), { error: 'signup.regionEu' }),
    labelId: z.number({ error: 'signup.labelRequired' }).int().positive({ error: 'signup.labelRequired' }),
    count: z
      .number({ error: 'signup.countInvalid' })
      .int({ error: 'signup.countInvalid' })
      .min(1, { error: 'signup.countInvalid' })
      .max(SIGNUP_COUNT_MAX),
    deviceIds: selectionOf('selection.devices'),
    proxyIds: selectionOf('selection.proxies'),
    nicknameSource: z.enum(PROFILE_SOURCES).default('generated'),
    nickname: z.string().trim().max(NICKNAME_MAX).default(''),
    signatureSource: z.enum(PROFILE_SOURCES).default('generated'),
    signature: z.string().trim().max(SIGNATURE_MAX).default(''),
    avatarSource: z.enum(AVATAR_SOURCES).default('generated'),
    ...profileMaterialFields,
  })
  .superRefine(sleepInOrder)
  .superRefine((b, ctx) => {
    for (const f of ['nickname', 'signature'] as const) {
      if (b[`${f}Source`] === 'typed' && b[f] === '')
        ctx.addIssue({ code: 'custom', message: 'signup.typedEmpty', path: [f], input: '' });
    }
    for (const f of ['nickname', 'signature', 'avatar'] as const)
      if (b[`${f}Source`] === 'materials') materialsChosen(f, b[PROFILE_MATERIAL_FIELDS[f]], ctx);
  });
export type SignupTaskBody = z.infer<typeof signupTaskBody>;

/** Spec 9: username again after one month; nickname and link every 7 days; link/email need enterprise or 1,000 fans. */
export const PROFILE_RULES = {
  usernameMonths: 1,
  nicknameDays: PROFILE_CHANGE_DAYS,
  linkDays: PROFILE_CHANGE_DAYS,
  linkEmailMinFans: 1000,
} as const;

export const PRIVACY_OPTIONS = ['public', 'private'] as const;
export type Privacy = (typeof PRIVACY_OPTIONS)[number];
export const PRIVACY_LABELS = labelsOf('profile.privacy', PRIVACY_OPTIONS);

/** Spec 5 URL: http or https with a domain. */
export const LINK_PATTERN = /^https?:\/\/[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+(:\d+)?(\/\S*)?$/;

/** The changes of a profile edit; each one left out is not changed. */
export const profileChanges = z.strictObject({
  nickname: z.string().trim().min(1, { error: 'profile.nicknameEmpty' }).max(NICKNAME_MAX).optional(),
  username: z
    .string()
    .trim()
    .regex(/^[a-z0-9._]{2,24}$/, { error: 'profile.usernameInvalid' })
    .optional(),
  signature: z.string().trim().max(SIGNATURE_MAX).optional(),
  /** A new generated avatar. */
  avatar: z.literal('generated').optional(),
  link: z.string().trim().regex(LINK_PATTERN, { error: 'validation.url' }).optional(),
  email: z.string().trim().regex(EMAIL_PATTERN, { error: 'profile.emailInvalid' }).optional(),
  privacy: z.enum(PRIVACY_OPTIONS).optional(),
  visitTracking: z.boolean().optional(),
  showLiked: z.boolean().optional(),
});
export type ProfileChanges = z.infer<typeof profileChanges>;
/** The fields a profile edit may change, in the order the console lists them. */
export const PROFILE_FIELDS = profileChanges.keyof().options;

/**
 * `POST /tiktok/api/online/user/profile`: the same changes on every chosen
 * account, each within the rules; the nickname, signature or avatar may
 * instead come from materials (`profileMaterialFields`), a pick per account.
 */
export const batchModifyProfileTaskBody = z
  .strictObject({
    ...taskCommonFields,
    ...taskAccountFields,
    changes: profileChanges,
    ...profileMaterialFields,
  })
  .superRefine(sleepInOrder)
  .superRefine(accountsChosen('task.accountsChoiceRequired'))
  .superRefine((b, ctx) => {
    const fromMaterials = (Object.keys(PROFILE_MATERIAL_FIELDS) as (keyof ProfileChanges)[]).filter(
      (f) => b[PROFILE_MATERIAL_FIELDS[f as keyof typeof PROFILE_MATERIAL_FIELDS]].length > 0,
    );
    if (fromMaterials.length === 0 && !Object.values(b.changes).some((v) => v !== undefined))
      ctx.addIssue({
        code: 'custom',
        message: 'profile.nothingChanged',
        path: ['changes'],
        input: b.changes,
      });
    for (const f of fromMaterials)
      if (b.changes[f] !== undefined)
        ctx.addIssue({
          code: 'custom',
          message: 'profile.typedOrMaterials',
          path: ['changes', f],
          input: b.changes[f],
        });
  });
export type BatchModifyProfileTaskBody = z.infer<typeof batchModifyProfileTaskBody>;

/** Spec 3 "Business categories". */
export const BUSINESS_CATEGORIES = [
  'art_crafts',
  'automotive',
  'baby',
  'beauty',
  'clothing',
  'education',
  'electronics',
  'finance',
  'food',
  'gaming',
  'health',
  'home',
  'machinery',
  'media',
  'personal_blog',
  'pets',
  'professional_services',
  'public_administration',
  'real_estate',
  'restaurants_bars',
  'shopping',
  'software',
  'sports',
  'travel',
  'others',
] as const;
export type BusinessCategory = (typeof BUSINESS_CATEGORIES)[number];
export const BUSINESS_CATEGORY_LABELS = labelsOf('business.category', BUSINESS_CATEGORIES);
/** Spec 9: the free enterprise mode lasts ENTERPRISE_FREE_MONTHS (one month, simulated clock). */
export { ENTERPRISE_FREE_MONTHS };
export const BUSINESS_TARGETS = ['enterprise', 'personal'] as const;

/**
 * `POST /tiktok/api/online/user/business`: switch the chosen accounts to
 * enterprise (with a category) or back to personal (stopping the free enterprise mode).
 */
export const businessAccountTaskBody = z
  .strictObject({
    ...taskCommonFields,
    ...taskAccountFields,
    target: z.enum(BUSINESS_TARGETS).default('enterprise'),
    category: z.enum(BUSINESS_CATEGORIES, { error: 'business.categoryRequired' }).optional(),
  })
  .superRefine(sleepInOrder)
  .superRefine(accountsChosen('task.accountsChoiceRequired'))
  .superRefine((b, ctx) => {
    if (b.target === 'enterprise' && !b.category)
      ctx.addIssue({
        code: 'custom',
        message: 'business.categoryRequired',
        path: ['category'],
        input: undefined,
      });
  });
export type BusinessAccountTaskBody = z.infer<typeof businessAccountTaskBody>;

/** The date one calendar month after `iso` (simulated clock), as the spec's "one month". */
export function monthsAfter(iso: string, months: number): string {
  const d = new Date(iso);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString();
}
export const daysAfter = (iso: string, days: number) =>
  new Date(Date.parse(iso) + days * 86_400_000).toISOString();
