import { z } from 'zod';
import { endpoint } from '../common/endpoint.ts';
import { batchResult, idParams } from '../common/query.ts';
import { jobAddBody, jobInfo, jobQueryBody, jobUpdateBody } from '../tasks/schemas.ts';

const tags = ['jobs'];

/**
 * Scheduled recurring tasks (spec 7 `/job/*`): every `everyMinutes` on the
 * simulated clock the engine creates a task from the job's body, as if it
 * had been submitted then (held for, refused when the points do not cover it).
 */
export const jobEndpoints = {
  add: endpoint({
    method: 'POST',
    path: '/job/add',
    tags,
    summary: 'Schedule a recurring task',
    body: jobAddBody,
    response: jobInfo,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/job/update',
    tags,
    summary: 'Change a recurring task',
    body: jobUpdateBody,
    response: jobInfo,
  }),
  list: endpoint({
    method: 'POST',
    path: '/job/queryAll',
    tags,
    summary: 'Every recurring task of the workspace, newest first',
    body: jobQueryBody,
    response: z.array(jobInfo),
  }),
  pause: endpoint({
    method: 'POST',
    path: '/job/pause/:id',
    tags,
    summary: 'Pause a recurring task: no new tasks until resumed',
    params: idParams,
    response: jobInfo,
  }),
  resume: endpoint({
    method: 'POST',
    path: '/job/resume/:id',
    tags,
    summary: 'Resume a paused recurring task',
    params: idParams,
    response: jobInfo,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/job/delete/:id',
    tags,
    summary: 'Delete a recurring task (its tasks stay)',
    params: idParams,
    response: batchResult,
  }),
};
