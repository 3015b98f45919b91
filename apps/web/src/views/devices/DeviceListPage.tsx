import { ApartmentOutlined, CloudServerOutlined, FieldTimeOutlined } from '@ant-design/icons';
import type { DeviceItem, DeviceListBody } from '@reelfleet/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { devicesApi } from '../../api/devices';
import { useFleetList } from '../../components/fleet/useFleetList';
import { useTagManager } from '../../components/fleet/useTagManager';
import { useTagSelected } from '../../components/fleet/useTagSelected';
import { lazyDialog } from '../../components/lazyDialog';
import ListPage from '../../components/list/ListPage';
import { devicePollMs } from '../../components/list/livePolls';
import { addAction, deleteSelectedAction } from '../../components/list/RowActions';
import { useDialog } from '../../components/list/useDialog';
import { useTranslation } from '../../i18n/useTranslation';
import DeviceFilters from './DeviceFilters';
import { deviceColumns } from './deviceColumns';
import { DEVICE_LIST_KEY } from './deviceQueries';
import type { NetworkTarget } from './NetworkDialog';

// The dialogs and the device drawer are fetched when first opened, not with the list.
const DeviceDrawer = lazyDialog(() => import('./DeviceDrawer'), 'deviceId');
const DeviceEditDialog = lazyDialog(() => import('./DeviceEditDialog'), 'device');
const MoveDevicesDialog = lazyDialog(() => import('./MoveDevicesDialog'), 'open');
const NetworkDialog = lazyDialog(() => import('./NetworkDialog'), 'target');
const RenewDialog = lazyDialog(() => import('./RenewDialog'), 'ids');
const RentDialog = lazyDialog(() => import('./RentDialog'), 'open');

/**
 * The device list (/devices/list): rented cloud phones with filters, a
 * selection for batch actions (group, network, tag, renew, return), renting,
 * and the details drawer.
 */
export default function DeviceListPage() {
  const { t } = useTranslation();
  // `?details=<id>` (the calendar's rental ends) opens that device's drawer.
  const [params] = useSearchParams();
  const [detailsId, setDetailsId] = useState<number | null>(() => Number(params.get('details')) || null);
  const { list, remove, done, saved } = useFleetList<DeviceListBody, DeviceItem>({
    key: DEVICE_LIST_KEY,
    api: devicesApi,
    texts: 'devices',
    // A phone just rented reads offline until the farm brings it up: the list follows it there.
    pollMs: devicePollMs,
    deleteOk: t('devices.deleteConfirm'),
    onDeleted: (ids) => {
      if (detailsId !== null && ids.includes(detailsId)) setDetailsId(null);
    },
  });
  const tagging = useTagSelected('device', devicesApi.tag, 'selection.devices', () => done(list.selected));
  const renting = useDialog();
  const [renewIds, setRenewIds] = useState<number[] | null>(null);
  const [network, setNetwork] = useState<NetworkTarget | null>(null);
  const moving = useDialog();
  const tagManager = useTagManager('device', t('devices.manageTags'));
  const [editing, setEditing] = useState<DeviceItem | null>(null);

  const columns = deviceColumns(t, {
    details: (d) => setDetailsId(d.id),
    network: (d) => setNetwork({ device: d }),
    renew: (d) => setRenewIds([d.id]),
    remove: (d) => remove([d.id], d.name),
  });

  return (
    <ListPage
      title={t('route.deviceList')}
      buttons={[tagManager.button, addAction(t('devices.rent'), () => renting.open(true))]}
      list={list}
      columns={columns}
      emptyText={t('devices.empty')}
      filters={<DeviceFilters onSearch={list.search} />}
      actions={[
        {
          key: 'move',
          icon: <ApartmentOutlined />,
          label: t('devices.moveToGroup'),
          selection: 'selection.devices',
          onClick: () => moving.open(true),
        },
        {
          key: 'network',
          icon: <CloudServerOutlined />,
          label: t('devices.setProxy'),
          selection: 'selection.devices',
          onClick: (ids) => setNetwork({ ids }),
        },
        tagging.action,
        {
          key: 'renew',
          icon: <FieldTimeOutlined />,
          label: t('devices.renewSelected'),
          selection: 'selection.devices',
          onClick: setRenewIds,
        },
        deleteSelectedAction(t, 'selection.devices', (ids) => remove(ids)),
      ]}
    >
      <RentDialog open={renting.isOpen} onClose={renting.close} onRented={saved(renting.close)} />
      <RenewDialog
        ids={renewIds}
        onClose={() => setRenewIds(null)}
        onRenewed={() => {
          done(renewIds ?? undefined);
          setRenewIds(null);
        }}
      />
      <NetworkDialog
        target={network}
        onClose={() => setNetwork(null)}
        onSaved={() => {
          done(network && 'ids' in network ? network.ids : undefined);
          setNetwork(null);
        }}
      />
      <MoveDevicesDialog
        open={moving.isOpen}
        deviceIds={list.selected}
        onClose={moving.close}
        onMoved={() => {
          moving.close();
          done(list.selected);
        }}
      />
      {tagging.dialog}
      {tagManager.drawer}
      <DeviceDrawer
        deviceId={detailsId}
        onClose={() => setDetailsId(null)}
        onEdit={setEditing}
        onNetwork={(d) => setNetwork({ device: d })}
        onRenew={(d) => setRenewIds([d.id])}
        onDelete={(d) => remove([d.id], d.name)}
      />
      <DeviceEditDialog
        device={editing}
        onClose={() => setEditing(null)}
        onSaved={saved(() => setEditing(null))}
      />
    </ListPage>
  );
}
