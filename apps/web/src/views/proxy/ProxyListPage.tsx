import type { ProxyItem, ProxyListBody } from '@reelfleet/contract';
import type { ColumnsType } from 'antd/es/table';
import { proxiesApi } from '../../api/proxy';
import { tagColumn } from '../../components/fleet/columns';
import { formatDateTime } from '../../components/fleet/format';
import TextTagFilters from '../../components/fleet/TextTagFilters';
import { useFleetList } from '../../components/fleet/useFleetList';
import { useTagSelected } from '../../components/fleet/useTagSelected';
import { lazyDialog } from '../../components/lazyDialog';
import ListPage from '../../components/list/ListPage';
import { addAction, deleteSelectedAction, editDeleteColumn } from '../../components/list/RowActions';
import { useDialog } from '../../components/list/useDialog';
import { useTranslation } from '../../i18n/useTranslation';

// The dialogs are fetched when first opened, not with the list.
const ProxyAddDialog = lazyDialog(() => import('./ProxyAddDialog'), 'open');
const ProxyEditDialog = lazyDialog(() => import('./ProxyEditDialog'), 'proxy');

/** The proxy list (/proxy/agentmanage): credentials only ever shown masked, as the server returns them. */
export default function ProxyListPage() {
  const { t } = useTranslation();
  const { list, remove, done, saved } = useFleetList<ProxyListBody, ProxyItem>({
    api: proxiesApi,
    texts: 'proxies',
  });
  const tagging = useTagSelected('proxy', proxiesApi.tag, 'selection.proxies', () => done(list.selected));
  const adding = useDialog();
  const editing = useDialog<ProxyItem>();

  const columns: ColumnsType<ProxyItem> = [
    {
      key: 'proxyInfo',
      title: t('proxies.proxy'),
      dataIndex: 'proxyInfo',
      render: (v: string) => <span className="rf-fleet-mono">{v}</span>,
    },
    { key: 'host', title: t('proxies.host'), dataIndex: 'host' },
    { key: 'port', title: t('proxies.port'), dataIndex: 'port', align: 'right' },
    tagColumn(t('proxies.tag'), 'label'),
    { key: 'deviceCount', title: t('proxies.devices'), dataIndex: 'deviceCount', align: 'right' },
    {
      key: 'createTime',
      title: t('proxies.createTime'),
      dataIndex: 'createTime',
      render: formatDateTime,
    },
    editDeleteColumn<ProxyItem>(t, { edit: editing.open, remove: (p) => remove([p.id], p.proxyInfo) }),
  ];

  return (
    <ListPage
      title={t('route.proxyList')}
      list={list}
      columns={columns}
      emptyText={t('proxies.empty')}
      filters={
        <TextTagFilters search={list.search} text={['host', 'proxies.host']} tag={['proxy', 'proxies.tag']} />
      }
      actions={[
        addAction(t('proxies.add'), () => adding.open(true)),
        tagging.action,
        deleteSelectedAction(t, 'selection.proxies', (ids) => remove(ids)),
      ]}
    >
      <ProxyAddDialog open={adding.isOpen} onClose={adding.close} onAdded={saved(adding.close)} />
      <ProxyEditDialog proxy={editing.value} onClose={editing.close} onSaved={saved(editing.close)} />
      {tagging.dialog}
    </ListPage>
  );
}
