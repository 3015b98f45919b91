import { z } from 'zod';
import { accountAddBody, accountSearch } from '../account/index.ts';
import { rowLabel, rowTimes } from '../common/fields.ts';
import { pageOf } from '../common/pagination.ts';
import { countRange, idsBody, rangeInOrder, selectionOf, timeRange } from '../common/query.ts';
import { labelId, tagAssignBody } from '../tags/index.ts';
import { LOG_ID_PATTERN } from '../tasks/constants.ts';
import { FANS_TYPES } from './constants.ts';

export * from './fanTargets.ts';
export * from './gather.ts';

/**
 * The resource libraries (spec 2 /resource/people, /resource/account): fans
 * collected by fan-collection tasks (`comment_fans`), one row per platform
 * user in a workspace, and account resources: accounts held in reserve,
 * not yet in the fleet, that "move to account list" puts into it. Both are
 * tagged through the one tag mechanism (tag kinds `fans`, `accountResource`).
 */

/** A fan of the library (spec 3 "Fan"). */
export const fanItem = z.object({
  id: z.number().int(),
  /** The platform user's id: unique in the workspace's library. */
  uid: z.string(),
  /** The platform handle (uniqueId). */
  account: z.string(),
  nickname: z.string(),
  fansType: z.enum(FANS_TYPES),
  followerCount: z.number().int(),
  signature: z.string(),
  /** Path of the avatar picture (served by the catalogue lookups). */
  avatar: z.string(),
  /** The platform's security id (secUid). */
  secUid: z.string(),
  ...rowLabel,
  /** What it was collected from: the blogger's handle, or the video id. */
  source: z.string(),
  /** The collecting task's logId. */
  logId: z.string().nullable(),
  createTime: z.string(),
});
export type FanItem = z.infer<typeof fanItem>;
export const fanPage = pageOf(fanItem);
export type FanPage = z.infer<typeof fanPage>;

/** Filters of both libraries: part of the handle (of a fan, also of the nickname); a tag, null: the rows without one. */
const librarySearch = { account: accountSearch.optional(), labelId: labelId.optional() };

/** Body of `POST /resource/fans/queryList` (page in the query); newest first. */
export const fanListBody = z
  .strictObject({
    ...librarySearch,
    fansType: z.enum(FANS_TYPES).optional(),
    ...countRange('follower'),
    /** The fans one collection task brought in. */
    numberId: z.string().trim().regex(LOG_ID_PATTERN, { error: 'validation.invalid' }).optional(),
    ...timeRange('createTime'),
  })
  .refine(...rangeInOrder('followerMin', 'followerMax'))
  .refine(...rangeInOrder('createTimeFrom', 'createTimeTo'))
  .default({});
export type FanListBody = z.infer<typeof fanListBody>;

export const fanTagBody = tagAssignBody('selection.fans');
export const fanDeletesBody = idsBody('selection.fans');

/**
 * Body of the exports: the selected rows (`ids`), else every row the filter
 * finds (at most RESOURCE_EXPORT_MAX).
 */
export function exportBody<F extends z.ZodType>(
  filter: F,
  what: 'selection.fans' | 'selection.accountResources',
) {
  return z.strictObject({ ids: selectionOf(what).optional(), filter: filter.optional() });
}
export const fanExportBody = exportBody(fanListBody, 'selection.fans');
export type FanExportBody = z.infer<typeof fanExportBody>;

/** A text file an export answers: its name (kind and time) and its lines. */
export const exportFile = z.object({ fileName: z.string(), count: z.number().int(), text: z.string() });
export type ExportFile = z.infer<typeof exportFile>;

/** Body of `POST /resource/fans/targets`: how many fans (and which users) the tags resolve to. */
export const fanTargetsBody = z.strictObject({
  fanLabelIds: selectionOf('selection.tags'),
  /** How many user ids to return at most (the count is always whole). */
  limit: z.number().int().min(0).max(10_000).default(1000),
});
export const fanTargets = z.object({
  count: z.number().int(),
  /** Platform user ids, oldest collected first. */
  userIds: z.array(z.string()),
});
export type FanTargets = z.infer<typeof fanTargets>;

/** An account held in reserve (spec 2 /resource/account); the password is stored sealed and never returned. */
export const accountResourceItem = z.object({
  id: z.number().int(),
  account: z.string(),
  ...rowLabel,
  ...rowTimes,
});
export type AccountResourceItem = z.infer<typeof accountResourceItem>;
export const accountResourcePage = pageOf(accountResourceItem);
export type AccountResourcePage = z.infer<typeof accountResourcePage>;

/** Body of `POST /resource/account/queryList`. */
export const accountResourceListBody = z
  .strictObject({ ...librarySearch, ...timeRange('createTime') })
  .refine(...rangeInOrder('createTimeFrom', 'createTimeTo'))
  .default({});
export type AccountResourceListBody = z.infer<typeof accountResourceListBody>;

/** Body of `POST /resource/account/add`: as an account of the fleet, its label an account-resource tag. */
export const accountResourceAddBody = accountAddBody;
export type AccountResourceAddBody = z.infer<typeof accountResourceAddBody>;

/** Query of `POST /resource/account/upload`. */
export const accountResourceUploadQuery = z.strictObject({
  labelId: z.coerce.number({ error: 'validation.invalid' }).int().positive().optional(),
});

export const accountResourceTagBody = tagAssignBody('selection.accountResources');
export const accountResourceDeletesBody = idsBody('selection.accountResources');
export const accountResourceExportBody = exportBody(accountResourceListBody, 'selection.accountResources');
export type AccountResourceExportBody = z.infer<typeof accountResourceExportBody>;

/**
 * Body of `PUT /resource/account/move`: the selected reserve accounts become
 * accounts of the fleet (with the fleet account tag `accountLabelId`, if
 * given), in one transaction. Those the fleet already has stay in reserve.
 */
export const accountResourceMoveBody = z.strictObject({
  ids: selectionOf('selection.accountResources'),
  accountLabelId: labelId.optional(),
});
export type AccountResourceMoveBody = z.infer<typeof accountResourceMoveBody>;
export const accountResourceMoved = z.object({
  moved: z.number().int(),
  /** Already in the fleet: left in reserve. */
  skipped: z.number().int(),
});
export type AccountResourceMoved = z.infer<typeof accountResourceMoved>;
