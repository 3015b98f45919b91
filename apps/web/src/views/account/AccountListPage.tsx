import { LinkOutlined } from '@ant-design/icons';
import type { AccountItem, AccountListBody } from '@reelfleet/contract';
import { accountsApi } from '../../api/account';
import { useFleetList } from '../../components/fleet/useFleetList';
import { useTagSelected } from '../../components/fleet/useTagSelected';
import { lazyDialog } from '../../components/lazyDialog';
import ListPage from '../../components/list/ListPage';
import { accountPollMs } from '../../components/list/livePolls';
import { addAction, deleteSelectedAction } from '../../components/list/RowActions';
import { useDialog } from '../../components/list/useDialog';
import RunTaskButton from '../../components/tasks/RunTaskButton';
import { useTranslation } from '../../i18n/useTranslation';
import AccountFilters from './AccountFilters';
import type { AccountEditing } from './AccountFormDialog';
import { accountColumns } from './accountColumns';
import { useImportDialog } from './useImportDialog';

// The dialogs are fetched when first opened, not with the list.
const AccountFormDialog = lazyDialog(() => import('./AccountFormDialog'), 'editing');
const AccountHistoryDrawer = lazyDialog(() => import('./AccountHistoryDrawer'), 'account');
const BindDialog = lazyDialog(() => import('./BindDialog'), 'ids');

/**
 * The account list (/account/list): TXT import with its line report, every
 * account field of spec 3 (never the password), filters, and batch binding to
 * a device, tagging, running a task on them, and deletion.
 */
export default function AccountListPage() {
  const { t } = useTranslation();
  const { list, refresh, remove, done, saved } = useFleetList<AccountListBody, AccountItem>({
    api: accountsApi,
    texts: 'accounts',
    keyset: true,
    pollMs: accountPollMs,
    pushed: true,
  });
  const tagging = useTagSelected('account', accountsApi.tag, 'selection.accounts', () => done(list.selected));
  const importing = useImportDialog(t('accounts.import'), () => void refresh());
  const editing = useDialog<NonNullable<AccountEditing>>();
  const binding = useDialog<number[]>();
  const history = useDialog<AccountItem>();

  const columns = accountColumns(t, {
    edit: (account) => editing.open({ mode: 'edit', account }),
    remove: (a) => remove([a.id], a.account),
    history: history.open,
  });

  return (
    <ListPage
      title={t('route.accountList')}
      buttons={[
        addAction(t('accounts.add'), () => editing.open({ mode: 'add' }), { primary: false }),
        importing.button,
      ]}
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
          onClick: binding.open,
        },
        tagging.action,
        deleteSelectedAction(t, 'selection.accounts', (ids) => remove(ids)),
      ]}
      toolbar={<RunTaskButton selected={list.selected} />}
    >
      {importing.dialog}
      <AccountFormDialog editing={editing.value} onClose={editing.close} onSaved={saved(editing.close)} />
      <BindDialog
        ids={binding.value}
        onClose={binding.close}
        onBound={() => {
          binding.close();
          void done(list.selected);
        }}
      />
      {tagging.dialog}
      <AccountHistoryDrawer account={history.value} onClose={history.close} />
    </ListPage>
  );
}
