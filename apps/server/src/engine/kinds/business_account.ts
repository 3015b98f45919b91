import type { BusinessAccountTaskBody, BusinessCategory } from '@reelfleet/contract';
import { recordAccountEvent } from '../accountEvents.ts';
import { effectiveType, enterpriseEnd, personalAgain } from '../lifecycle.ts';
import { accountLabelName, actionRequest, actorItem, actorsOf, choiceField, delays } from '../plan.ts';
import type { TaskKind } from '../types.ts';

interface BusinessParams {
  category: BusinessCategory | null;
}

/** Accounts named in the quote problem of the used free months. */
const NAMES_SHOWN = 20;

/**
 * The enterprise/personal switch (spec 2 /account/business, spec 4): to
 * enterprise with a business category, a free enterprise mode of one month
 * on the simulated clock (then the account is personal again, its link and
 * email gone: engine/lifecycle.ts expireEnterprise); back to personal at once
 * ("shutdown enterprise"). Accounts already of the target type are left out and said.
 * The free month is one per account: an account whose month was used (and
 * shut down or over) is left out with the day it began (`enterprise_free_at`).
 */
export const kind: TaskKind<BusinessAccountTaskBody> = {
  subtype: 'business_account',

  async plan(ctx, body) {
    const now = new Date(ctx.nowMs ?? Date.now()).toISOString();
    const actors = await actorsOf(ctx, body);
    if (actors.length === 0) return { items: [] };
    const rows = await ctx.db
      .selectFrom('accounts')
      .select(['id', 'type', 'enterprise_until', 'enterprise_free_at'])
      .where(
        'id',
        'in',
        actors.map((a) => a.accountId),
      )
      .execute();
    const types = new Map(rows.map((r) => [r.id, effectiveType(r, now)]));
    const sameType = actors.filter((a) => types.get(a.accountId) === body.target);
    const freeUsed = new Map(
      body.target === 'enterprise'
        ? rows.flatMap((r) =>
            r.enterprise_free_at && types.get(r.id) !== 'enterprise' ? [[r.id, r.enterprise_free_at]] : [],
          )
        : [],
    );
    const used = actors.filter((a) => freeUsed.has(a.accountId));
    const todo = actors.filter((a) => types.get(a.accountId) !== body.target && !freeUsed.has(a.accountId));
    if (sameType.length > 0)
      ctx.problem({
        field: choiceField(body),
        key: body.target === 'enterprise' ? 'business.alreadyEnterprise' : 'business.notEnterprise',
        params: { count: sameType.length },
        blocking: todo.length === 0,
      });
    if (used.length > 0) {
      const names = used.map((a) => `${a.label} (${freeUsed.get(a.accountId)!.slice(0, 10)})`);
      ctx.problem({
        field: choiceField(body),
        key: 'business.freeMonthUsed',
        params: {
          count: used.length,
          accounts: names.slice(0, NAMES_SHOWN).join(', ') + (names.length > NAMES_SHOWN ? ', …' : ''),
        },
        blocking: todo.length === 0,
      });
    }
    const params: BusinessParams = {
      category: body.target === 'enterprise' ? (body.category ?? null) : null,
    };
    const delay = delays(body, ctx.rng);
    return {
      items: todo.map((a, i) =>
        actorItem(a, [
          {
            action: 'business' as const,
            target: body.target === 'enterprise' ? `enterprise:${params.category}` : 'personal',
            params: { ...params },
            delayMs: delay(i, 0),
          },
        ]),
      ),
      describe: {
        accountLabelName: await accountLabelName(ctx, body),
        accountCount: todo.length,
      },
    };
  },

  async run(step, driver, signal) {
    const p = step.params as unknown as BusinessParams;
    if (!driver.lifecycle)
      return {
        outcome: 'abnormal',
        reason: 'platform.reason.driverError',
        params: { error: 'no lifecycle' },
      };
    const r = await driver.lifecycle.setBusiness(actionRequest(step), p.category, signal);
    return { outcome: r.outcome, reason: r.reason, params: r.params };
  },

  price: (_action, prices) => prices.businessSwitch,

  async onOutcome(trx, step, result, at) {
    if (step.accountId === null) return;
    if (result.outcome !== 'success') return;
    const p = step.params as unknown as BusinessParams;
    const q = trx.updateTable('accounts').where('id', '=', step.accountId);
    if (p.category) {
      // The account's one free month: a switch planned before another one ran keeps that month.
      const used = await trx
        .selectFrom('accounts')
        .select('enterprise_free_at')
        .where('id', '=', step.accountId)
        .executeTakeFirst();
      const began = used?.enterprise_free_at ?? at;
      await q
        .set({
          type: 'enterprise',
          business_category: p.category,
          enterprise_until: enterpriseEnd(began),
          enterprise_free_at: began,
          updated_at: at,
        })
        .execute();
    } else await q.set(personalAgain(at)).execute();
    await recordAccountEvent(trx, step.accountId, 'type', at, { to: p.category ? 'enterprise' : 'personal' });
  },
};
