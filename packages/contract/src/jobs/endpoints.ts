import { z } from 'zod';
import { crudGroup } from '../common/crud.ts';
import { idParams } from '../common/query.ts';
import { jobAddBody, jobInfo, jobQueryBody, jobUpdateBody } from '../tasks/schemas.ts';

/**
 * Scheduled recurring tasks (spec 7 `/job/*`): every `everyMinutes` on the
 * simulated clock the engine creates a task from the job's body, as if it
 * had been submitted then (held for, refused when the points do not cover it).
 */
export const jobEndpoints = crudGroup('jobs', '/job', (crud) => ({
  add: crud.add({
    idempotent: true,
    summary: 'Schedule a recurring task',
    body: jobAddBody,
    response: jobInfo,
  }),
  update: crud.update({ summary: 'Change a recurring task', body: jobUpdateBody, response: jobInfo }),
  list: crud.all({
    summary: 'Every recurring task of the workspace, newest first',
    body: jobQueryBody,
    response: z.array(jobInfo),
  }),
  pause: {
    method: 'POST',
    path: '/job/pause/:id',
    summary: 'Pause a recurring task: no new tasks until resumed',
    params: idParams,
    response: jobInfo,
  },
  resume: {
    method: 'POST',
    path: '/job/resume/:id',
    summary: 'Resume a paused recurring task',
    params: idParams,
    response: jobInfo,
  },
  remove: crud.remove({ summary: 'Delete a recurring task (its tasks stay)' }),
}));
