import { z } from 'zod';
import { endpoint } from '../common/endpoint.ts';
import { translate } from '../common/messages.ts';
import { pageQuery } from '../common/pagination.ts';
import { batchResult, idParams } from '../common/query.ts';
import { TAG_KIND_LABELS, TAG_ROUTE_BASES } from './constants.ts';
import { tagAddBody, tagDeletesBody, tagItem, tagListBody, tagPage, tagUpdateBody } from './index.ts';

export type ServedTagKind = keyof typeof TAG_ROUTE_BASES;

/** The tag endpoints of one kind: every kind is served by one implementation. */
function kindEndpoints(kind: ServedTagKind) {
  const base = TAG_ROUTE_BASES[kind];
  const tags = [translate(TAG_KIND_LABELS[kind], 'en')];
  return {
    list: endpoint({
      method: 'POST',
      path: `${base}/queryList`,
      read: true,
      tags,
      summary: `List ${kind} tags (system labels first, then newest); count is rows of the workspace carrying it`,
      query: pageQuery,
      body: tagListBody,
      response: tagPage,
    }),
    all: endpoint({
      method: 'POST',
      path: `${base}/queryAll`,
      read: true,
      tags,
      summary: `Every ${kind} tag, for filters and pickers`,
      response: z.array(tagItem),
    }),
    add: endpoint({
      method: 'POST',
      path: `${base}/add`,
      tags,
      summary: `Add a ${kind} tag`,
      description: "Empty name: 'Tag cannot be empty'. A name the workspace already has: 409.",
      body: tagAddBody,
      response: tagItem,
    }),
    rename: endpoint({
      method: 'PUT',
      path: `${base}/update`,
      tags,
      summary: `Rename a ${kind} tag (system labels: 409)`,
      body: tagUpdateBody,
      response: tagItem,
    }),
    remove: endpoint({
      method: 'DELETE',
      path: `${base}/delete/:id`,
      tags,
      summary: `Delete a ${kind} tag; rows carrying it are left without a label (system labels: 409)`,
      params: idParams,
      response: batchResult,
    }),
    removeMany: endpoint({
      method: 'DELETE',
      path: `${base}/deletes`,
      tags,
      summary: `Delete ${kind} tags, all or none (an id out of reach: 404; a system label: 409)`,
      body: tagDeletesBody,
      response: batchResult,
    }),
  };
}

export const tagEndpoints = {
  account: kindEndpoints('account'),
  device: kindEndpoints('device'),
  group: kindEndpoints('group'),
  proxy: kindEndpoints('proxy'),
  material: kindEndpoints('material'),
  fans: kindEndpoints('fans'),
  accountResource: kindEndpoints('accountResource'),
} satisfies Record<ServedTagKind, ReturnType<typeof kindEndpoints>>;
