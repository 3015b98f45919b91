import { z } from 'zod';
import { EMAIL_PATTERN } from '../auth/constants.ts';
import { entityId, selectionOf } from '../common/query.ts';
import { accountsChosen, sleepInOrder, taskAccountFields, taskCommonFields } from './bodies.ts';
import {
  AVATAR_SOURCES,
  BUSINESS_CATEGORIES,
  BUSINESS_TARGETS,
  isEuRegion,
  LINK_PATTERN,
  NICKNAME_MAX,
  PRIVACY_OPTIONS,
  type PROFILE_FIELDS,
  PROFILE_MATERIAL_FIELDS,
  PROFILE_SOURCES,
  SIGNATURE_MAX,
  SIGNUP_COUNT_MAX,
  SIGNUP_MODES,
  SIGNUP_REGIONS,
} from './lifecycleOptions.ts';

/**
 * The account lifecycle kinds (spec 2 /resource/regaccount, /account/info,
 * /account/business; spec 4, 5, 9): batch registration (`signup`), batch
 * profile edits (`batch_modify_profile`) and the enterprise/personal switch
 * (`business_account`).
 */

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
} satisfies Record<(typeof PROFILE_FIELDS)[number], z.ZodType>);
export type ProfileChanges = z.infer<typeof profileChanges>;

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
