import { CloudServerOutlined, DeleteOutlined, EditOutlined, FieldTimeOutlined } from '@ant-design/icons';
import { type DeviceItem, PROXY_MODE_LABELS } from '@reelfleet/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Descriptions, type DescriptionsProps, Drawer, Flex, Skeleton, Tag } from 'antd';
import { useEffect } from 'react';
import { devicesApi } from '../../api/devices';
import { formatDateTime, label, orDash } from '../../components/fleet/format';
import { useTranslation } from '../../i18n/useTranslation';
import { useIsMobile } from '../../layout/useIsMobile';
import { DeviceStatusTag, DeviceUseTag } from './DeviceStatusTag';
import { deviceKey, syncDeviceRows } from './deviceQueries';

interface Props {
  deviceId: number | null;
  onClose: () => void;
  onEdit: (device: DeviceItem) => void;
  onNetwork: (device: DeviceItem) => void;
  onRenew: (device: DeviceItem) => void;
  onDelete: (device: DeviceItem) => void;
}

/** A device's details: rental, network and the phone's full specification as the farm reports it. */
export default function DeviceDrawer({ deviceId, onClose, onEdit, onNetwork, onRenew, onDelete }: Props) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: deviceKey(deviceId),
    queryFn: () => devicesApi.detail(deviceId!),
    enabled: deviceId !== null,
  });
  const d = query.data;
  // The list row shows what the drawer shows (its status may have changed since the list was read).
  useEffect(() => {
    if (d) syncDeviceRows(client, d);
  }, [client, d]);

  return (
    <Drawer
      title={d ? t('devices.detailsOf', { name: d.name }) : t('devices.details')}
      open={deviceId !== null}
      onClose={onClose}
      size={mobile ? '100%' : 640}
      destroyOnHidden
    >
      {!d ? (
        <Skeleton active />
      ) : (
        <>
          <Flex gap={8} wrap style={{ marginBottom: 16 }}>
            <Button icon={<EditOutlined />} onClick={() => onEdit(d)}>
              {t('fleet.edit')}
            </Button>
            <Button icon={<CloudServerOutlined />} onClick={() => onNetwork(d)}>
              {t('devices.network')}
            </Button>
            <Button icon={<FieldTimeOutlined />} onClick={() => onRenew(d)}>
              {t('devices.renew')}
            </Button>
            <Button danger icon={<DeleteOutlined />} onClick={() => onDelete(d)}>
              {t('fleet.delete')}
            </Button>
          </Flex>
          <DeviceDetails device={d} />
        </>
      )}
    </Drawer>
  );
}

function DeviceDetails({ device: d }: { device: DeviceItem }) {
  const { t } = useTranslation();
  const section = (title: string, items: DescriptionsProps['items']) => (
    <Descriptions
      title={title}
      bordered
      size="small"
      column={1}
      items={items}
      style={{ marginBottom: 24 }}
      styles={{ label: { width: 170 } }}
    />
  );
  return (
    <>
      {section(t('devices.sectionBasics'), [
        { key: 'name', label: t('devices.name'), children: d.name },
        { key: 'id', label: t('devices.id'), children: d.id },
        { key: 'status', label: t('devices.status'), children: <DeviceStatusTag status={d.status} /> },
        { key: 'use', label: t('devices.use'), children: <DeviceUseTag use={d.use} /> },
        { key: 'group', label: t('devices.group'), children: orDash(d.groupName) },
        { key: 'tag', label: t('devices.tag'), children: d.labelName ? <Tag>{d.labelName}</Tag> : '—' },
        { key: 'accounts', label: t('devices.accounts'), children: d.accountCount },
      ])}
      {section(t('devices.sectionNetwork'), [
        { key: 'mode', label: t('devices.proxyMode'), children: label(PROXY_MODE_LABELS[d.proxyMode]) },
        ...(d.proxyInfo
          ? [
              {
                key: 'proxy',
                label: t('devices.proxy'),
                children: <span className="rf-fleet-mono">{d.proxyInfo}</span>,
              },
            ]
          : []),
        { key: 'ip', label: t('devices.ip'), children: d.ip },
        ...(d.ipSwitchAt
          ? [{ key: 'switch', label: t('devices.ipSwitchAt'), children: formatDateTime(d.ipSwitchAt) }]
          : []),
      ])}
      {section(t('devices.sectionRental'), [
        { key: 'start', label: t('devices.startTime'), children: formatDateTime(d.startTime) },
        { key: 'activation', label: t('devices.activationTime'), children: formatDateTime(d.activationTime) },
        { key: 'end', label: t('devices.endTime'), children: formatDateTime(d.endTime) },
      ])}
      {section(t('devices.sectionSpecs'), [
        { key: 'brand', label: t('devices.brand'), children: d.brand },
        { key: 'model', label: t('devices.model'), children: d.model },
        { key: 'processor', label: t('devices.processor'), children: d.processor },
        { key: 'memory', label: t('devices.memory'), children: t('devices.gb', { n: d.memoryGb }) },
        { key: 'storage', label: t('devices.storage'), children: t('devices.gb', { n: d.storageGb }) },
        { key: 'battery', label: t('devices.battery'), children: t('devices.mah', { n: d.batteryMah }) },
        { key: 'resolution', label: t('devices.resolution'), children: d.resolution },
        {
          key: 'screen',
          label: t('devices.screenSize'),
          children: t('devices.inches', { n: d.screenInches }),
        },
        {
          key: 'version',
          label: t('devices.version'),
          children: t('devices.android', { v: d.androidVersion }),
        },
        {
          key: 'baseband',
          label: t('devices.baseband'),
          children: <span className="rf-fleet-mono">{d.baseband}</span>,
        },
        {
          key: 'kernel',
          label: t('devices.kernel'),
          children: <span className="rf-fleet-mono">{d.kernel}</span>,
        },
        {
          key: 'clientUid',
          label: t('devices.clientUid'),
          children: <span className="rf-fleet-mono">{d.clientUid}</span>,
        },
      ])}
    </>
  );
}
