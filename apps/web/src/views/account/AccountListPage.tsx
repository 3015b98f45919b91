import { DeleteOutlined, LinkOutlined, PlusOutlined, TagsOutlined, UploadOutlined } from '@ant-design/icons';
import type { AccountItem, AccountListBody } from '@reelfleet/contract';
import { App, Button, Flex, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountsApi } from '../../api/account';
import { label } from '../../components/fleet/format';
import { useFleetRefresh } from '../../components/fleet/queries';
import TagAssignDialog from '../../components/fleet/TagAssignDialog';
import { useFleetList } from '../../components/fleet/useFleetList';
import { useSelectionGuard } from '../../components/fleet/useSelectionGuard';
import ListPagination from '../../components/ListPagination';
import PageContainer from '../../components/PageContainer';
import RunTaskButton from '../../components/tasks/RunTaskButton';
import AccountFilters from './AccountFilters';
import AccountFormDialog, { type AccountEditing } from './AccountFormDialog';
import { accountColumns } from './accountColumns';
import BindDialog from './BindDialog';
import ImportDialog from './ImportDialog';

/**
 * The account list (/account/list): TXT import with its line report, every
 * account field of spec 3 (never the password), filters, and batch binding to
 * a device, tagging, running a task on them, and deletion.
 */
export default function AccountListPage() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const list = useFleetList<AccountListBody, AccountItem>('accounts', accountsApi.list, {});
  const refresh = useFleetRefresh();
  const requireSelection = useSelectionGuard();
  const [importing, setImporting] = useState(false);
  const [editing, setEditing] = useState<AccountEditing>(null);
  const [bindIds, setBindIds] = useState<number[] | null>(null);
  const [tagging, setTagging] = useState(false);

  const remove = (ids: number[], name?: string) =>
    modal.confirm({
      title: t('accounts.deleteTitle'),
      content: name ? t('accounts.deleteOne', { name }) : t('accounts.deleteMany', { count: ids.length }),
      okText: t('fleet.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        await (ids.length === 1 ? accountsApi.remove(ids[0]!) : accountsApi.removeMany(ids));
        void message.success(label('common.deleteSuccess'));
        if (ids === list.selected) list.clearSelection();
        await refresh();
      },
    });

  const batch = (action: (ids: number[]) => void) => () => {
    if (requireSelection(list.selected, 'selection.accounts')) action(list.selected);
  };

  const columns = accountColumns(t, {
    edit: (account) => setEditing({ mode: 'edit', account }),
    remove: (a) => remove([a.id], a.account),
  });

  return (
    <PageContainer
      title={t('route.accountList')}
      extra={
        <Flex gap={8} wrap>
          <Button icon={<PlusOutlined />} onClick={() => setEditing({ mode: 'add' })}>
            {t('accounts.add')}
          </Button>
          <Button type="primary" icon={<UploadOutlined />} onClick={() => setImporting(true)}>
            {t('accounts.import')}
          </Button>
        </Flex>
      }
    >
      <AccountFilters onSearch={list.search} />
      <Flex gap={8} wrap className="rf-fleet-actions">
        <Button icon={<LinkOutlined />} onClick={batch((ids) => setBindIds(ids))}>
          {t('accounts.bind')}
        </Button>
        <Button icon={<TagsOutlined />} onClick={batch(() => setTagging(true))}>
          {t('fleet.tagSelected')}
        </Button>
        <RunTaskButton
          chosen={() => (requireSelection(list.selected, 'selection.accounts') ? list.selected : null)}
        />
        <Button danger icon={<DeleteOutlined />} onClick={batch((ids) => remove(ids))}>
          {t('fleet.deleteSelected')}
        </Button>
      </Flex>
      <Table<AccountItem>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.rows}
        loading={list.query.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        rowSelection={list.rowSelection}
        locale={{ emptyText: t('accounts.empty') }}
      />
      <ListPagination
        {...list.page}
        total={list.total}
        selected={list.selected.length}
        onChange={list.setPage}
      />
      <ImportDialog open={importing} onClose={() => setImporting(false)} onImported={() => void refresh()} />
      <AccountFormDialog
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void refresh();
        }}
      />
      <BindDialog
        ids={bindIds}
        onClose={() => setBindIds(null)}
        onBound={() => {
          setBindIds(null);
          list.clearSelection();
          void refresh();
        }}
      />
      <TagAssignDialog
        kind="account"
        open={tagging}
        count={list.selected.length}
        onClose={() => setTagging(false)}
        onSubmit={async (labelId) => {
          await accountsApi.tag({ ids: list.selected, labelId });
          void message.success(label('tag.taggingSuccess'));
          list.clearSelection();
          await refresh();
        }}
      />
    </PageContainer>
  );
}
