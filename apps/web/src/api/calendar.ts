import type { RescheduleBody } from '@reelfleet/contract';
import { call } from './call';
import { calendarEndpoints as api } from './endpoints';
import type { RequestOptions } from './request';

/** The calendar (docs/console-tasks.md "Calendar"): a range of items, and moving a scheduled post. */
export const calendarApi = {
  range: (from: string, to: string) => call(api.range, { query: { from, to } }, { silent: true }),
  /** What moving the post moves, and why it cannot (a past time, a post that started). */
  quoteMove: (body: RescheduleBody) => call(api.rescheduleQuote, { body }, { silent: true }),
  /** The confirmed move (its quote's id in `options.headers`); errors are the dialog's to show. */
  move: (body: RescheduleBody, options?: RequestOptions) =>
    call(api.reschedule, { body }, { silent: true, ...options }),
};
