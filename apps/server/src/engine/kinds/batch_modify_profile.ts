import type { BatchModifyProfileTaskBody, MessageKey, ProfileChanges } from '@reelfleet/contract';
import { recordAccountEvent } from '../accountEvents.ts';
import { materialAvatar, pickOrNull, profileMaterials, profileRuleBreak } from '../lifecycle.ts';
import { accountLabelName, actionRequest, actorItem, actorsOf, delays } from '../plan.ts';
import type { TaskKind } from '../types.ts';

/** Names listed per excluded reason in a quote problem. */
const NAMES_SHOWN = 20;

/**
 * Batch profile edits (spec 2 /account/info): the same changes on every
 * chosen account, each account checked against the rules at the simulated
 * now (username again after one month, nickname and link every 7 days, link
 * and email only for enterprise accounts or accounts with 1,000 fans).
 * Accounts a rule refuses are left out and listed with the reason (a quote
 * problem each); when none is left the task is refused. The nickname,
 * signature or avatar may come from materials instead: each account its own
 * seeded pick (engine/lifecycle.ts profileMaterials), under the same rules.
 */
export const kind: TaskKind<BatchModifyProfileTaskBody> = {
  subtype: 'batch_modify_profile',

  async plan(ctx, body) {
    const now = new Date(ctx.nowMs ?? Date.now()).toISOString();
    const picks = await profileMaterials(ctx, body);
    // What changes, materials included (the rules look at which fields change).
    const changes: ProfileChanges = {
      ...body.changes,
      ...(body.nicknameMaterialIds.length > 0 && { nickname: '' }),
      ...(body.signatureMaterialIds.length > 0 && { signature: '' }),
      ...(body.avatarMaterialIds.length > 0 && { avatar: 'generated' as const }),
    };
    const actors = await actorsOf(ctx, body);
    if (actors.length === 0) return { items: [] };
    const rows = await ctx.db
      .selectFrom('accounts')
      .select([
        'id',
        'type',
        'enterprise_until',
        'fans',
        'nickname_changed_at',
        'username_changed_at',
        'link_changed_at',
      ])
      .where(
        'id',
        'in',
        actors.map((a) => a.accountId),
      )
      .execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    const excluded = new Map<MessageKey, string[]>();
    const todo = actors.filter((a) => {
      const row = byId.get(a.accountId);
      const broken = row ? profileRuleBreak(row, changes, now) : null;
      if (!broken) return true;
      excluded.set(broken.rule, [...(excluded.get(broken.rule) ?? []), a.label]);
      return false;
    });
    for (const [rule, names] of excluded)
      ctx.problem({
        // On the changes: the console shows it on the step where they are chosen.
        field: 'changes',
        key: 'profile.excluded',
        params: {
          count: names.length,
          reason: rule,
          accounts: names.slice(0, NAMES_SHOWN).join(', ') + (names.length > NAMES_SHOWN ? ', …' : ''),
        },
        blocking: todo.length === 0,
      });
    const delay = delays(body, ctx.rng);
    const target = Object.keys(changes).join(', ');
    /** One account's changes: the typed ones and its picks of the materials. */
    const paramsOf = (): Record<string, unknown> => {
      const avatar = body.avatarMaterialIds.length > 0 ? pickOrNull(ctx.rng, picks.avatars) : null;
      const { avatar: _typedAvatar, ...rest } = body.changes;
      return {
        ...(avatar === null ? body.changes : rest),
        ...(body.nicknameMaterialIds.length > 0 && { nickname: pickOrNull(ctx.rng, picks.nicknames) ?? '' }),
        ...(body.signatureMaterialIds.length > 0 && {
          signature: pickOrNull(ctx.rng, picks.signatures) ?? '',
        }),
        ...(avatar !== null && { avatarRef: materialAvatar(avatar) }),
      };
    };
    return {
      items: todo.map((a, i) =>
        actorItem(a, [{ action: 'profile' as const, target, params: paramsOf(), delayMs: delay(i, 0) }]),
      ),
      describe: {
        accountLabelName: await accountLabelName(ctx, body),
        accountCount: todo.length,
      },
    };
  },

  async run(step, driver, signal) {
    if (!driver.lifecycle)
      return {
        outcome: 'abnormal',
        reason: 'platform.reason.driverError',
        params: { error: 'no lifecycle' },
      };
    const { avatarRef, ...changes } = step.params as ProfileChanges & { avatarRef?: string };
    // Usernames are unique on the platform: one another account holds fails this account's step.
    if (
      changes.username &&
      step.accountId !== null &&
      (await driver.usernameHeld?.(changes.username, step.accountId))
    )
      return {
        outcome: 'failure',
        reason: 'platform.reason.usernameTaken',
        params: { username: changes.username },
      };
    const r = await driver.lifecycle.editProfile(actionRequest(step), changes, signal);
    // A generated avatar is a reference the platform's generator makes from the step key.
    const avatar = avatarRef ?? (changes.avatar ? `gen:${step.idemKey}` : undefined);
    return {
      outcome: r.outcome,
      reason: r.reason,
      params: r.params,
      data: { ...r.applied, avatarRef: avatar },
    };
  },

  price: (_action, prices) => prices.profileEdit,

  /** The account row takes the changes and the time of each rule-bound change. */
  async onOutcome(trx, step, result, at) {
    if (step.accountId === null) return;
    if (result.outcome !== 'success') return;
    const c = result.data as ProfileChanges & { avatarRef?: string };
    await trx
      .updateTable('accounts')
      .set({
        ...(c.nickname !== undefined && { nickname: c.nickname, nickname_changed_at: at }),
        ...(c.username !== undefined && { username: c.username, username_changed_at: at }),
        ...(c.signature !== undefined && { signature: c.signature }),
        ...(c.avatarRef !== undefined && { avatar: c.avatarRef }),
        ...(c.link !== undefined && { link: c.link, link_changed_at: at }),
        ...(c.email !== undefined && { email: c.email }),
        ...(c.privacy !== undefined && { privacy: c.privacy }),
        ...(c.visitTracking !== undefined && { visit_tracking: c.visitTracking ? 1 : 0 }),
        ...(c.showLiked !== undefined && { show_liked: c.showLiked ? 1 : 0 }),
        updated_at: at,
      })
      .where('id', '=', step.accountId)
      .execute();
    const { avatarRef, ...applied } = c;
    const fields = Object.keys(applied).filter((k) => applied[k as keyof typeof applied] !== undefined);
    if (avatarRef !== undefined) fields.push('avatar');
    await recordAccountEvent(trx, step.accountId, 'profile', at, { fields: [...new Set(fields)] });
  },
};
