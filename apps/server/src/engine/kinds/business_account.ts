import type { BusinessAccountTaskBody, BusinessCategory } from '@reelfleet/contract';
import { effectiveType, enterpriseEnd, personalAgain } from '../lifecycle.ts';
import { accountLabelName, actionRequest, actorItem, actorsOf, choiceField, delays } from '../plan.ts';
import type { TaskKind } from '../types.ts';

interface BusinessParams {
  category: BusinessCategory | null;
}

/**
 * The enterprise/personal switch (spec 2 /account/business, spec 4): to
 * enterprise with a business category, a free enterprise mode of one month
 * on the simulated clock (then the account is personal again, its link and
 * email gone: engine/lifecycle.ts expireEnterprise); back to personal at once
 * ("shutdown enterprise"). Accounts already of the target type are left out and said.
 */
export const kind: TaskKind<BusinessAccountTaskBody> = {
  subtype: 'business_account',

  async plan(ctx, body) {
    const now = new Date(ctx.nowMs ?? Date.now()).toISOString();
    const actors = await actorsOf(ctx, body);
    if (actors.length === 0) return { items: [] };
    const types = new Map(
      (
        await ctx.db
          .selectFrom('accounts')
          .select(['id', 'type', 'enterprise_until'])
          .where(
            'id',
            'in',
            actors.map((a) => a.accountId),
          )
          .execute()
      ).map((r) => [r.id, effectiveType(r, now)]),
    );
    const todo = actors.filter((a) => types.get(a.accountId) !== body.target);
    const skipped = actors.length - todo.length;
    if (skipped > 0)
      ctx.problem({
        field: choiceField(body),
        key: body.target === 'enterprise' ? 'business.alreadyEnterprise' : 'business.notEnterprise',
        params: { count: skipped },
        blocking: todo.length === 0,
      });
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
    if (p.category)
      await q
        .set({
          type: 'enterprise',
          business_category: p.category,
          enterprise_until: enterpriseEnd(at),
          updated_at: at,
        })
        .execute();
    else await q.set(personalAgain(at)).execute();
  },
};
