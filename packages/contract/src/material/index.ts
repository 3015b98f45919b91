import { z } from 'zod';
import { UPLOAD_LIMITS } from '../common/constants.ts';
import { rowLabel, rowName, rowTimes } from '../common/fields.ts';
import { labelsOf } from '../common/messages.ts';
import { pageOf } from '../common/pagination.ts';
import { entityId, idsBody } from '../common/query.ts';
import { labelId, TAG_NAME_MAX } from '../tags/index.ts';

export * from './emoji.ts';

/**
 * Materials (spec 2 /material/text|image|video|tags, spec 3 "Material"):
 * `POST /resource/material/queryList`, `/add` (text, one material a line),
 * `/upload` (image, avatar, video: one file a request, multipart),
 * `PUT /update`, `DELETE /delete/{id}`, `/deletes`, `GET /uploadStatus/{id}`,
 * `GET /media/{id}/{variant}`; tags at `/resource/material/tag/*`.
 */
export const MATERIAL_TYPES = ['avatar', 'image', 'text', 'video'] as const;
export type MaterialType = (typeof MATERIAL_TYPES)[number];
export const MATERIAL_TYPE_LABELS = labelsOf('material.type', MATERIAL_TYPES);

/** The uploaded kinds: their bytes are stored under DATA_DIR. */
export const MEDIA_TYPES = ['avatar', 'image', 'video'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

export const MATERIAL_SUBTYPES = [
  'signature',
  'comment',
  'message',
  'original',
  'noWatermark',
  'template',
  'emoji',
] as const;
export type MaterialSubtype = (typeof MATERIAL_SUBTYPES)[number];
export const MATERIAL_SUBTYPE_LABELS = labelsOf('material.subtype', MATERIAL_SUBTYPES);

/**
 * Spec 5 "label name required or label id required depending on the tag-mode
 * switch (only one validated)": `name` types a label (found or created by
 * name), `id` picks an existing one.
 */
export const MATERIAL_TAG_MODES = ['name', 'id'] as const;
export type MaterialTagMode = (typeof MATERIAL_TAG_MODES)[number];

/** Largest file each media type accepts (spec 5 and 9: image 2 MB, video 100 MB). */
export const MATERIAL_MAX_BYTES: Record<MediaType, number> = {
  avatar: UPLOAD_LIMITS.imageBytes,
  image: UPLOAD_LIMITS.imageBytes,
  video: UPLOAD_LIMITS.videoBytes,
};
/** What the browser's file picker offers; the server decides by magic bytes. */
export const MATERIAL_ACCEPT: Record<MediaType, string> = {
  avatar: 'image/png,image/jpeg,image/gif,image/webp',
  image: 'image/png,image/jpeg,image/gif,image/webp',
  video: 'video/mp4,video/quicktime',
};
/** Files one bulk upload may hold (each is one request). */
export const MATERIAL_UPLOAD_BATCH_MAX = 50;
/** Lines one bulk text entry may hold (one material each). */
export const MATERIAL_TEXT_LINES_MAX = 500;
export const MATERIAL_TEXT_MAX = 1000;
export const MATERIAL_NAME_MAX = 60;
export const MATERIAL_DESCRIPTION_MAX = 500;
/** How often the console asks for the status of an upload being processed. */
export const MATERIAL_STATUS_POLL_MS = 1000;

/** Processing after upload: thumbnail (images), duration (videos). */
export const MATERIAL_STATUSES = ['processing', 'ready', 'failed'] as const;
export type MaterialStatus = (typeof MATERIAL_STATUSES)[number];
export const MATERIAL_STATUS_LABELS = labelsOf('material.status', MATERIAL_STATUSES);

const name = z
  .string({ error: 'material.nameRequired' })
  .trim()
  .min(1, { error: 'material.nameRequired' })
  .max(MATERIAL_NAME_MAX);
const subtype = z.enum(MATERIAL_SUBTYPES, { error: 'material.subtypeRequired' });
const description = z.string().trim().max(MATERIAL_DESCRIPTION_MAX).optional();
const labelName = z.string().trim().max(TAG_NAME_MAX).optional();

interface Labelled {
  tagMode: MaterialTagMode;
  labelName?: string | undefined;
  labelId?: number | null | undefined;
}

/** Only the field of the chosen mode is validated; the other is ignored. */
function checkLabel(ctx: z.core.ParsePayload<Labelled>) {
  const v = ctx.value;
  if (v.tagMode === 'name' && !v.labelName) {
    ctx.issues.push({ code: 'custom', message: 'material.labelNameRequired', input: v, path: ['labelName'] });
  }
  if (v.tagMode === 'id' && !v.labelId) {
    ctx.issues.push({ code: 'custom', message: 'material.labelIdRequired', input: v, path: ['labelId'] });
  }
}

const labelFields = {
  tagMode: z.enum(MATERIAL_TAG_MODES).default('id'),
  labelName,
  labelId: labelId.optional(),
};

/** The lines of a bulk text entry: each non-empty line (trimmed) is one material. */
export function materialLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

const texts = z.string({ error: 'material.textRequired' }).check((ctx) => {
  const lines = materialLines(ctx.value);
  if (lines.length === 0) {
    ctx.issues.push({ code: 'custom', message: 'material.textRequired', input: ctx.value });
  }
  if (lines.length > MATERIAL_TEXT_LINES_MAX) {
    ctx.issues.push({
      code: 'custom',
      message: 'material.tooManyLines',
      input: ctx.value,
      max: MATERIAL_TEXT_LINES_MAX,
    });
  }
  const long = lines.findIndex((line) => line.length > MATERIAL_TEXT_MAX);
  if (long >= 0) {
    ctx.issues.push({
      code: 'custom',
      message: 'material.lineTooLong',
      input: ctx.value,
      line: long + 1,
      max: MATERIAL_TEXT_MAX,
    });
  }
});

/** Body of `POST /resource/material/add`: text materials, one per non-empty line of `texts`. */
export const materialTextAddBody = z
  .strictObject({ name, subtype, description, texts, ...labelFields })
  .check(checkLabel);
export type MaterialTextAddBody = z.input<typeof materialTextAddBody>;

/** Query of `POST /resource/material/upload` (multipart: `file`, and for a video an optional `poster` image). */
export const materialUploadQuery = z
  .strictObject({
    type: z.enum(MEDIA_TYPES, { error: 'material.typeRequired' }),
    /** Defaults to the file's name without its extension. */
    name: name.optional(),
    subtype,
    description,
    tagMode: labelFields.tagMode,
    labelName,
    labelId: z.coerce.number({ error: 'validation.invalid' }).int().positive().optional(),
  })
  .check(checkLabel);
export type MaterialUploadQuery = z.input<typeof materialUploadQuery>;
export type MaterialUploadValues = z.output<typeof materialUploadQuery>;

/** Body of `PUT /resource/material/update`; `text` only for text materials. */
export const materialUpdateBody = z
  .strictObject({
    id: entityId,
    name,
    subtype,
    description,
    text: z.string().trim().min(1, { error: 'material.textRequired' }).max(MATERIAL_TEXT_MAX).optional(),
    ...labelFields,
  })
  .check(checkLabel);
export type MaterialUpdateBody = z.input<typeof materialUpdateBody>;

/** Body of `POST /resource/material/queryList` (page in the query). */
export const materialListBody = z.strictObject({
  type: z.enum(MATERIAL_TYPES, { error: 'material.typeRequired' }),
  subtype: z.enum(MATERIAL_SUBTYPES).optional(),
  /** Part of the name (or of a text material's text). */
  name: z.string().trim().max(MATERIAL_TEXT_MAX).optional(),
  /** A material tag; null lists the materials without one. */
  labelId: labelId.optional(),
});
export type MaterialListBody = z.input<typeof materialListBody>;

export const materialDeletesBody = idsBody('selection.materials');

export const materialItem = z.object({
  ...rowName,
  type: z.enum(MATERIAL_TYPES),
  subtype: z.enum(MATERIAL_SUBTYPES),
  ...rowLabel,
  description: z.string(),
  /** A text material's text; null for media. */
  text: z.string().nullable(),
  status: z.enum(MATERIAL_STATUSES),
  /** Media: the uploaded file's name, size, type; image width and height; video duration. */
  fileName: z.string().nullable(),
  size: z.number().int().nullable(),
  mime: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  durationMs: z.number().int().nullable(),
  hasThumb: z.boolean(),
  hasPoster: z.boolean(),
  ...rowTimes,
});
export type MaterialItem = z.infer<typeof materialItem>;

export const materialPage = pageOf(materialItem);
export type MaterialPage = z.infer<typeof materialPage>;

/** Answer of add: the new materials' ids. */
export const materialAddResult = z.object({ added: z.number().int(), ids: z.array(z.number().int()) });
export type MaterialAddResult = z.infer<typeof materialAddResult>;

/** Answer of `GET /resource/material/uploadStatus/{id}`. */
export const materialUploadStatus = z.object({
  id: z.number().int(),
  status: z.enum(MATERIAL_STATUSES),
  /** Why processing failed (in the caller's language). */
  message: z.string().nullable(),
});
export type MaterialUploadStatus = z.infer<typeof materialUploadStatus>;

export const MEDIA_VARIANTS = ['file', 'thumb', 'poster'] as const;
export type MediaVariant = (typeof MEDIA_VARIANTS)[number];
export const mediaParams = z.strictObject({
  id: z.coerce.number({ error: 'validation.invalid' }).int().positive(),
  variant: z.enum(MEDIA_VARIANTS),
});
