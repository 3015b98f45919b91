import { CloudServerOutlined, FieldTimeOutlined, ProfileOutlined } from '@ant-design/icons';
import { type DeviceItem, PROXY_MODE_LABELS } from '@reelfleet/contract';
import type { Breakpoint } from 'antd';
import { Button, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { tagColumn } from '../../components/fleet/columns';
import { formatDateTime, label, orDash } from '../../components/fleet/format';
import { actionsColumn, deleteAction } from '../../components/list/RowActions';
import type { TFunction } from '../../i18n/translate';
import { DeviceStatusTag, DeviceUseTag } from './DeviceStatusTag';

export interface DeviceRowActions {
  details: (device: DeviceItem) => void;
  network: (device: DeviceItem) => void;
  renew: (device: DeviceItem) => void;
  remove: (device: DeviceItem) => void;
}

/** Columns shown from 1600 px; narrower, a row's expansion lists them (components/list/foldColumns). */
const WIDE: Breakpoint[] = ['xxl'];

/** The device list's columns: what an operator needs at a glance; the full spec is in the drawer. */
export function deviceColumns(t: TFunction, actions: DeviceRowActions): ColumnsType<DeviceItem> {
  return [
    {
      key: 'name',
      title: t('devices.name'),
      dataIndex: 'name',
      fixed: 'left',
      render: (name: string, d) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => actions.details(d)}>
          {name}
        </Button>
      ),
    },
    { key: 'id', responsive: WIDE, title: t('devices.id'), dataIndex: 'id' },
    {
      key: 'model',
      title: t('devices.brandModel'),
      render: (_, d) => `${d.brand} ${d.model}`,
    },
    {
      key: 'status',
      title: t('devices.status'),
      dataIndex: 'status',
      render: (status: DeviceItem['status']) => <DeviceStatusTag status={status} />,
    },
    {
      key: 'use',
      title: t('devices.use'),
      dataIndex: 'use',
      render: (use: DeviceItem['use']) => <DeviceUseTag use={use} />,
    },
    { key: 'group', title: t('devices.group'), dataIndex: 'groupName', render: orDash },
    tagColumn(t('devices.tag')),
    {
      key: 'proxyMode',
      title: t('devices.proxyMode'),
      dataIndex: 'proxyMode',
      render: (mode: DeviceItem['proxyMode'], d) =>
        d.proxyInfo ? (
          <Tooltip title={<span className="rf-fleet-mono">{d.proxyInfo}</span>}>
            <span>{label(PROXY_MODE_LABELS[mode])}</span>
          </Tooltip>
        ) : (
          label(PROXY_MODE_LABELS[mode])
        ),
    },
    { key: 'ip', title: t('devices.ip'), dataIndex: 'ip' },
    {
      key: 'startTime',
      responsive: WIDE,
      title: t('devices.startTime'),
      dataIndex: 'startTime',
      render: formatDateTime,
    },
    {
      key: 'activationTime',
      title: t('devices.activationTime'),
      dataIndex: 'activationTime',
      render: formatDateTime,
    },
    { key: 'endTime', title: t('devices.endTime'), dataIndex: 'endTime', render: formatDateTime },
    actionsColumn<DeviceItem>(
      t,
      (d) => [
        {
          key: 'details',
          label: t('devices.details'),
          icon: <ProfileOutlined />,
          onClick: () => actions.details(d),
        },
        {
          key: 'network',
          label: t('devices.network'),
          icon: <CloudServerOutlined />,
          onClick: () => actions.network(d),
        },
        {
          key: 'renew',
          label: t('devices.renew'),
          icon: <FieldTimeOutlined />,
          onClick: () => actions.renew(d),
        },
        deleteAction(t, () => actions.remove(d)),
      ],
      true,
    ),
  ];
}
