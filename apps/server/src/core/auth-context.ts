import type { RoleName, TokenScope } from '@reelfleet/contract';
import type { UserType } from '../db/tables/users.ts';

/** Who is calling: set on every authenticated request. */
export interface AuthContext {
  userId: number;
  sessionId: number;
  username: string;
  roles: RoleName[];
  level: number;
  userType: UserType;
  /** The workspace the caller acts in; null only for the admin. */
  workspaceId: number | null;
  /** A staff member's department: they reach only its device groups and account tags. Null: no such limit. */
  departmentId: number | null;
  /**
   * Set when the caller authenticated with a personal access token (modules/auth/access-token.ts):
   * the call must be within its scopes. Absent: a console session (`sessionId`).
   */
  token?: AccessTokenAuth;
}

/** The personal access token of a call. */
export interface AccessTokenAuth {
  id: number;
  name: string;
  scopes: readonly TokenScope[];
}
