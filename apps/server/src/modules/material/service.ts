import {
  isMessageKey,
  type Lang,
  type MaterialAddResult,
  type MaterialItem,
  type MaterialListBody,
  type MaterialPage,
  type MaterialSubtype,
  type MaterialTagMode,
  type MaterialUpdateBody,
  type MaterialUploadValues,
  materialLines,
  NAME_SAFE,
  type PageQuery,
  type TaskStatus,
  translate,
} from '@reelfleet/contract';
import { sql } from 'kysely';
import { AppError, fieldError } from '../../core/errors.ts';
import type { Storage } from '../../core/storage/index.ts';
import { insertChunked } from '../../db/ids.ts';
import type { Db } from '../../db/index.ts';
import { contains, fetchPage, refersTo } from '../../db/page.ts';
import type { MaterialRow } from '../../db/tables/materials.ts';
import { requireWorkspace, workspaceOfId, workspaceOfIds } from '../../http/workspace.ts';
import { IMAGE_MAX_MEGAPIXELS } from '../../lib/image.ts';
import type { AuthContext } from '../auth/session.ts';
import { addTag, assertLabel, labelColumns, rowLabelOf } from '../tags/service.ts';
import { removeMedia } from './media.ts';
import type { Received } from './upload.ts';

function materialBase(db: Db) {
  return db.selectFrom('materials as m').leftJoin('tags as t', 't.id', 'm.label_id');
}
/** A material query with the columns of its item (filters go on materialBase first). */
const withMaterialColumns = (q: ReturnType<typeof materialBase>) => q.selectAll('m').select(labelColumns);

type MaterialViewRow = MaterialRow & { label_name: string | null; label_system: number | null };

export function toMaterialItem(row: MaterialViewRow, lang: Lang): MaterialItem {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    subtype: row.subtype,
    ...rowLabelOf(row, lang),
    description: row.description,
    text: row.text,
    status: row.status,
    fileName: row.file_name,
    size: row.size === null ? null : Number(row.size),
    mime: row.mime,
    width: row.width,
    height: row.height,
    durationMs: row.duration_ms,
    hasThumb: row.has_thumb === 1,
    hasPoster: row.has_poster === 1,
    createTime: row.created_at,
    updateTime: row.updated_at,
  };
}

function filtered(db: Db, auth: AuthContext, filter: MaterialListBody) {
  const ws = auth.workspaceId;
  return materialBase(db)
    .where('m.type', '=', filter.type)
    .$if(ws !== null, (q) => q.where('m.workspace_id', '=', ws!))
    .$if(!!filter.subtype, (q) => q.where('m.subtype', '=', filter.subtype!))
    .$if(!!filter.name, (q) =>
      q.where((eb) => eb.or([contains('m.name', filter.name!), contains('m.text', filter.name!)])),
    )
    .$if(filter.labelId !== undefined, (q) => q.where(refersTo('m.label_id', filter.labelId!)));
}

export async function listMaterials(
  db: Db,
  auth: AuthContext,
  filter: MaterialListBody,
  page: PageQuery,
  lang: Lang,
): Promise<MaterialPage> {
  return fetchPage(
    db,
    filtered(db, auth, filter),
    page,
    (q) => withMaterialColumns(q).orderBy('m.id', 'desc'),
    (row) => toMaterialItem(row, lang),
  );
}

const PICKER_MAX = 1000;

/** Ready materials of a type for pickers (newest first, at most 1000). */
export async function allMaterials(db: Db, auth: AuthContext, filter: MaterialListBody, lang: Lang) {
  const rows = await withMaterialColumns(filtered(db, auth, filter).where('m.status', '=', 'ready'))
    .orderBy('m.id', 'desc')
    .limit(PICKER_MAX)
    .execute();
  return rows.map((row) => toMaterialItem(row, lang));
}

export async function getMaterial(db: Db, auth: AuthContext, id: number, lang: Lang): Promise<MaterialItem> {
  await workspaceOfId(db, 'materials', id, auth);
  const row = await withMaterialColumns(materialBase(db)).where('m.id', '=', id).executeTakeFirstOrThrow();
  return toMaterialItem(row, lang);
}

