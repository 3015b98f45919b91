import type { Generated, Selectable } from 'kysely';

/** A video an account of the workspace published (migration 0016). */
export interface PublishedVideosTable {
  id: Generated<number>;
  workspace_id: number;
  task_id: number;
  account_id: number | null;
  account: string;
  material_id: number | null;
  material_name: string;
  video_id: string;
  title: string;
  /** JSON array of hashtags, without '#'. */
  hashtags: string;
  language: string;
  adult_only: number;
  title_generated: number;
  region: string;
  duration_sec: number;
  published_at: string;
}
export type PublishedVideoRow = Selectable<PublishedVideosTable>;
