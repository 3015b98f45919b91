import { endpointGroup } from '../common/endpoint.ts';
import { healthStatus, readyStatus } from './index.ts';

export const healthEndpoints = endpointGroup('health', {
  health: {
    method: 'GET',
    path: '/health',
    summary: 'Liveness and database round trip',
    public: true,
    response: healthStatus,
  },
  ready: {
    method: 'GET',
    path: '/ready',
    summary: 'Readiness: database, migrations, engine heartbeat',
    description:
      '200 when this process can serve: the database answers, every migration this release knows is applied, and its engine (unless ENGINE=off) has a recent heartbeat. 503 (code 503) with the same data otherwise.',
    public: true,
    response: readyStatus,
  },
});
