import { TAG_KIND_LABELS } from '@reelfleet/contract';
import { Drawer } from 'antd';
import type { FleetTagKind } from '../../api/tags';
import { useIsMobile } from '../../layout/useIsMobile';
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
