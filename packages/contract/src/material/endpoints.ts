import { z } from 'zod';
import { UPLOAD_LIMITS } from '../common/constants.ts';
import { crudGroup } from '../common/crud.ts';
import { idParams } from '../common/query.ts';
import {
  materialAddResult,
  materialDeletesBody,
  materialItem,
  materialListBody,
  materialPage,
  materialTextAddBody,
  materialUpdateBody,
  materialUploadQuery,
  materialUploadStatus,
  mediaParams,
} from './index.ts';

/** Materials (spec 2 /material/*). Media are served only to their workspace. */
export const materialEndpoints = crudGroup('materials', '/resource/material', (crud) => ({
  list: crud.list({
    summary: 'List materials of one type, newest first',
    body: materialListBody,
    response: materialPage,
  }),
  add: crud.add({
    summary: 'Add text materials: one material a non-empty line of `texts`, all or none',
    description:
      "Missing name: 'Name cannot be empty'; missing subtype; tag mode `name` needs labelName (found or created as a material tag), mode `id` needs labelId.",
    body: materialTextAddBody,
    response: materialAddResult,
  }),
  upload: {
    method: 'POST',
    path: '/resource/material/upload',
    summary: 'Upload one image, avatar or video (multipart: `file`, for a video an optional `poster` image)',
    description: `Images over 2 MB and videos over 100 MB answer 413, a file whose magic bytes are not an image (PNG, JPEG, GIF, WebP) or a video (MP4/MOV) 415, an image (or poster) whose header says more than ${UPLOAD_LIMITS.imagePixels / 1_000_000} megapixels or cannot be read 422, naming the file; nothing is stored then. The file is streamed to DATA_DIR; the answer is the material with status \`processing\` (thumbnail, duration) until \`uploadStatus\` says \`ready\`.`,
    query: materialUploadQuery,
    multipart: true,
    response: materialItem,
  },
  uploadStatus: {
    method: 'GET',
    path: '/resource/material/uploadStatus/:id',
    summary: 'Processing status of an uploaded material (polled by the console)',
    params: idParams,
    response: materialUploadStatus,
  },
  media: {
    method: 'GET',
    path: '/resource/material/media/:id/:variant',
    summary: "A material's file, thumbnail or poster frame; only for its workspace (404 otherwise)",
    params: mediaParams,
  },
  detail: crud.detail({ summary: 'One material', response: materialItem }),
  update: crud.update({
    summary: "Change a material's name, subtype, tag, description (and a text material's text)",
    body: materialUpdateBody,
    response: materialItem,
  }),
  remove: crud.remove({
    summary: 'Delete a material and its files (409 naming the task when a scheduled task still needs it)',
  }),
  removeMany: crud.removeMany({
    summary: 'Delete materials, all or none (409 naming the task when a scheduled task still needs one)',
    body: materialDeletesBody,
  }),
  all: crud.all({
    summary: 'Every ready material of one type (and subtype), for pickers',
    body: materialListBody,
    response: z.array(materialItem),
  }),
}));
