import {
  ACCOUNTS_PER_PROXY_IP_RECOMMENDED,
  ENTERPRISE_FREE_MONTHS,
  PROFILE_CHANGE_DAYS,
  REGISTRATION_SECONDS,
} from '../common/constants.ts';
import { labelsOf } from '../common/messages.ts';

// The figures and choices of the account lifecycle kinds (lifecycle.ts), apart from their schemas
// so that the console reads them without loading zod.

/** Spec 9 "Batch registration": 25 points per account, 80-120 s each, ≤ 5 per proxy IP, not in the EU. */
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
 * Materials a profile takes its nickname, signature and avatar from (batch
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
export const NICKNAME_MAX = 30;
export const SIGNATURE_MAX = 80;

/** Registration mode: standard (independent) or special (rotation), spec 2 "Mode labels". */
export const SIGNUP_MODES = ['independent', 'rotation'] as const;

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

/** The date one calendar month after `iso` (simulated clock), as the spec's "one month". */
export function monthsAfter(iso: string, months: number): string {
  const d = new Date(iso);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString();
}
export const daysAfter = (iso: string, days: number) =>
  new Date(Date.parse(iso) + days * 86_400_000).toISOString();

/**
 * The fields a profile edit may change (lifecycle.ts profileChanges, which has exactly these
 * keys), in the order the console lists them.
 */
export const PROFILE_FIELDS = [
  'nickname',
  'username',
  'signature',
  'avatar',
  'link',
  'email',
  'privacy',
  'visitTracking',
  'showLiked',
] as const;
