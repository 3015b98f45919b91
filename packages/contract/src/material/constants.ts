import { UPLOAD_LIMITS } from '../common/constants.ts';
import { labelsOf } from '../common/messages.ts';

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
/** The file kind (FILE_TYPES) each media type takes; the server decides by magic bytes. */
export const MATERIAL_FILE_KIND: Record<MediaType, 'image' | 'video'> = {
  avatar: 'image',
  image: 'image',
  video: 'video',
};
/** Files one batch upload may hold (each is one request). */
export const MATERIAL_UPLOAD_BATCH_MAX = 50;
/** Lines one batch text entry may hold (one material each). */
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

/** The lines of a batch text entry: each non-empty line (trimmed) is one material. */
export function materialLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

export const MEDIA_VARIANTS = ['file', 'thumb', 'poster'] as const;
export type MediaVariant = (typeof MEDIA_VARIANTS)[number];
