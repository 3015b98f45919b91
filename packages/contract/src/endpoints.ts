import { accountEndpoints } from './account/endpoints.ts';
import { adminEndpoints } from './admin/endpoints.ts';
import { agentContactEndpoints, agentEndpoints } from './agent/endpoints.ts';
import { auditEndpoints } from './audit/endpoints.ts';
import { authEndpoints } from './auth/endpoints.ts';
import { calendarEndpoints } from './calendar/endpoints.ts';
import { type Endpoint, isWriteEndpoint } from './common/endpoint.ts';
import { dashboardChartEndpoints } from './dashboard/charts.ts';
import { dashboardEndpoints } from './dashboard/endpoints.ts';
import { deviceEndpoints, groupEndpoints } from './devices/endpoints.ts';
import { divisionEndpoints } from './division/endpoints.ts';
import { eventEndpoints } from './events/endpoints.ts';
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
import type { EndpointAccess } from './tokens/constants.ts';
import { tokenEndpoints } from './tokens/endpoints.ts';
import { videoEndpoints } from './video/endpoints.ts';

/** Every declared endpoint, by area (for checks that the server serves exactly these). */
export const ENDPOINT_AREAS: Record<string, Record<string, Endpoint>> = {
  health: healthEndpoints,
  auth: authEndpoints,
  dashboard: dashboardEndpoints,
  'dashboard.charts': dashboardChartEndpoints,
  finance: financeEndpoints,
  notifications: notificationEndpoints,
  events: eventEndpoints,
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
  tokens: tokenEndpoints,
  calendar: calendarEndpoints,
};

export function allEndpoints(): Endpoint[] {
  return Object.values(ENDPOINT_AREAS).flatMap((area) => Object.values(area));
}

/**
 * What a personal access token needs for the writes of each area (reads need `read`), unless an
 * endpoint declares its own `access`. `session`: the console's session only, never a token: the
 * profile and password, staff, agents' codes, customer service, notifications' marks, the admin's
 * back office. An area with writes missing here fails at load, so a new area must decide;
 * areas that only read (health, dashboard, lookup, audit...) need no entry.
 */
const AREA_TOKEN_ACCESS: Record<string, EndpointAccess> = {
  auth: 'session',
  finance: 'finance',
  notifications: 'session',
  admin: 'session',
  agent: 'session',
  help: 'session',
  division: 'session',
  service: 'session',
  devices: 'fleet',
  groups: 'fleet',
  proxy: 'fleet',
  account: 'fleet',
  material: 'fleet',
  'resource.fans': 'fleet',
  'resource.account': 'fleet',
  tasks: 'tasks',
  'tasks.create': 'tasks',
  jobs: 'tasks',
  calendar: 'tasks',
  tokens: 'session',
};

function accessOf(area: string, e: Endpoint): EndpointAccess {
  if (e.access) return e.access;
  if (!isWriteEndpoint(e)) return 'read';
  const rule = area.startsWith('tags.') ? 'fleet' : AREA_TOKEN_ACCESS[area];
  if (!rule) throw new Error(`No personal access token rule for the area ${area}`);
  return rule;
}

/** `METHOD /path` of every endpoint → what a personal access token needs to call it. */
export const ENDPOINT_ACCESS: ReadonlyMap<string, EndpointAccess> = new Map(
  Object.entries(ENDPOINT_AREAS).flatMap(([area, set]) =>
    Object.values(set).map((e) => [`${e.method} ${e.path}`, accessOf(area, e)] as const),
  ),
);

/** What a personal access token needs to call the endpoint `METHOD /path` (`session` for one not declared). */
export function endpointAccess(method: string, path: string): EndpointAccess {
  return ENDPOINT_ACCESS.get(`${method} ${path}`) ?? 'session';
}
