import {
  formatIssues,
  type Lang,
  PARSE_REPORTING_INPUT,
  PRICE_OF_ACTION,
  type QuoteLine,
  type QuoteProblem,
  TASK_BODIES,
  type TaskQuote,
  type TaskQuoteBody,
  translate,
} from '@reelfleet/contract';
import type { z } from 'zod';
import { AppError } from '../../core/errors.ts';
import type { Db } from '../../db/index.ts';
import type { PlanProblem, TaskRuntime } from '../../engine/index.ts';
import { planTask } from '../../engine/index.ts';
import type { SecretBox } from '../../lib/secrets.ts';
import { issueQuoteId, planFingerprint } from './quote-id.ts';

/** A quote needs no name: one left empty is not a problem of the plan. */
const QUOTE_NAME = '-';

/**
 * What a body would plan and hold, planned by the engine's own code (the
 * kind's `plan`, `planTask`) without writing anything: every problem of the
 * body is listed on its field instead of refusing at the first one.
 */
export async function quoteTask(
  rt: TaskRuntime,
  secrets: SecretBox,
  input: { workspaceId: number; payerId: number; lang: Lang } & TaskQuoteBody,
): Promise<TaskQuote> {
  const schema = TASK_BODIES[input.subtype];
  if (!schema || !rt.kinds.has(input.subtype))
    throw new AppError(501, 'task.kindUnavailable', { data: { field: 'subtype' } });
  const { db } = rt.createEnv;
  const balance = await balanceOf(db, input.payerId);
  const raw = {
    ...input.body,
    name: typeof input.body.name === 'string' && input.body.name.trim() ? input.body.name : QUOTE_NAME,
  };
  const parsed = schema.safeParse(raw, PARSE_REPORTING_INPUT);
  const problems: QuoteProblem[] = parsed.success
    ? []
    : formatIssues(parsed.error.issues, input.lang).map((e) => ({
        field: e.field ?? null,
        code: 'validation',
        message: e.message,
        blocking: true,
      }));
  const invalid = new Set(problems.map((p) => rootOf(p.field)));
  const say = (p: PlanProblem) => {
    // A field the schema already refused is said once, by the schema.
    if (p.field !== null && invalid.has(rootOf(p.field))) return;
    problems.push({
      field: p.field,
      code: p.key,
      message: translate(p.key, input.lang, { ...(p.field ? { field: p.field } : {}), ...p.params }),
      blocking: p.blocking !== false,
    });
  };
  // A body still being filled in is planned as far as it goes: each field as given when
  // valid alone, else its default, so the first steps of a wizard are quoted too.
  const body = (parsed.success ? parsed.data : looseBody(schema, raw)) as Parameters<
    typeof planTask
  >[1]['body'];
  let plan: Awaited<ReturnType<typeof planTask>>;
  try {
    plan = await planTask(
      rt.createEnv,
      { subtype: input.subtype, body, workspaceId: input.workspaceId },
      say,
    );
  } catch (error) {
    if (parsed.success) throw error;
    return { ...EMPTY, balance, balanceAfter: balance, problems, ok: false, quoteId: null };
  }

  const lines = new Map<QuoteLine['price'], QuoteLine>();
  const first = plan.items[0]?.steps[0];
  // A kind priced by its result holds for its target, not per action.
  if (plan.hold && first)
    lines.set(PRICE_OF_ACTION[first.action], { price: PRICE_OF_ACTION[first.action], ...plan.hold });
  else
    plan.items.forEach((item, i) => {
      item.steps.forEach((step, j) => {
        const price = PRICE_OF_ACTION[step.action];
        const unit = plan.priced[i]![j]!;
        const line = lines.get(price) ?? { price, quantity: 0, unit, points: 0 };
        line.quantity += 1;
        line.points += unit;
        lines.set(price, line);
      });
    });
  if (plan.held > balance) {
    say({ field: null, key: 'finance.insufficientPoints', params: { needed: plan.held, balance } });
  }
  const tags = await tagUse(db, input.workspaceId, body.accountLabelIds, plan.items);
  for (const tag of tags) {
    if (tag.accounts === 0)
      say({ field: 'accountLabelIds', key: 'task.tagEmpty', params: { name: tag.name }, blocking: false });
  }
  const ok = problems.every((p) => !p.blocking);
  const subject = { subtype: input.subtype, workspaceId: input.workspaceId, payerId: input.payerId, body };
  return {
    accounts: plan.items.length,
    devices: new Set(plan.items.flatMap((i) => (i.deviceId === null ? [] : [i.deviceId]))).size,
    actions: plan.stepCount,
    lines: [...lines.values()],
    points: plan.held,
    balance,
    balanceAfter: balance - plan.held,
    tags,
    problems,
    ok,
    quoteId: ok ? issueQuoteId(secrets, planFingerprint(subject, plan)) : null,
  };
}

const rootOf = (field: string | null) => field?.split('.')[0] ?? '';

/** Each field of the body parsed alone by its schema: valid values kept, others replaced by the default (or left as given). */
function looseBody(schema: z.ZodType, raw: Record<string, unknown>): Record<string, unknown> {
  const shape = (schema as unknown as { shape?: Record<string, z.ZodType> }).shape ?? {};
  return Object.fromEntries(
    Object.entries(shape).map(([key, field]) => {
      const alone = field.safeParse(raw[key], PARSE_REPORTING_INPUT);
      if (alone.success) return [key, alone.data];
      const fallback = field.safeParse(undefined);
      return [key, fallback.success ? fallback.data : raw[key]];
    }),
  );
}

const EMPTY = { accounts: 0, devices: 0, actions: 0, lines: [], points: 0, tags: [] };

export async function balanceOf(db: Db, userId: number): Promise<number> {
  const row = await db.selectFrom('users').select('balance').where('id', '=', userId).executeTakeFirst();
  return row?.balance ?? 0;
}

/** Each chosen tag of the workspace: its accounts, and how many of them the plan uses. */
async function tagUse(
  db: Db,
  workspaceId: number,
  labelIds: unknown,
  items: ReadonlyArray<{ accountId: number | null }>,
): Promise<TaskQuote['tags']> {
  const ids = Array.isArray(labelIds) ? labelIds.filter((n): n is number => typeof n === 'number') : [];
  if (ids.length === 0) return [];
  const used = new Set(items.flatMap((i) => (i.accountId === null ? [] : [i.accountId])));
  const [tags, accounts] = await Promise.all([
    db.selectFrom('tags').select(['id', 'name']).where('id', 'in', ids).orderBy('id').execute(),
    db
      .selectFrom('accounts')
      .select(['id', 'label_id'])
      .where('workspace_id', '=', workspaceId)
      .where('label_id', 'in', ids)
      .execute(),
  ]);
  return tags.map((t) => {
    const under = accounts.filter((a) => a.label_id === t.id);
    return {
      id: t.id,
      name: t.name,
      accounts: under.length,
      used: under.filter((a) => used.has(a.id)).length,
    };
  });
}
