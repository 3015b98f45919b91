import type { EndpointBody, jobEndpoints, TaskSubtype } from '@reelfleet/contract';
import { call } from './call';
import { jobEndpoints as api } from './endpoints';

/** Scheduled recurring tasks (spec 7 `/job/*`). */
export const jobsApi = {
  add: (body: EndpointBody<typeof jobEndpoints.add>) => call(api.add, { body }),
  list: (subtype?: TaskSubtype) => call(api.list, { body: subtype ? { subtype } : {} }, { silent: true }),
  pause: (id: number) => call(api.pause, { params: { id } }),
  resume: (id: number) => call(api.resume, { params: { id } }),
  remove: (id: number) => call(api.remove, { params: { id } }),
};
