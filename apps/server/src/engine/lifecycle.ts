import {
  type AccountType,
  daysAfter,
  ENTERPRISE_FREE_MONTHS,
  type MessageKey,
  monthsAfter,
  NICKNAME_MAX,
  PROFILE_RULES,
  type ProfileChanges,
  type ProfileMaterials,
  RISK_FLAG_REASONS,
  SIGNATURE_MAX,
  type StepOutcome,
} from '@reelfleet/contract';
import type { Db } from '../db/index.ts';
import { outsideWriteScope } from '../db/write-scope.ts';
import type { Rng } from '../lib/seeded.ts';
import { recordAccountEvent } from './accountEvents.ts';
import type { Trx } from './store/tx.ts';
import type { PlanContext } from './types.ts';
import { textMaterialLines } from './userTask.ts';

/**
 * Account lifecycle rules shared by the lifecycle kinds and the account
 * screens (docs/lifecycle.md).
 */

/**
 * Whether a final outcome means the platform flagged the account: it ended
 * abnormal after its last try (heartbeat check failed, network timeout) or
 * failed as rate limited or blocked (RISK_FLAG_REASONS), whatever the kind.
 */
export function platformFlagged(result: { outcome: StepOutcome; reason: string }): boolean {
  if (result.outcome === 'abnormal') return true;
  return result.outcome === 'failure' && (RISK_FLAG_REASONS as readonly string[]).includes(result.reason);
}

/**
 * The platform flagged the account (platformFlagged): its risk is high from
 * then on. The engine calls it where it records every kind's final outcome
 * (engine/store/finish.ts).
 */
export async function flagRisk(trx: Trx, accountId: number, at: string): Promise<void> {
  const r = await trx
    .updateTable('accounts')
    .set({ risk: 'high', updated_at: at })
    .where('id', '=', accountId)
    .where('risk', '<>', 'high')
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) > 0) await recordAccountEvent(trx, accountId, 'risk', at, { to: 'high' });
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
  const ended = await outsideWriteScope(async () => {
    const rows = await q.returning('id').execute();
    const ids = rows.map((r) => r.id);
    await recordAccountEvent(db, ids, 'type', nowIso, { to: 'personal' });
    return ids.length;
  });
  return ended;
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

/** What a profile's materials give (contract profileMaterialFields): nicknames, signatures, avatar materials. */
export interface ProfilePicks {
  nicknames: string[];
  signatures: string[];
  avatars: number[];
}

/**
 * The materials a registration or a profile edit takes its nickname,
 * signature and avatar from: the lines of the chosen text materials (any
 * subtype for nicknames, subtype signature for signatures, cut to the
 * field's length) and the chosen ready avatar or image materials; one not
 * found (another workspace's, another type) is said on its line.
 */
export async function profileMaterials(ctx: PlanContext, b: ProfileMaterials): Promise<ProfilePicks> {
  const nicknames = await textMaterialLines(ctx, b.nicknameMaterialIds, 'nicknameMaterialIds', null);
  const signatures = await textMaterialLines(
    ctx,
    b.signatureMaterialIds,
    'signatureMaterialIds',
    'signature',
  );
  const ids = [...new Set(b.avatarMaterialIds)];
  const rows = ids.length
    ? await ctx.db
        .selectFrom('materials')
        .select('id')
        .where('workspace_id', '=', ctx.workspaceId)
        .where('type', 'in', ['avatar', 'image'])
        .where('status', '=', 'ready')
        .where('id', 'in', ids)
        .orderBy('id')
        .execute()
    : [];
  const found = new Set(rows.map((r) => r.id));
  for (const id of ids)
    if (!found.has(id))
      ctx.problem({
        field: `avatarMaterialIds.${b.avatarMaterialIds.indexOf(id)}`,
        key: 'material.notAvatar',
        params: { id },
      });
  return {
    nicknames: nicknames.map((t) => t.slice(0, NICKNAME_MAX)),
    signatures: signatures.map((t) => t.slice(0, SIGNATURE_MAX)),
    avatars: rows.map((r) => r.id),
  };
}

/** An account's avatar taken from a material, as its avatar column keeps it. */
export const materialAvatar = (id: number) => `material:${id}`;

/** A seeded pick of a list, null when it is empty (its materials were refused). */
export const pickOrNull = <T>(rng: Rng, list: readonly T[]): T | null =>
  list.length > 0 ? rng.pick(list) : null;