/** The row a media URL serves: only the caller's workspace's (else 404, like a missing one). */
export async function mediaRow(db: Db, auth: AuthContext, id: number): Promise<MaterialRow> {
  await workspaceOfId(db, 'materials', id, auth);
  return db.selectFrom('materials').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

interface LabelInput {
  tagMode?: MaterialTagMode;
  labelName?: string | undefined;
  labelId?: number | null | undefined;
}

/**
 * The label of the chosen tag mode (spec 5, only one validated): by name a
 * material tag found or created with that name, by id an existing one.
 */
async function resolveLabel(db: Db, ws: number, input: LabelInput, at: string, lang: Lang) {
  if ((input.tagMode ?? 'id') === 'name') {
    const name = input.labelName!;
    const found = await db
      .selectFrom('tags')
      .select('id')
      .where('kind', '=', 'material')
      .where('workspace_id', '=', ws)
      .where('name', '=', name)
      .executeTakeFirst();
    if (found) return found.id;
    return (await addTag(db, 'material', ws, name, at, lang)).id;
  }
  await assertLabel(db, 'material', input.labelId, ws);
  return input.labelId ?? null;
}

/** Text materials, one per non-empty line, all in one transaction. */
export async function addTextMaterials(
  db: Db,
  auth: AuthContext,
  body: {
    name: string;
    subtype: MaterialSubtype;
    description?: string | undefined;
    texts: string;
  } & LabelInput,
  at: string,
  lang: Lang,
): Promise<MaterialAddResult> {
  const ws = requireWorkspace(auth);
  const labelId = await resolveLabel(db, ws, body, at, lang);
  const lines = materialLines(body.texts);
  return db.transaction().execute(async (trx) => {
    const rows = lines.map((text) => ({
      workspace_id: ws,
      type: 'text' as const,
      subtype: body.subtype,
      name: body.name,
      label_id: labelId,
      description: body.description ?? '',
      text,
      status: 'ready' as const,
      status_reason: null,
      file_key: null,
      file_name: null,
      size: null,
      mime: null,
      width: null,
      height: null,
      duration_ms: null,
      created_at: at,
      updated_at: at,
    }));
    const ids = await insertChunked(trx, 'materials', rows);
    return { added: ids.length, ids };
  });
}

/** Name of an upload without a typed one: the file's name without its extension. */
function nameOfFile(fileName: string): string {
  const base = fileName.replace(/\.[^.]*$/, '').trim() || fileName;
  return base.slice(0, 60);
}

/** Records an uploaded file (already in storage) as a material `processing`; the files go if this fails. */
export async function addMediaMaterial(
  db: Db,
  storage: Storage,
  ws: number,
  query: MaterialUploadValues,
  file: Received,
  at: string,
  lang: Lang,
): Promise<number> {
  try {
    // The file's name is a name too (it names the material when none is typed, and is kept).
    if (!NAME_SAFE.test(file.fileName)) throw fieldError('file', 'validation.nameChars');
    const labelId = await resolveLabel(db, ws, query, at, lang);
    const row = await db
      .insertInto('materials')
      .values({
        workspace_id: ws,
        type: query.type,
        subtype: query.subtype,
        name: query.name ?? nameOfFile(file.fileName),
        label_id: labelId,
        description: query.description ?? '',
        text: null,
        status: 'processing',
        status_reason: null,
        file_key: file.key,
        file_name: file.fileName.slice(0, 255),
        size: file.size,
        mime: file.sniffed.mime,
        width: null,
        height: null,
        duration_ms: null,
        has_poster: file.hasPoster ? 1 : 0,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  } catch (error) {
    await removeMedia(storage, ws, file.key);
    throw error;
  }
}

/** Message of a failed upload: the key processing kept (named file, size, limit), else the general one. */
function failureMessage(
  row: Pick<MaterialRow, 'status_reason' | 'file_name' | 'width' | 'height'>,
  lang: Lang,
) {
  const key =
    row.status_reason && isMessageKey(row.status_reason) ? row.status_reason : 'material.processingFailed';
  return translate(key, lang, {
    file: row.file_name ?? '',
    width: row.width,
    height: row.height,
    max: IMAGE_MAX_MEGAPIXELS,
  });
}

export async function uploadStatus(db: Db, auth: AuthContext, id: number, lang: Lang) {
  await workspaceOfId(db, 'materials', id, auth);
  const row = await db
    .selectFrom('materials')
    .select(['id', 'status', 'status_reason', 'file_name', 'width', 'height'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    status: row.status,
    message: row.status === 'failed' ? failureMessage(row, lang) : null,
  };
}

export async function updateMaterial(
  db: Db,
  auth: AuthContext,
  body: MaterialUpdateBody,
  at: string,
  lang: Lang,
): Promise<MaterialItem> {
  const ws = await workspaceOfId(db, 'materials', body.id, auth);
  const labelId = await resolveLabel(db, ws, body, at, lang);
  const row = await db
    .selectFrom('materials')
    .select('type')
    .where('id', '=', body.id)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('materials')
    .set({
      name: body.name,
      subtype: body.subtype,
      label_id: labelId,
      description: body.description ?? '',
      ...(row.type === 'text' && body.text !== undefined ? { text: body.text } : {}),
      updated_at: at,
    })
    .where('id', '=', body.id)
    .execute();
  return getMaterial(db, auth, body.id, lang);
}

/** Task states in which a task may still act: its materials must stay. */
const UNFINISHED: TaskStatus[] = ['queue', 'running', 'paused'];

/**
 * The first scheduled work (an unfinished task or an active recurring job)
 * of the workspace whose body names one of these materials, or null.
 */
async function neededBy(db: Db, ws: number, ids: number[]) {
  const wanted = new Set(ids);
  const names = (body: string): number[] => {
    try {
      const parsed = JSON.parse(body) as { materialIds?: unknown };
      return Array.isArray(parsed.materialIds) ? parsed.materialIds.filter((v) => typeof v === 'number') : [];
    } catch {
      return [];
    }
  };
  const like = sql<boolean>`${sql.ref('description')} like ${'%"materialIds"%'}`;
  const tasks = await db
    .selectFrom('tasks')
    .select(['name', 'description'])
    .where('workspace_id', '=', ws)
    .where('status', 'in', UNFINISHED)
    .where(like)
    .execute();
  for (const t of tasks) {
    const hit = names(t.description).find((id) => wanted.has(id));
    if (hit !== undefined) return { task: t.name, id: hit };
  }
  const jobs = await db
    .selectFrom('task_jobs')
    .select(['name', 'body'])
    .where('workspace_id', '=', ws)
    .where('deleted_at', 'is', null)
    .where('status', '=', 'active')
    .where(sql<boolean>`${sql.ref('body')} like ${'%"materialIds"%'}`)
    .execute();
  for (const j of jobs) {
    const hit = names(j.body).find((id) => wanted.has(id));
    if (hit !== undefined) return { task: j.name, id: hit };
  }
  return null;
}

/** Deletes all or none, with their files; a material scheduled work still needs answers 409 naming it. */
export async function deleteMaterials(db: Db, storage: Storage, auth: AuthContext, ids: readonly number[]) {
  const ws = (await workspaceOfIds(db, 'materials', ids, auth))!;
  const unique = [...new Set(ids)];
  const needed = await neededBy(db, ws, unique);
  if (needed) {
    const row = await db
      .selectFrom('materials')
      .select('name')
      .where('id', '=', needed.id)
      .executeTakeFirst();
    throw new AppError(409, 'material.inUse', { params: { name: row?.name ?? '', task: needed.task } });
  }
  const rows = await db.selectFrom('materials').select(['file_key']).where('id', 'in', unique).execute();
  const result = await db.deleteFrom('materials').where('id', 'in', unique).executeTakeFirst();
  for (const row of rows) await removeMedia(storage, ws, row.file_key);
  return { count: Number(result.numDeletedRows) };
}
