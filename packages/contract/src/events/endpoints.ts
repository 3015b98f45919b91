import { endpointGroup } from '../common/endpoint.ts';
import { eventStreamQuery } from './index.ts';

export const eventEndpoints = endpointGroup('events', {
  stream: {
    method: 'GET',
    path: '/events',
    summary: 'Live updates as Server-Sent Events (text/event-stream)',
    description:
      'Events: hello, task, log, unread, invalidate, reset, logout (docs/push.md). Resumes after the Last-Event-ID header.',
    query: eventStreamQuery,
  },
});
