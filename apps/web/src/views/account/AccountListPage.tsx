import { LinkOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import type { AccountItem, AccountListBody } from '@reelfleet/contract';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountsApi } from '../../api/account';
import { useTagSelected } from '../../components/fleet/TagAssignDialog';
import { useFleetList } from '../../components/fleet/useFleetList';
import { useSelectionGuard } from '../../components/fleet/useSelectionGuard';
import ListPage from '../../components/list/ListPage';
import { deleteSelectedAction } from '../../components/list/RowActions';
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
  const requireSelection = useSelectionGuard();
  const { list, refresh, remove, done, saved } = useFleetList<AccountListBody, AccountItem>({
    api: accountsApi,
    texts: 'accounts',
    keyset: true,
  });
  const tagging = useTagSelected('account', accountsApi.tag, 'selection.accounts', () => done(list.selected));
  const [importing, setImporting] = useState(false);
  const [editing, setEditing] = useState<AccountEditing>(null);
  const [bindIds, setBindIds] = useState<number[] | null>(null);

  const columns = accountColumns(t, {
    edit: (account) => setEditing({ mode: 'edit', account }),
    remove: (a) => remove([a.id], a.account),
  });

  return (
    <ListPage
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
      list={list}
      columns={columns}
      emptyText={t('accounts.empty')}
      filters={<AccountFilters onSearch={list.search} />}
      actions={[
        {
          key: 'bind',
          icon: <LinkOutlined />,
          label: t('accounts.bind'),
          selection: 'selection.accounts',
          onClick: setBindIds,
        },
        tagging.action,
        deleteSelectedAction(t, 'selection.accounts', (ids) => remove(ids)),
      ]}
      toolbar={
        <RunTaskButton
          chosen={() => (requireSelection(list.selected, 'selection.accounts') ? list.selected : null)}
        />
      }
    >
      <ImportDialog open={importing} onClose={() => setImporting(false)} onImported={() => void refresh()} />
      <AccountFormDialog
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={saved(() => setEditing(null))}
      />
      <BindDialog
        ids={bindIds}
        onClose={() => setBindIds(null)}
        onBound={() => {
          setBindIds(null);
          void done(list.selected);
        }}
      />
      {tagging.dialog}
    </ListPage>
  );
}
