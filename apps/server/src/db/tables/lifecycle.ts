import type { Generated } from 'kysely';

/** Columns migration 0025 adds to `accounts` (account lifecycle: profile fields, change times, enterprise mode). */
export interface AccountLifecycleColumns {
  avatar: Generated<string>;
  link: Generated<string>;
  email: Generated<string>;
  privacy: Generated<string>;
  visit_tracking: Generated<number>;
  show_liked: Generated<number>;
  business_category: Generated<string | null>;
  /** When the free enterprise mode ends (simulated clock); null when personal. */
  enterprise_until: Generated<string | null>;
  /** When the account's one free enterprise month began (migration 0076); null: never used. */
  enterprise_free_at: Generated<string | null>;
  nickname_changed_at: Generated<string | null>;
  username_changed_at: Generated<string | null>;
  link_changed_at: Generated<string | null>;
  /** The follower count when the operator last looked at its fans (/account/fans), and when. */
  fans_seen: Generated<number | null>;
  fans_seen_at: Generated<string | null>;
  /** The registration task that created the account. */
  signup_task_id: Generated<number | null>;
  /** When fans and following were last read from the platform (simulated clock; '' never). Migration 0060. */
  fans_refreshed_at: Generated<string>;
}

/** One planned registration: the ≤ 5 per proxy IP rule counts pending and done ones. */
export interface SignupRegistrationsTable {
  id: Generated<number>;
  workspace_id: number;
  task_id: number;
  step_key: string;
  proxy_id: number;
  proxy_host: string;
  state: 'pending' | 'done' | 'failed';
  account_id: number | null;
  created_at: string;
  updated_at: string;
}

/** Each workspace's sum of its accounts' follower counts, kept by triggers (migration 0025). */
export interface AccountFanTotalsTable {
  workspace_id: number;
  fans: number;
}

/** What happened to an account that no other row keeps (migration 0085, docs/lifecycle.md "Account history"). */
export interface AccountEventsTable {
  id: Generated<number>;
  workspace_id: number;
  account_id: number;
  at: string;
  /** ACCOUNT_EVENT_KINDS of the contract. */
  kind: string;
  /** JSON of the kind's details (`{ to }`, `{ fans }`, `{ fields }`). */
  detail: Generated<string>;
}
