import { endpointGroup } from '../common/endpoint.ts';
import { taskQuote } from '../tasks/quote.ts';
import { taskInfo } from '../tasks/schemas.ts';
import { calendarQuery, calendarRange, rescheduleBody } from './index.ts';

/**
 * The calendar (docs/console-tasks.md "Calendar"): scheduled posts, recurring
 * jobs' runs and device rentals' ends over a range, and moving a post that
 * has not started. Tasks and jobs are the caller's (their workspace, their
 * department's members'); rentals the devices they reach.
 */
export const calendarEndpoints = endpointGroup('calendar', {
  range: {
    method: 'GET',
    path: '/task/calendar',
    summary: 'What is scheduled or happened in [from, to): posts, recurring jobs and their runs, rental ends',
    description: 'At most CALENDAR_RANGE_DAYS_MAX (42) days; `to` after `from`, else 400 naming `to`.',
    query: calendarQuery,
    response: calendarRange,
  },
  rescheduleQuote: {
    method: 'POST',
    path: '/task/info/reschedule/quote',
    read: true,
    summary: 'What moving a scheduled post to `publishAt` moves, and its problems',
    description:
      'The task keeps its plan and the points it holds. Blocking problems: the time is past, the post has started. When ok, `quoteId` names this move for the Quote-Id header.',
    body: rescheduleBody,
    response: taskQuote,
  },
  reschedule: {
    method: 'PUT',
    path: '/task/info/reschedule',
    idempotent: true,
    summary: 'Move a scheduled post that has not started to `publishAt`',
    description:
      "Every waiting first upload moves by the same amount. 422 on a past time, 409 once it started; with a Quote-Id that no longer holds, 409 'task.quoteChanged' with the new quote.",
    body: rescheduleBody,
    response: taskInfo,
  },
});
