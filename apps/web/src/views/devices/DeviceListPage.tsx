import {
  ApartmentOutlined,
  CloudServerOutlined,
  DeleteOutlined,
  FieldTimeOutlined,
  PlusOutlined,
  TagsOutlined,
} from '@ant-design/icons';
import type { DeviceItem, DeviceListBody } from '@reelfleet/contract';
import { App, Button, Flex, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { devicesApi } from '../../api/devices';
import { label } from '../../components/fleet/format';
import { useFleetRefresh } from '../../components/fleet/queries';
import TagAssignDialog from '../../components/fleet/TagAssignDialog';
import TagManagerDrawer from '../../components/fleet/TagManagerDrawer';
import { useFleetList } from '../../components/fleet/useFleetList';
import { useSelectionGuard } from '../../components/fleet/useSelectionGuard';
import ListPagination from '../../components/ListPagination';
import PageContainer from '../../components/PageContainer';
import DeviceDrawer from './DeviceDrawer';
import DeviceEditDialog from './DeviceEditDialog';
import DeviceFilters from './DeviceFilters';
import { deviceColumns } from './deviceColumns';
import MoveDevicesDialog from './MoveDevicesDialog';
import NetworkDialog, { type NetworkTarget } from './NetworkDialog';
import RenewDialog from './RenewDialog';
import RentDialog from './RentDialog';

/**
 * The device list (/devices/list): rented cloud phones with filters, a
 * selection for batch actions (group, network, tag, renew, return), renting,
 * and the details drawer.
 */
export default function DeviceListPage() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const list = useFleetList<DeviceListBody, DeviceItem>('devices', devicesApi.list, {});
  const refresh = useFleetRefresh();
  const requireSelection = useSelectionGuard();
  const [renting, setRenting] = useState(false);
  const [renewIds, setRenewIds] = useState<number[] | null>(null);
  const [network, setNetwork] = useState<NetworkTarget | null>(null);
  const [moving, setMoving] = useState(false);
  const [tagging, setTagging] = useState(false);
  const [managingTags, setManagingTags] = useState(false);
  const [detailsId, setDetailsId] = useState<number | null>(null);
  const [editing, setEditing] = useState<DeviceItem | null>(null);

  /** After a change: reload; a batch action also clears the selection it worked on. */
  const done = (ids?: number[]) => {
    if (ids === list.selected) list.clearSelection();
    void refresh();
  };

  const remove = (ids: number[], name?: string) =>
    modal.confirm({
      title: t('devices.deleteTitle'),
      content: `${name ? t('devices.deleteOne', { name }) : t('devices.deleteMany', { count: ids.length })} ${t('devices.deleteNote')}`,
      okText: t('devices.deleteConfirm'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        await (ids.length === 1 ? devicesApi.remove(ids[0]!) : devicesApi.removeMany(ids));
        void message.success(label('common.deleteSuccess'));
        if (detailsId !== null && ids.includes(detailsId)) setDetailsId(null);
        done(ids);
      },
    });

  /** A batch action runs only with a selection ('Please select devices first' otherwise). */
  const batch = (action: (ids: number[]) => void) => () => {
    if (requireSelection(list.selected, 'selection.devices')) action(list.selected);
  };

  const columns = deviceColumns(t, {
    details: (d) => setDetailsId(d.id),
    network: (d) => setNetwork({ device: d }),
    renew: (d) => setRenewIds([d.id]),
    remove: (d) => remove([d.id], d.name),
  });

  return (
    <PageContainer
      title={t('route.deviceList')}
      extra={
        <Flex gap={8} wrap>
          <Button icon={<TagsOutlined />} onClick={() => setManagingTags(true)}>
            {t('devices.manageTags')}
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setRenting(true)}>
            {t('devices.rent')}
          </Button>
        </Flex>
      }
    >
      <DeviceFilters onSearch={list.search} />
      <Flex gap={8} wrap className="rf-fleet-actions">
        <Button icon={<ApartmentOutlined />} onClick={batch(() => setMoving(true))}>
          {t('devices.moveToGroup')}
        </Button>
        <Button icon={<CloudServerOutlined />} onClick={batch((ids) => setNetwork({ ids }))}>
          {t('devices.setProxy')}
        </Button>
        <Button icon={<TagsOutlined />} onClick={batch(() => setTagging(true))}>
          {t('fleet.tagSelected')}
        </Button>
        <Button icon={<FieldTimeOutlined />} onClick={batch((ids) => setRenewIds(ids))}>
          {t('devices.renewSelected')}
        </Button>
        <Button danger icon={<DeleteOutlined />} onClick={batch((ids) => remove(ids))}>
          {t('fleet.deleteSelected')}
        </Button>
      </Flex>
      <Table<DeviceItem>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.rows}
        loading={list.query.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        rowSelection={list.rowSelection}
        locale={{ emptyText: t('devices.empty') }}
      />
      <ListPagination
        {...list.page}
        total={list.total}
        selected={list.selected.length}
        onChange={list.setPage}
      />

      <RentDialog
        open={renting}
        onClose={() => setRenting(false)}
        onRented={() => {
          setRenting(false);
          done();
        }}
      />
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
        open={moving}
        deviceIds={list.selected}
        onClose={() => setMoving(false)}
        onMoved={() => {
          setMoving(false);
          done(list.selected);
        }}
      />
      <TagAssignDialog
        kind="device"
        open={tagging}
        count={list.selected.length}
        onClose={() => setTagging(false)}
        onSubmit={async (labelId) => {
          await devicesApi.tag({ ids: list.selected, labelId });
          void message.success(label('tag.taggingSuccess'));
          done(list.selected);
        }}
      />
      <TagManagerDrawer kind="device" open={managingTags} onClose={() => setManagingTags(false)} />
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
        onSaved={() => {
          setEditing(null);
          done();
        }}
      />
    </PageContainer>
  );
}
