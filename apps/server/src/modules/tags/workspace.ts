import type { TagKind } from '@reelfleet/contract';
import type { Db } from '../../db/index.ts';
import { requireWorkspace } from '../../http/workspace.ts';
import type { AuthContext } from '../auth/session.ts';
import { assertLabel } from './service.ts';

/** The workspace a list reads (null for the admin: every workspace), the label it filters by checked. */
export async function listedWorkspace(
  db: Db,
  auth: AuthContext,
  kind: TagKind,
  labelId: number | null | undefined,
): Promise<number | null> {
  if (auth.workspaceId !== null) await assertLabel(db, kind, labelId, auth.workspaceId);
  return auth.workspaceId;
}

/** The caller's workspace, where a new row goes (the admin has none: 403), the label it names checked. */
export async function addingWorkspace(
  db: Db,
  auth: AuthContext,
  kind: TagKind,
  labelId: number | null | undefined,
): Promise<number> {
  const ws = requireWorkspace(auth);
  await assertLabel(db, kind, labelId, ws);
  return ws;
}
