import { z } from 'zod';
import { crudGroup } from '../common/crud.ts';
import { translate } from '../common/messages.ts';
import { TAG_KIND_LABELS, TAG_ROUTE_BASES } from './constants.ts';
import { tagAddBody, tagDeletesBody, tagItem, tagListBody, tagPage, tagUpdateBody } from './index.ts';

export type ServedTagKind = keyof typeof TAG_ROUTE_BASES;

/** The tag endpoints of one kind: every kind is served by one implementation. */
function kindEndpoints(kind: ServedTagKind) {
  return crudGroup(translate(TAG_KIND_LABELS[kind], 'en'), TAG_ROUTE_BASES[kind], (crud) => ({
    list: crud.list({
      summary: `List ${kind} tags (system labels first, then newest); count is rows of the workspace carrying it`,
      body: tagListBody,
      response: tagPage,
    }),
    all: crud.all({ summary: `Every ${kind} tag, for filters and pickers`, response: z.array(tagItem) }),
    add: crud.add({
      summary: `Add a ${kind} tag`,
      description: "Empty name: 'Tag cannot be empty'. A name the workspace already has: 409.",
      body: tagAddBody,
      response: tagItem,
    }),
    rename: crud.update({
      summary: `Rename a ${kind} tag (system labels: 409)`,
      body: tagUpdateBody,
      response: tagItem,
    }),
    remove: crud.remove({
      summary: `Delete a ${kind} tag; rows carrying it are left without a label (system labels: 409)`,
    }),
    removeMany: crud.removeMany({
      summary: `Delete ${kind} tags, all or none (an id out of reach: 404; a system label: 409)`,
      body: tagDeletesBody,
    }),
  }));
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
