import { z } from 'zod';
import { rowLabel, rowName, rowTimes } from '../common/fields.ts';
import { pageOf } from '../common/pagination.ts';
import { entityId, idsBody, nameText } from '../common/query.ts';
import { TAG_NAME_MAX } from '../tags/constants.ts';
import { labelId } from '../tags/index.ts';
import {
  MATERIAL_DESCRIPTION_MAX,
  MATERIAL_NAME_MAX,
  MATERIAL_STATUSES,
  MATERIAL_SUBTYPES,
  MATERIAL_TAG_MODES,
  MATERIAL_TEXT_LINES_MAX,
  MATERIAL_TEXT_MAX,
  MATERIAL_TYPES,
  type MaterialTagMode,
  MEDIA_TYPES,
  MEDIA_VARIANTS,
  materialLines,
} from './constants.ts';

export * from './emoji.ts';

const name = nameText(MATERIAL_NAME_MAX, { error: 'material.nameRequired' }).min(1, {
  error: 'material.nameRequired',
});
const subtype = z.enum(MATERIAL_SUBTYPES, { error: 'material.subtypeRequired' });
const description = z.string().trim().max(MATERIAL_DESCRIPTION_MAX).optional();
const labelName = nameText(TAG_NAME_MAX).optional();

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

export const mediaParams = z.strictObject({
  id: z.coerce.number({ error: 'validation.invalid' }).int().positive(),
  variant: z.enum(MEDIA_VARIANTS),
});
