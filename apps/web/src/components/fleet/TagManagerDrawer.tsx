import { TagsOutlined } from '@ant-design/icons';
import { TAG_KIND_LABELS } from '@reelfleet/contract';
import { Drawer } from 'antd';
import type { FleetTagKind } from '../../api/tags';
import { useIsMobile } from '../../layout/useIsMobile';
import type { ListAction } from '../list/ListPage';
import { useDialog } from '../list/useDialog';
import { label } from './format';
import TagManager from './TagManager';

/** Tag management of a kind that has no screen of its own (device and group tags), in a drawer. */
export default function TagManagerDrawer({
  kind,
  open,
  onClose,
}: {
  kind: FleetTagKind;
  open: boolean;
  onClose: () => void;
}) {
  const mobile = useIsMobile();
  return (
    <Drawer
      title={label(TAG_KIND_LABELS[kind])}
      open={open}
      onClose={onClose}
      size={mobile ? '100%' : 720}
      destroyOnHidden
    >
      <TagManager kind={kind} />
    </Drawer>
  );
}

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
