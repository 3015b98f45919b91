import { labelsOf } from '../common/messages.ts';

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
