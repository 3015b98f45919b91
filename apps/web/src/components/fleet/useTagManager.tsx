import { TagsOutlined } from '@ant-design/icons';
import type { FleetTagKind } from '../../api/tags';
import { lazyDialog } from '../lazyDialog';
import type { ListAction } from '../list/ListPage';
import { useDialog } from '../list/useDialog';

// The drawer (the tag list, its dialogs) is fetched when first opened, not with the list.
const TagManagerDrawer = lazyDialog(() => import('./TagManagerDrawer'), 'open');

/** A list screen's button that opens the drawer of its kind's tags, and the drawer. */
export function useTagManager(kind: FleetTagKind, buttonLabel: string) {
  const drawer = useDialog();
  const button: ListAction = {
    key: 'tags',
    icon: <TagsOutlined />,
    label: buttonLabel,
    onClick: () => drawer.open(true),
  };
  return { button, drawer: <TagManagerDrawer kind={kind} open={drawer.isOpen} onClose={drawer.close} /> };
}
