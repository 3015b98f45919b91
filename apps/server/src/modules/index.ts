import type { App } from '../http/context.ts';
import { healthRoutes } from './health/routes.ts';

/** Every area's routes, mounted under /api. */
export async function registerModules(api: App): Promise<void> {
  await api.register(healthRoutes);
}
