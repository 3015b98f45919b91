import {
  type AccountType,
  daysAfter,
  ENTERPRISE_FREE_MONTHS,
  type MessageKey,
  monthsAfter,
  PROFILE_RULES,
  type ProfileChanges,
} from '@reelfleet/contract';
import type { Db } from '../db/index.ts';
import { outsideWriteScope } from '../db/write-scope.ts';
import type { Trx } from './store/tx.ts';

/**
 * Account lifecycle rules shared by the lifecycle kinds and the account
 * screens (docs/lifecycle.md).
 */

/**
 * The platform flagged the account: an action of it ended abnormal after its
 * last try (heartbeat check failed, network timeout). Its risk is high from then on.
 */
export async function flagRisk(trx: Trx, accountId: number, at: string): Promise<void> {
  await trx
    .updateTable('accounts')
    .set({ risk: 'high', updated_at: at })
    .where('id', '=', accountId)
    .execute();
}

/** When a free enterprise mode started at `at` ends (one month, simulated clock). */
export const enterpriseEnd = (at: string) => monthsAfter(at, ENTERPRISE_FREE_MONTHS);

/** An account back to personal (spec 4): no category, no enterprise end, link and email gone. */
export const personalAgain = (at: string) => ({
  type: 'personal' as const,
  business_category: null,
  enterprise_until: null,
  link: '',
  email: '',
  updated_at: at,
});

/**
 * Ends every free enterprise mode whose month is over (spec 4): the account
 * is personal again and its link and email disappear. Run before anything
 * reads account types (lists, details), so the state is exact at
 * the simulated now without a timer. One indexed update; nothing when none is due.
 */
export async function expireEnterprise(db: Db | Trx, nowIso: string, workspaceId?: number): Promise<number> {
  let q = db
    .updateTable('accounts')
    .set(personalAgain(nowIso))
    .where('enterprise_until', 'is not', null)
    .where('enterprise_until', '<=', nowIso);
  if (workspaceId !== undefined) q = q.where('workspace_id', '=', workspaceId);
  // Housekeeping before a read: not the change of the request that runs it (audit trail).
  const r = await outsideWriteScope(() => q.executeTakeFirst());
  return Number(r.numUpdatedRows);
}

/** An account's type at `nowIso`: an enterprise mode whose month is over counts as personal (not yet written back). */
export function effectiveType(
  a: { type: AccountType; enterprise_until: string | null },
  nowIso: string,
): AccountType {
  return a.type === 'enterprise' && (a.enterprise_until === null || a.enterprise_until > nowIso)
    ? 'enterprise'
    : 'personal';
}

export interface ProfileRuleAccount {
  type: AccountType;
  enterprise_until: string | null;
  fans: number;
  nickname_changed_at: string | null;
  username_changed_at: string | null;
  link_changed_at: string | null;
}

/**
 * The first profile rule (spec 4, 5, 9) that refuses these changes on this
 * account at `nowIso`, with the time it allows them again; null when none
 * does. Boundaries: a change exactly one month (username) or 7 days
 * (nickname, link) after the previous one is allowed.
 */
export function profileRuleBreak(
  a: ProfileRuleAccount,
  changes: ProfileChanges,
  nowIso: string,
): { rule: MessageKey; until: string | null } | null {
  if (changes.username !== undefined && a.username_changed_at) {
    const until = monthsAfter(a.username_changed_at, PROFILE_RULES.usernameMonths);
    if (nowIso < until) return { rule: 'profile.rule.username', until };
  }
  if (changes.nickname !== undefined && a.nickname_changed_at) {
    const until = daysAfter(a.nickname_changed_at, PROFILE_RULES.nicknameDays);
    if (nowIso < until) return { rule: 'profile.rule.nickname', until };
  }
  if (changes.link !== undefined && a.link_changed_at) {
    const until = daysAfter(a.link_changed_at, PROFILE_RULES.linkDays);
    if (nowIso < until) return { rule: 'profile.rule.link', until };
  }
  if (
    (changes.link !== undefined || changes.email !== undefined) &&
    effectiveType(a, nowIso) !== 'enterprise' &&
    a.fans < PROFILE_RULES.linkEmailMinFans
  )
    return { rule: 'profile.rule.linkEmail', until: null };
  return null;
}
