import type { MaterialStatus, MaterialSubtype, MaterialType } from '@reelfleet/contract';
import type { Generated, Selectable } from 'kysely';

/** A material of a workspace (migration 0015); media bytes are files under DATA_DIR. */
export interface MaterialsTable {
  id: Generated<number>;
  workspace_id: number;
  type: MaterialType;
  subtype: MaterialSubtype;
  name: string;
  label_id: number | null;
  description: Generated<string>;
  text: string | null;
  status: MaterialStatus;
  status_reason: string | null;
  file_key: string | null;
  file_name: string | null;
  size: number | string | null;
  mime: string | null;
  width: number | null;
  height: number | null;
  duration_ms: number | null;
  has_thumb: Generated<number>;
  has_poster: Generated<number>;
  created_at: string;
  updated_at: string;
}
export type MaterialRow = Selectable<MaterialsTable>;
