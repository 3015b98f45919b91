import fastifyMultipart from '@fastify/multipart';
import { UPLOAD_LIMITS } from '@reelfleet/contract';
import type { ApiModules } from '../http/app.ts';
import type { App } from '../http/context.ts';
import { accountRoutes } from './account/routes.ts';
import { adminRoutes } from './admin/routes.ts';
import { agentRoutes } from './agent/routes.ts';
import { auditRoutes } from './audit/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { authenticate } from './auth/session.ts';
import { calendarRoutes } from './calendar/routes.ts';
import { dashboardRoutes } from './dashboard/routes.ts';
import { groupRoutes } from './devices/group-routes.ts';
import { deviceRoutes } from './devices/routes.ts';
import { divisionRoutes } from './division/routes.ts';
import { eventRoutes } from './events/routes.ts';
import { pushAfterWrite } from './events/writes.ts';
import { financeRoutes } from './finance/routes.ts';
import { metricsRoute, timeRequests } from './health/metrics.ts';
import { healthRoutes } from './health/routes.ts';
import { helpRoutes } from './help/routes.ts';
import { jobRoutes } from './jobs/routes.ts';
import { lookupRoutes } from './lookup/routes.ts';
import { materialRoutes } from './material/routes.ts';
import { notificationRoutes } from './notifications/routes.ts';
import { proxyRoutes } from './proxy/routes.ts';
import { resourceRoutes } from './resource/routes.ts';
import { serviceRoutes } from './service/routes.ts';
import { tagRoutes } from './tags/routes.ts';
import { taskCreateRoutes } from './tasks/create-routes.ts';
import { taskRoutes } from './tasks/routes.ts';
import { videoRoutes } from './video/routes.ts';

/**
 * Every area's routes, mounted under /api. The areas that take file uploads share one scope with
 * multipart parsing: @fastify/multipart adds hooks to every request of the scope it is registered
 * in, which the other areas' requests (the console's polls among them) do not pay for.
 */
export async function registerModules(api: App): Promise<void> {
  // Live updates after each committed write (modules/events): a hook on every area's routes.
  api.addHook('onResponse', pushAfterWrite(api.ctx));
  await api.register(healthRoutes);
  await api.register(eventRoutes);
  await api.register(notificationRoutes);
  await api.register(dashboardRoutes);
  await api.register(financeRoutes);
  await api.register(adminRoutes);
  await api.register(agentRoutes);
  await api.register(divisionRoutes);
  await api.register(helpRoutes);
  await api.register(auditRoutes);
  await api.register(tagRoutes);
  await api.register(deviceRoutes);
  await api.register(groupRoutes);
  await api.register(proxyRoutes);
  await api.register(videoRoutes);
  await api.register(taskRoutes);
  await api.register(taskCreateRoutes);
  await api.register(jobRoutes);
  await api.register(calendarRoutes);
  await api.register(lookupRoutes);
  await api.register(serviceRoutes);
  await api.register(async (uploads: App) => {
    await uploads.register(fastifyMultipart, {
      limits: { fileSize: UPLOAD_LIMITS.videoBytes, files: 1, fields: 20 },
      throwFileSizeLimit: true,
    });
    await uploads.register(authRoutes);
    await uploads.register(accountRoutes);
    await uploads.register(materialRoutes);
    await uploads.register(resourceRoutes);
  });
}

/** What the HTTP app takes from the modules (http/ imports none of them; boot hands this over). */
export const apiModules: ApiModules = {
  authenticate,
  instrument(app, poolStats) {
    timeRequests(app);
    metricsRoute(app, poolStats);
  },
  register: registerModules,
};
