import { Role, type RoleName, STAFF_ROLES } from '../common/roles.ts';

/**
 * Menu areas (spec 2 "Menu areas", spec 6 route meta roles): what a staff
 * member's role lets them see in the console and call on the server. The
 * console's route table takes each area's roles from `areaRoles`; the server
 * refuses a staff member an API path of an area their roles lack (403).
 * Owners (user, vip, agent) see every area; the admin everything.
 */
export const MENU_AREAS = [
  'devices',
  'proxy',
  'account',
  'video',
  'tasks',
  'service',
  'material',
  'resource',
  'finance',
  'division',
] as const;
export type MenuArea = (typeof MENU_AREAS)[number];
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The areas of each staff role: operators run the fleet, customer service answers, managers see all. */
export const ROLE_AREAS: Record<StaffRole, readonly MenuArea[]> = {
  operator: ['devices', 'proxy', 'account', 'video', 'tasks', 'material', 'resource'],
  service: ['service', 'account', 'material'],
  manager: MENU_AREAS,
};

const OWNER_ROLES_ALL_AREAS = [Role.user, Role.vip, Role.agent] as const;

/** The roles that see an area (route meta roles). */
export function areaRoles(area: MenuArea): RoleName[] {
  return [...OWNER_ROLES_ALL_AREAS, ...STAFF_ROLES.filter((r) => ROLE_AREAS[r].includes(area))];
}

/**
 * API paths (under /api) of each area, first match wins. Paths of no area
 * (dashboard, profile, notifications, help, the platform catalogue, prices)
 * are open to every role. Task routes are one area: the task screens of the
 * device, account, video and resource menus are operators' and managers' alike.
 */
const AREA_PATHS: ReadonlyArray<readonly [prefix: string, area: MenuArea]> = [
  ['/device/', 'devices'],
  ['/proxy/', 'proxy'],
  ['/account/', 'account'],
  ['/video/', 'video'],
  ['/tiktok/api/online/', 'tasks'],
  ['/task/', 'tasks'],
  ['/job/', 'tasks'],
  ['/resource/material/', 'material'],
  ['/resource/', 'resource'],
  ['/service/', 'service'],
  ['/finance/recharge/', 'finance'],
  ['/finance/consume/', 'finance'],
  ['/user/division/', 'division'],
];

/** The area an API path (with or without the /api prefix) belongs to, or null for paths open to all. */
export function areaOfPath(path: string): MenuArea | null {
  const bare = `${path.startsWith('/api/') ? path.slice(4) : path}/`;
  return AREA_PATHS.find(([prefix]) => bare.startsWith(prefix))?.[1] ?? null;
}

/** Whether a staff member with these roles sees the area. */
export function staffSeesArea(roles: readonly string[], area: MenuArea): boolean {
  return STAFF_ROLES.some((r) => roles.includes(r) && ROLE_AREAS[r].includes(area));
}

/**
 * Why someone can no longer create tasks (docs/staff.md "People who can no longer act"):
 * their scheduled jobs and queued tasks are paused, and a job of theirs that comes due makes no task.
 */
export const STAND_DOWN_REASONS = ['disabled', 'noTaskRole', 'ownerDisabled', 'removed'] as const;
export type StandDownReason = (typeof STAND_DOWN_REASONS)[number];
