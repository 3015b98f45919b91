import { endpointGroup } from '../common/endpoint.ts';
import { healthStatus } from './index.ts';

export const healthEndpoints = endpointGroup('health', {
  health: {
    method: 'GET',
    path: '/health',
    summary: 'Liveness and database round trip',
    public: true,
    response: healthStatus,
  },
});
