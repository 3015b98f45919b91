import { createHash } from 'node:crypto';
import {
  type Lang,
  PRICE_OF_ACTION,
  type QuoteProblem,
  type RescheduleBody,
  type TaskQuote,
  translate,
} from '@reelfleet/contract';
import { AppError } from '../../core/errors.ts';
import type { Db } from '../../db/index.ts';
import { dbKind } from '../../db/kind.ts';
import type { TaskRow } from '../../db/tables/tasks.ts';
import type { SecretBox } from '../../lib/secrets.ts';
import { stableJson } from '../../lib/stable-json.ts';
import type { AuthContext } from '../auth/session.ts';
import { balanceOf } from '../tasks/quote.ts';
import { issueQuoteId, quoteIdHolds } from '../tasks/quote-id.ts';
import { findTask } from '../tasks/service.ts';
import { notStarted, publishAtOf } from './service.ts';

/** Steps that have not run: a move shifts those with a time (the first of each item); blocked ones follow them. */
const WAITING = ['scheduled', 'ready', 'paused'] as const;
const NOT_RUN = [...WAITING, 'blocked'] as const;

/** A scheduled post by id (404 outside the caller's tasks); another task, or a post without a time: 422. */
async function scheduledPost(
  db: Db,
  auth: AuthContext,
  id: number,
): Promise<TaskRow & { publishAt: string }> {
  const row = await findTask(db, auth, id);
  const publishAt = row.subtype === 'post' ? publishAtOf(row) : null;
  if (publishAt === null) throw new AppError(422, 'task.rescheduleNotPost', { data: { field: 'id' } });
  return { ...row, publishAt };
}

/** What a confirmed move is of: this task as it is now, to this time (equal moves, equal fingerprints). */
function moveFingerprint(row: TaskRow & { publishAt: string }, to: string): string {
  return createHash('sha256')
    .update(
      stableJson({
        move: row.id,
        from: row.publishAt,
        to,
        status: row.status,
        started: row.start_time,
        actions: row.total,
        held: row.points_held,
      }),
    )
    .digest('hex');
}

function problemsOf(row: TaskRow, toMs: number, nowMs: number, lang: Lang): QuoteProblem[] {
  const problems: QuoteProblem[] = [];
  const say = (field: string | null, code: 'task.rescheduleStarted' | 'post.publishAtPast') =>
    problems.push({ field, code, message: translate(code, lang), blocking: true });
  if (!notStarted(row)) say(null, 'task.rescheduleStarted');
  if (toMs <= nowMs) say('publishAt', 'post.publishAtPast');
  return problems;
}

/**
 * The quote of a move (`POST /task/info/reschedule/quote`), in the wizard's
 * shape: the post keeps its plan (accounts, devices, actions) and the points
 * it holds, so the balance does not change; what can block it is a past time
 * or a post that has started. When ok, `quoteId` names this move.
 */
export async function quoteMove(
  db: Db,
  secrets: SecretBox,
  auth: AuthContext,
  body: RescheduleBody,
  nowMs: number,
  lang: Lang,
): Promise<TaskQuote> {
  const row = await scheduledPost(db, auth, body.id);
  const to = new Date(body.publishAt).toISOString();
  const [balance, devices, price] = await Promise.all([
    balanceOf(db, row.payer_id),
    db
      .selectFrom('task_items')
      .select((eb) => eb.fn.count<number>('device_id').distinct().as('n'))
      .where('task_id', '=', row.id)
      .executeTakeFirst(),
    db.selectFrom('task_steps').select('price').where('task_id', '=', row.id).limit(1).executeTakeFirst(),
  ]);
  const problems = problemsOf(row, Date.parse(to), nowMs, lang);
  const ok = problems.length === 0;
  const unit = price?.price ?? 0;
  return {
    accounts: row.accounts,
    devices: Number(devices?.n ?? 0),
    actions: row.total,
    lines: [{ price: PRICE_OF_ACTION.publish, quantity: row.total, unit, points: row.points_held }],
    points: row.points_held,
    balance,
    balanceAfter: balance,
    tags: [],
    problems,
    ok,
    quoteId: ok ? issueQuoteId(secrets, moveFingerprint(row, to)) : null,
  };
}

/** Thrown inside the moving transaction when the post is not the confirmed one: nothing is written. */
class MoveChanged extends Error {}

/**
 * Moves a scheduled post (`PUT /task/info/reschedule`): its body's
 * `publishAt` and every waiting step's time by the same amount, in one
 * transaction that locks the task (PostgreSQL) and writes only while the
 * post has not started. With a Quote-Id that no longer names this move,
 * nothing is moved and 409 'task.rescheduleChanged' carries the new quote.
 */
export async function movePost(
  db: Db,
  secrets: SecretBox,
  auth: AuthContext,
  body: RescheduleBody,
  quoteId: string | undefined,
  nowMs: number,
  lang: Lang,
): Promise<number> {
  const found = await scheduledPost(db, auth, body.id);
  const to = new Date(body.publishAt).toISOString();
  try {
    await db.transaction().execute(async (trx) => {
      const locked = await trx
        .selectFrom('tasks')
        .selectAll()
        .where('id', '=', found.id)
        .$if(dbKind(trx) === 'postgres', (q) => q.forUpdate())
        .executeTakeFirstOrThrow();
      const row = { ...locked, publishAt: publishAtOf(locked) ?? found.publishAt };
      if (quoteId !== undefined && !quoteIdHolds(secrets, quoteId, moveFingerprint(row, to)))
        throw new MoveChanged();
      const ran = await trx
        .selectFrom('task_steps')
        .select('id')
        .where('task_id', '=', row.id)
        .where('state', 'not in', NOT_RUN)
        .limit(1)
        .executeTakeFirst();
      if (!notStarted(row) || ran) throw new AppError(409, 'task.rescheduleStarted');
      if (Date.parse(to) <= nowMs)
        throw new AppError(422, 'post.publishAtPast', { data: { field: 'publishAt' } });
      const delta = Date.parse(to) - Date.parse(row.publishAt);
      const steps = await trx
        .selectFrom('task_steps')
        .select(['id', 'run_at', 'state'])
        .where('task_id', '=', row.id)
        .where('state', 'in', WAITING)
        .execute();
      for (const s of steps) {
        await trx
          .updateTable('task_steps')
          .set({ run_at: new Date(Date.parse(s.run_at) + delta).toISOString() })
          .where('id', '=', s.id)
          .where('state', '=', s.state)
          .execute();
      }
      const description = { ...(JSON.parse(row.description) as Record<string, unknown>), publishAt: to };
      await trx
        .updateTable('tasks')
        .set({ description: JSON.stringify(description), updated_at: new Date(nowMs).toISOString() })
        .where('id', '=', row.id)
        .execute();
    });
  } catch (error) {
    if (!(error instanceof MoveChanged)) throw error;
    const quote = await quoteMove(db, secrets, auth, body, nowMs, lang);
    throw new AppError(409, 'task.rescheduleChanged', { data: { quote } });
  }
  return found.id;
}
