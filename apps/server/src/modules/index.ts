import type { App } from '../http/context.ts';
import { authRoutes } from './auth/routes.ts';
import { dashboardRoutes } from './dashboard/routes.ts';
import { healthRoutes } from './health/routes.ts';
import { notificationRoutes } from './notifications/routes.ts';

/** Every area's routes, mounted under /api. */
export async function registerModules(api: App): Promise<void> {
  await api.register(healthRoutes);
  await api.register(authRoutes);
  await api.register(notificationRoutes);
  await api.register(dashboardRoutes);
}
