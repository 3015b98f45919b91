import { z } from 'zod';
import { labelsOf } from '../common/messages.ts';
import { pageOf } from '../common/pagination.ts';
import { entityId, idsBody, requiredName, type SelectionWhat, selectionOf } from '../common/query.ts';

/**
 * One tag mechanism for every tagged thing (spec 3 "Tags exist for accounts,
 * fans, materials, devices, groups and proxies"): a tag has a kind, and a
 * tagged row carries one label (`labelId`, shown as `labelName`).
 */
export const TAG_KINDS = [
  'account',
  'device',
  'group',
  'proxy',
  'fans',
  'material',
  'accountResource',
] as const;
export type TagKind = (typeof TAG_KINDS)[number];

export const TAG_KIND_LABELS = labelsOf('tag.kind', TAG_KINDS);

/**
 * Where each kind's tag routes live (`{base}/queryList`, `/queryAll`, `/add`,
 * `/update`, `/delete/{id}`, `/deletes`), all served by one implementation.
 * Every kind is served.
 */
export const TAG_ROUTE_BASES = {
  account: '/account/tag',
  device: '/device/tag',
  group: '/device/groupTag',
  proxy: '/proxy/tag',
  material: '/resource/material/tag',
  fans: '/resource/fansTag',
  accountResource: '/resource/accountTag',
} as const satisfies Partial<Record<TagKind, string>>;

export const TAG_NAME_MAX = 30;

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
