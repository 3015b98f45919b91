/** Role names carried in the user-info response (spec section 6). */
export const Role = {
  admin: 'admin',
  agent: 'agent',
  user: 'user',
  vip: 'vip',
  /** Operator inside an owner's workspace: devices, accounts, tasks, materials, resources. */
  operator: 'operator',
  /** Custom service staff inside an owner's workspace. */
  service: 'service',
  /** Department manager inside an owner's workspace. */
  manager: 'manager',
} as const;
export type RoleName = (typeof Role)[keyof typeof Role];
export const ROLE_NAMES = Object.values(Role) as [RoleName, ...RoleName[]];
/** `roles` of the endpoints only the admin may call. */
export const ADMIN_ONLY = [Role.admin] as const;
/** Roles an owner may give the staff of their workspace. */
export const STAFF_ROLES = [Role.operator, Role.service, Role.manager] as const;
