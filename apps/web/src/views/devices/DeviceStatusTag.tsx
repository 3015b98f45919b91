import {
  DEVICE_STATUS_LABELS,
  DEVICE_USE_LABELS,
  type DeviceStatus,
  type DeviceUse,
} from '@reelfleet/contract';
import { Tag } from 'antd';
import { label } from '../../components/fleet/format';

/** One colour per status (antd preset colours read in light and dark themes). */
const STATUS_COLOURS: Record<DeviceStatus, string> = {
  online: 'success',
  offline: 'default',
  disconnected: 'warning',
  arrears: 'purple',
  banned: 'error',
};

export function DeviceStatusTag({ status }: { status: DeviceStatus }) {
  return (
    <Tag color={STATUS_COLOURS[status]} data-status={status}>
      {label(DEVICE_STATUS_LABELS[status])}
    </Tag>
  );
}

export function DeviceUseTag({ use }: { use: DeviceUse }) {
  return <Tag color={use === 'in_use' ? 'processing' : 'default'}>{label(DEVICE_USE_LABELS[use])}</Tag>;
}
