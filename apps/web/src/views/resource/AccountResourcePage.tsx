import { SwapRightOutlined } from '@ant-design/icons';
import type { AccountResourceItem, AccountResourceListBody } from '@reelfleet/contract';
import type { ColumnsType } from 'antd/es/table';
import { accountResourcesApi } from '../../api/resource';
import { tagColumn } from '../../components/fleet/columns';
import { formatDateTime } from '../../components/fleet/format';
import { FLEET_KEY } from '../../components/fleet/queries';
import TextTagFilters from '../../components/fleet/TextTagFilters';
import { useFleetList } from '../../components/fleet/useFleetList';
import { useTagSelected } from '../../components/fleet/useTagSelected';
import { lazyDialog } from '../../components/lazyDialog';
import ListPage from '../../components/list/ListPage';
import {
  actionsColumn,
  addAction,
  deleteAction,
  deleteSelectedAction,
} from '../../components/list/RowActions';
import { useDialog } from '../../components/list/useDialog';
import { useTranslation } from '../../i18n/useTranslation';
import { useImportDialog } from '../account/useImportDialog';
import { useTextExport } from './exportText';

// The add and move dialogs are fetched when first opened, not with the list.
const ReserveAddDialog = lazyDialog(() => import('./ReserveAddDialog'), 'open');
const ReserveMoveDialog = lazyDialog(() => import('./ReserveMoveDialog'), 'ids');

/**
 * Account resources (/resource/account): accounts held in reserve, outside
 * the fleet: TXT import (account|password lines) or one by hand, tags,
 * export (accounts only, never passwords), delete, and "move to account
 * list", which puts the selected ones into the fleet in one transaction.
 */
export default function AccountResourcePage() {
  const { t } = useTranslation();
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
  const importing = useImportDialog(t('resources.reserve.import'), () => void refresh(), {
    title: t('resources.reserve.importTitle'),
    tagKind: 'accountResource',
    send: accountResourcesApi.upload,
  });
  const exporting = useTextExport(accountResourcesApi.exportText, list.filter, {
    all: 'resources.reserve.exportAll',
    selected: 'resources.reserve.exportSelected',
    selection: 'selection.accountResources',
  });
  const adding = useDialog();
  const moving = useDialog<number[]>();

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
      buttons={[
        addAction(t('resources.reserve.add'), () => adding.open(true), { primary: false }),
        exporting.all,
        importing.button,
      ]}
      list={list}
      columns={columns}
      emptyText={t('resources.reserve.empty')}
      filters={
        <TextTagFilters
          search={list.search}
          text={['account', 'resources.reserve.search']}
          tag={['accountResource', 'resources.reserve.tagFilter']}
        />
      }
      actions={[
        {
          key: 'move',
          icon: <SwapRightOutlined />,
          label: t('resources.reserve.move'),
          primary: true,
          selection: 'selection.accountResources',
          onClick: moving.open,
        },
        tagging.action,
        exporting.selected,
        deleteSelectedAction(t, 'selection.accountResources', (ids) => remove(ids)),
      ]}
    >
      {importing.dialog}
      <ReserveAddDialog open={adding.isOpen} onClose={adding.close} onSaved={saved(adding.close)} />
      <ReserveMoveDialog
        ids={moving.value}
        onClose={moving.close}
        onMoved={() => {
          list.deselect(moving.value ?? []);
          void refresh();
        }}
      />
      {tagging.dialog}
    </ListPage>
  );
}
