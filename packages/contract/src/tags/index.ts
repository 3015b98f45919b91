import { z } from 'zod';
import { pageOf } from '../common/pagination.ts';
import { entityId, idsBody, requiredName, type SelectionWhat, selectionOf } from '../common/query.ts';
import { TAG_KINDS, TAG_NAME_MAX } from './constants.ts';

/** Spec 5 "Name and tag cannot be empty". */
export const tagName = requiredName(TAG_NAME_MAX, 'validation.tagEmpty');

/** Body of `POST {base}/queryList` (page in the query); `name` matches part of the name. */
export const tagListBody = z
  .strictObject({ name: z.string().trim().max(TAG_NAME_MAX).optional() })
  .default({});
export type TagListBody = z.infer<typeof tagListBody>;

export const tagAddBody = z.strictObject({ name: tagName });
export type TagAddBody = z.infer<typeof tagAddBody>;

export const tagUpdateBody = z.strictObject({ id: entityId, name: tagName });
export type TagUpdateBody = z.infer<typeof tagUpdateBody>;

/** Body of `DELETE {base}/deletes`. A system label among the ids fails the whole request. */
export const tagDeletesBody = idsBody('selection.tags');

export const tagItem = z.object({
  id: z.number().int(),
  kind: z.enum(TAG_KINDS),
  /** System labels' names are translated into the caller's language. */
  name: z.string(),
  /** System labels are shared by every workspace and cannot be renamed or deleted. */
  isSystem: z.boolean(),
  /** How many rows of the caller's workspace carry this label. */
  count: z.number().int(),
  createTime: z.string(),
});
export type TagItem = z.infer<typeof tagItem>;

export const tagPage = pageOf(tagItem);
export type TagPage = z.infer<typeof tagPage>;

/** A label reference on a tagged row: a tag of the row's kind, or null for none. */
export const labelId = entityId.nullable();

/**
 * Body of the batch "tag" actions (`PUT /device/info/tag`, `/account/info/tag`,
 * `/proxy/info/tag`, `/device/group/tag`): give every selected row this label
 * (null removes it).
 */
export function tagAssignBody(what: SelectionWhat) {
  return z.strictObject({ ids: selectionOf(what), labelId });
}
export type TagAssignBody = z.infer<ReturnType<typeof tagAssignBody>>;
