import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

export type UserStatus = 'active' | 'disabled';
/** owner: a workspace of its own; staff: inside an owner's workspace; admin: sees all. */
export type UserType = 'owner' | 'staff' | 'admin';

export interface UsersTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  email: string;
  name: string;
  alias: string;
  gender: string;
  avatar_path: string | null;
  introduction: string;
  /** JSON array of role names. */
  roles: string;
  level: number;
  level_name: string;
  interval_time: number;
  user_type: UserType;
  /** The owner whose workspace this user acts in; an owner's own id. Null for the admin. */
  workspace_id: number | null;
  /** A staff member's department (its device groups and account tags only); null: the whole workspace. */
  department_id: Generated<number | null>;
  /** The agent whose invitation code the user registered with. */
  agent_id: number | null;
  /** Agents' invitation code. */
  invite_code: string | null;
  /** An agent's contact shown to their users (how to get points). */
  contact: Generated<string>;
  /** An agent's extra invitation code the user registered with (null: the agent's first code). */
  invited_with: Generated<string | null>;
  /** Cached sum of the user's ledger amounts; changed only with a ledger entry. */
  balance: number;
  /** Points held for running work; changed only with a ledger entry. */
  held: number;
  /** The newest ledger entry's running totals and counts and its time (caches, changed only with an entry). */
  recharged_total: Generated<number>;
  consumed_total: Generated<number>;
  credit_count: Generated<number>;
  charge_count: Generated<number>;
  ledger_at: Generated<string>;
  status: UserStatus;
  last_login_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  /** sha256 of the bearer token; the token itself is never stored. */
  token_hash: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  revoked_at: string | null;
  ip: string;
  user_agent: string;
}

/** A personal access token (migration 0084); the token itself is never stored. */
export interface AccessTokensTable {
  id: Generated<number>;
  user_id: number;
  /** sha256 of the token. */
  token_hash: string;
  name: string;
  /** The prefix and the first characters, to tell tokens apart in the list. */
  hint: string;
  /** JSON list of TOKEN_SCOPES. */
  scopes: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  last_used_at: string | null;
  last_used_ip: string;
}
export type AccessTokenRow = Selectable<AccessTokensTable>;

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
