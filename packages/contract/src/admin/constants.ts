import { Role, STAFF_ROLES } from '../common/roles.ts';

export const LEVEL_NAME_MAX = 50;
/** Agent levels: 0 is an ordinary user, 1 a first-level agent, and so on. */
export const AGENT_LEVEL_MAX = 9;
/** The largest price the admin may set for one block of units. */
export const PRICE_POINTS_MAX = 1_000_000;

/** Roles the admin gives an owner; `agent` follows from level > 0 and is never given by hand. */
export const OWNER_ROLES = [Role.user, Role.vip] as const;
/** Roles the admin may write in an update: an owner's or a staff user's. */
export const ASSIGNABLE_ROLES = [Role.user, Role.vip, ...STAFF_ROLES] as const;
