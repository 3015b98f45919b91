import { calendarEndpoints as api, QUOTE_ID_HEADER, translate } from '@reelfleet/contract';
import { ok } from '../../core/envelope.ts';
import { type App, caller } from '../../http/context.ts';
import { route } from '../../http/route.ts';
import { findTask, taskInfoOf } from '../tasks/service.ts';
import { movePost, quoteMove } from './reschedule.ts';
import { calendarRange } from './service.ts';

const QUOTE_HEADER = QUOTE_ID_HEADER.toLowerCase();

/** The calendar (docs/console-tasks.md "Calendar"): a range of scheduled and past items, and moving a post. */
export async function calendarRoutes(app: App) {
  const { db, clock, secrets } = app.ctx;

  route(app, api.range, async (req) => ok(await calendarRange(db, caller(req), req.query, clock.iso())));

  route(app, api.rescheduleQuote, async (req) =>
    ok(await quoteMove(db, secrets, caller(req), req.body, clock.now(), req.lang)),
  );

  route(app, api.reschedule, async (req) => {
    const header = req.headers[QUOTE_HEADER];
    const quoteId = Array.isArray(header) ? header[0] : header;
    const id = await movePost(db, secrets, caller(req), req.body, quoteId, clock.now(), req.lang);
    app.tasks.engine?.wake();
    const row = await findTask(db, caller(req), id);
    return ok(await taskInfoOf(db, row, req.lang), translate('task.rescheduled', req.lang));
  });
}
