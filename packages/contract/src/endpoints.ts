import { accountEndpoints } from './account/endpoints.ts';
import { adminEndpoints } from './admin/endpoints.ts';
import { agentContactEndpoints, agentEndpoints } from './agent/endpoints.ts';
import { auditEndpoints } from './audit/endpoints.ts';
import { authEndpoints } from './auth/endpoints.ts';
import type { Endpoint } from './common/endpoint.ts';
import { dashboardChartEndpoints } from './dashboard/charts.ts';
import { dashboardEndpoints } from './dashboard/endpoints.ts';
import { deviceEndpoints, groupEndpoints } from './devices/endpoints.ts';
import { divisionEndpoints } from './division/endpoints.ts';
import { financeEndpoints } from './finance/endpoints.ts';
import { healthEndpoints } from './health/endpoints.ts';
import { helpEndpoints } from './help/endpoints.ts';
import { jobEndpoints } from './jobs/endpoints.ts';
import { lookupEndpoints } from './lookup/endpoints.ts';
import { materialEndpoints } from './material/endpoints.ts';
import { notificationEndpoints } from './notifications/endpoints.ts';
import { proxyEndpoints } from './proxy/endpoints.ts';
import { accountResourceEndpoints, fanEndpoints } from './resource/endpoints.ts';
import { serviceEndpoints } from './service/endpoints.ts';
import { tagEndpoints } from './tags/endpoints.ts';
import { taskCreateEndpoints, taskEndpoints } from './tasks/endpoints.ts';
import { videoEndpoints } from './video/endpoints.ts';

/** Every declared endpoint, by area (for checks that the server serves exactly these). */
export const ENDPOINT_AREAS: Record<string, Record<string, Endpoint>> = {
  health: healthEndpoints,
  auth: authEndpoints,
  dashboard: dashboardEndpoints,
  'dashboard.charts': dashboardChartEndpoints,
  finance: financeEndpoints,
  notifications: notificationEndpoints,
  lookup: lookupEndpoints,
  admin: adminEndpoints,
  agent: agentEndpoints,
  'agent.contact': agentContactEndpoints,
  help: helpEndpoints,
  audit: auditEndpoints,
  division: divisionEndpoints,
  service: serviceEndpoints,
  ...Object.fromEntries(Object.entries(tagEndpoints).map(([kind, set]) => [`tags.${kind}`, set])),
  devices: deviceEndpoints,
  groups: groupEndpoints,
  proxy: proxyEndpoints,
  account: accountEndpoints,
  material: materialEndpoints,
  video: videoEndpoints,
  'resource.fans': fanEndpoints,
  'resource.account': accountResourceEndpoints,
  tasks: taskEndpoints,
  'tasks.create': taskCreateEndpoints,
  jobs: jobEndpoints,
};

export function allEndpoints(): Endpoint[] {
  return Object.values(ENDPOINT_AREAS).flatMap((area) => Object.values(area));
}
