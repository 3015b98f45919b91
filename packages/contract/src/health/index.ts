import { z } from 'zod';
import { endpointGroup } from '../common/endpoint.ts';

export const healthStatus = z.object({
  status: z.literal('ok'),
  db: z.enum(['sqlite', 'postgres']),
  dbMs: z.number(),
  uptimeSeconds: z.number().int(),
});
export type HealthStatus = z.infer<typeof healthStatus>;

export const healthEndpoints = endpointGroup('health', {
  health: {
    method: 'GET',
    path: '/health',
    summary: 'Liveness and database round trip',
    public: true,
    response: healthStatus,
  },
});
