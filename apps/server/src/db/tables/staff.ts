import type { HelpKind, InviteCodeStatus } from '@reelfleet/contract';
import type { Generated, Selectable } from 'kysely';

/** Help-centre articles: getting-started documents, the update log, system announcements (Markdown). */
export interface HelpArticlesTable {
  id: Generated<number>;
  kind: HelpKind;
  title: string;
  /** Markdown as the admin wrote it; rendered (raw HTML escaped) when read. */
  body: string;
  /** '' for every reader, else only readers of that language. */
  lang: Generated<string>;
  author_id: number | null;
  created_at: string;
  updated_at: string;
}
export type HelpArticleRow = Selectable<HelpArticlesTable>;

/** An agent's extra invitation codes (the first one stays `users.invite_code`). */
export interface InviteCodesTable {
  id: Generated<number>;
  code: string;
  agent_id: number;
  status: InviteCodeStatus;
  remark: Generated<string>;
  created_at: string;
  updated_at: string;
}
export type InviteCodeRow = Selectable<InviteCodesTable>;

/** Console-wide settings the admin edits (JSON values by name: `contact`). */
export interface SiteSettingsTable {
  name: string;
  value: string;
  updated_at: string;
}

/** A workspace's department: its members (users.department_id) use only its device groups and account tags. */
export interface DepartmentsTable {
  id: Generated<number>;
  workspace_id: number;
  name: string;
  created_at: string;
  updated_at: string;
}
export type DepartmentRow = Selectable<DepartmentsTable>;

export interface DepartmentGroupsTable {
  department_id: number;
  group_id: number;
}

/** Account tags (tags of kind account) a department's members may use. */
export interface DepartmentTagsTable {
  department_id: number;
  tag_id: number;
}

/** A workspace's total followers on a UTC day (YYYY-MM-DD), the last value recorded that day. */
export interface FansDailyTable {
  workspace_id: number;
  day: string;
  fans: number;
}
