import type { SelectionWhat } from '@reelfleet/contract';
import { useState } from 'react';
import type { FleetTagKind } from '../../api/tags';
import { useTranslation } from '../../i18n/useTranslation';
import { lazyDialog } from '../lazyDialog';
import { tagSelectedAction } from '../list/RowActions';
import type { TagAssignProps } from './TagAssignDialog';

// The dialog (tag picker, form) is fetched when first opened, not with the list.
const TagAssignDialog = lazyDialog(() => import('./TagAssignDialog'), 'ids');

/**
 * "Tag selected" of a list page: the toolbar action and its dialog. After
 * the rows are tagged, `onTagged` (usually the list's `done`, which clears the
 * selection and reloads the lists).
 */
export function useTagSelected(
  kind: FleetTagKind,
  assign: TagAssignProps['assign'],
  selection: SelectionWhat,
  onTagged: () => void,
) {
  const { t } = useTranslation();
  const [ids, setIds] = useState<number[] | null>(null);
  return {
    action: tagSelectedAction(t, selection, setIds),
    dialog: (
      <TagAssignDialog
        kind={kind}
        ids={ids}
        assign={assign}
        onClose={() => setIds(null)}
        onTagged={onTagged}
      />
    ),
  };
}
