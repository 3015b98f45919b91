import { z } from 'zod';

export const healthStatus = z.object({
  status: z.literal('ok'),
  db: z.enum(['sqlite', 'postgres']),
  dbMs: z.number(),
  uptimeSeconds: z.number().int(),
});
export type HealthStatus = z.infer<typeof healthStatus>;
