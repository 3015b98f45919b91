import {
  DownloadOutlined,
  ExportOutlined,
  PlusOutlined,
  SwapRightOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import type { AccountResourceItem, AccountResourceListBody } from '@reelfleet/contract';
import { App, Button, Flex } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountResourcesApi } from '../../api/resource';
import { tagColumn } from '../../components/fleet/columns';
import { formatDateTime } from '../../components/fleet/format';
import { FLEET_KEY } from '../../components/fleet/queries';
import { useTagSelected } from '../../components/fleet/TagAssignDialog';
import TextTagFilters from '../../components/fleet/TextTagFilters';
import { useFleetList } from '../../components/fleet/useFleetList';
import ListPage from '../../components/list/ListPage';
import { actionsColumn, deleteAction, deleteSelectedAction } from '../../components/list/RowActions';
import ImportDialog from '../account/ImportDialog';
import { saveExport } from './exportText';
import { ReserveAddDialog, ReserveMoveDialog } from './ReserveDialogs';

/**
 * Account resources (/resource/account): accounts held in reserve, outside
 * the fleet: TXT import (account|password lines) or one by hand, tags,
 * export (accounts only, never passwords), delete, and "move to account
 * list", which puts the selected ones into the fleet in one transaction.
 */
export default function AccountResourcePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { list, refresh, remove, done, saved } = useFleetList<AccountResourceListBody, AccountResourceItem>({
    key: [FLEET_KEY, 'account-resources'],
    api: accountResourcesApi,
    deleteTitle: t('resources.reserve.deleteTitle'),
    deleteContent: (ids, name) =>
      name
        ? t('resources.reserve.deleteOne', { name })
        : t('resources.reserve.deleteMany', { count: ids.length }),
  });
  const tagging = useTagSelected(
    'accountResource',
    accountResourcesApi.tag,
    'selection.accountResources',
    () => done(list.selected),
  );
  const [importing, setImporting] = useState(false);
  const [adding, setAdding] = useState(false);
  const [moving, setMoving] = useState<number[] | null>(null);

  const exportRows = async (body: { ids?: number[]; filter?: AccountResourceListBody }) => {
    const file = await accountResourcesApi.exportText(body);
    saveExport(file);
    void message.success(t('resources.fans.exported', { count: file.count }));
  };

  const columns: ColumnsType<AccountResourceItem> = [
    { key: 'account', title: t('resources.reserve.account'), dataIndex: 'account', fixed: 'left' },
    tagColumn(t('resources.reserve.tag')),
    {
      key: 'createTime',
      title: t('resources.reserve.createTime'),
      dataIndex: 'createTime',
      render: formatDateTime,
      width: 170,
    },
    actionsColumn(t, (r: AccountResourceItem) => [deleteAction(t, () => remove([r.id], r.account))]),
  ];

  return (
    <ListPage
      title={t('route.resourceAccount')}
      extra={
        <Flex gap={8} wrap>
          <Button icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            {t('resources.reserve.add')}
          </Button>
          <Button icon={<DownloadOutlined />} onClick={() => void exportRows({ filter: list.filter })}>
            {t('resources.reserve.exportAll')}
          </Button>
          <Button type="primary" icon={<UploadOutlined />} onClick={() => setImporting(true)}>
            {t('resources.reserve.import')}
          </Button>
        </Flex>
      }
      list={list}
      columns={columns}
      emptyText={t('resources.reserve.empty')}
      filters={
        <TextTagFilters
          textLabel={t('resources.reserve.search')}
          tagKind="accountResource"
          tagLabel={t('resources.reserve.tagFilter')}
          onSearch={(f) => list.search({ account: f.text, labelId: f.labelId })}
        />
      }
      actions={[
        {
          key: 'move',
          icon: <SwapRightOutlined />,
          label: t('resources.reserve.move'),
          primary: true,
          selection: 'selection.accountResources',
          onClick: setMoving,
        },
        tagging.action,
        {
          key: 'export',
          icon: <ExportOutlined />,
          label: t('resources.reserve.exportSelected'),
          selection: 'selection.accountResources',
          onClick: (ids) => void exportRows({ ids }),
        },
        deleteSelectedAction(t, 'selection.accountResources', (ids) => remove(ids)),
      ]}
    >
      <ImportDialog
        open={importing}
        onClose={() => setImporting(false)}
        onImported={() => void refresh()}
        title={t('resources.reserve.importTitle')}
        tagKind="accountResource"
        send={accountResourcesApi.upload}
      />
      <ReserveAddDialog
        open={adding}
        onClose={() => setAdding(false)}
        onSaved={saved(() => setAdding(false))}
      />
      <ReserveMoveDialog
        ids={moving}
        onClose={() => setMoving(null)}
        onMoved={() => {
          list.deselect(moving ?? []);
          void refresh();
        }}
      />
      {tagging.dialog}
    </ListPage>
  );
}
