import { ArrowRightOutlined, RobotOutlined, TeamOutlined } from '@ant-design/icons';
import {
  SERVICE_KIND_LABELS,
  SERVICE_KINDS,
  type ServiceConversation,
  type ServiceConversationQuery,
  translate,
} from '@reelfleet/contract';
import { Button, Checkbox, Tag, theme } from 'antd';
import Badge from 'antd/es/badge/Badge';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { SERVICE_KEY, serviceApi } from '../../api/service';
import { SelectFilter } from '../../components/fleet/choiceFilter';
import FilterBar, { FilterItem } from '../../components/fleet/FilterBar';
import { pickerProps } from '../../components/fleet/filterFields';
import { formatDateTime } from '../../components/fleet/format';
import { AccountSelect, NONE } from '../../components/fleet/pickers';
import { lazyDialog } from '../../components/lazyDialog';
import ListPage from '../../components/list/ListPage';
import { usePagedList } from '../../components/list/usePagedList';
import { currentLang } from '../../i18n';
import { useTranslation } from '../../i18n/useTranslation';
import { AutoReplySwitches } from './AutoReply';
import { useServiceStaff } from './queries';

// What the user opens (a conversation, the rules, the assign dialog) is fetched when first opened.
const ConversationDrawer = lazyDialog(() => import('./ConversationDrawer'), 'conversation');
const RulesDrawer = lazyDialog(() => import('./RulesDrawer'), 'open');
const AssignDialog = lazyDialog(() => import('./AssignDialog'), 'ids');

/** New messages arrive from the platform at any time: the list reloads on its own. */
const POLL_MS = 5_000;

interface Filters {
  kind?: ServiceConversationQuery['kind'];
  accountId?: number;
  staffId?: number | typeof NONE;
  waiting?: boolean;
}

/**
 * /service/list: the conversations of the workspace's accounts (comments and
 * private messages received on the platform), newest first; open one to read
 * and reply, assign them to staff, and set the auto-reply switches and rules.
 */
export default function ServiceListPage() {
  const { t } = useTranslation();
  // Plain spans in the theme's colours: antd's Typography (editing, copying) would load with the list.
  const { token } = theme.useToken();
  const secondary = { color: token.colorTextDescription };
  const lang = currentLang();
  const [open, setOpen] = useState<ServiceConversation | null>(null);
  const [assigning, setAssigning] = useState<number[] | null>(null);
  const [rules, setRules] = useState(false);
  const staff = useServiceStaff();
  const list = usePagedList<ServiceConversationQuery, ServiceConversation>({
    key: [SERVICE_KEY, 'conversations'],
    fetch: serviceApi.conversations,
    pollMs: () => POLL_MS,
  });
  const staffOptions = (staff.data ?? []).map((s) => ({ value: s.id, label: s.name }));
  const staffChoices: { value: number | string; label: string }[] = [
    { value: NONE, label: t('service.unassigned') },
    ...staffOptions,
  ];
  const kindOptions = SERVICE_KINDS.map((k) => ({
    value: k,
    label: translate(SERVICE_KIND_LABELS[k], lang),
  }));

  const columns: ColumnsType<ServiceConversation> = [
    {
      key: 'kind',
      title: t('service.kind'),
      dataIndex: 'kind',
      render: (v: ServiceConversation['kind']) => (
        <Tag color={v === 'chat' ? 'blue' : 'purple'}>{translate(SERVICE_KIND_LABELS[v], lang)}</Tag>
      ),
    },
    { key: 'account', title: t('service.account'), dataIndex: 'account' },
    { key: 'peer', title: t('service.from'), dataIndex: 'peerName' },
    {
      key: 'last',
      title: t('service.lastMessage'),
      dataIndex: 'lastText',
      render: (text: string, r) => (
        <span
          style={{
            display: 'inline-block',
            maxWidth: 280,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
            verticalAlign: 'bottom',
            ...(r.lastDirection === 'out' ? secondary : undefined),
          }}
        >
          {r.lastDirection === 'out' ? `${t('service.you')}: ` : ''}
          {text}
        </span>
      ),
    },
    {
      key: 'waiting',
      title: t('service.waiting'),
      dataIndex: 'waiting',
      render: (n: number) =>
        n > 0 ? <Badge count={n} /> : <span style={secondary}>{t('service.answered')}</span>,
    },
    {
      key: 'staff',
      title: t('service.staff'),
      dataIndex: 'staffName',
      render: (v: string | null) => v ?? <span style={secondary}>{t('service.unassigned')}</span>,
    },
    {
      key: 'lastAt',
      title: t('service.lastAt'),
      dataIndex: 'lastAt',
      render: formatDateTime,
    },
    {
      key: 'actions',
      title: t('admin.actions'),
      render: (_, r) => (
        <Button size="small" type="link" icon={<ArrowRightOutlined />} onClick={() => setOpen(r)}>
          {t('service.openConversation')}
        </Button>
      ),
    },
  ];

  return (
    <ListPage
      title={t('route.serviceList')}
      list={list}
      columns={columns}
      emptyText={t('service.noConversations')}
      testId="service-list"
      actions={[
        {
          key: 'assign',
          label: t('service.assign'),
          icon: <TeamOutlined />,
          selection: 'selection.conversations',
          onClick: (ids) => setAssigning(ids),
        },
      ]}
      extra={<AutoReplySwitches layout="inline" />}
      toolbar={
        <Button icon={<RobotOutlined />} onClick={() => setRules(true)}>
          {t('service.autoReplyRules')}
        </Button>
      }
      filters={
        <FilterBar<Filters>
          onSearch={(v) =>
            list.search({
              kind: v.kind,
              accountId: v.accountId,
              staffId: v.staffId === NONE ? null : v.staffId,
              waiting: v.waiting || undefined,
            })
          }
        >
          <SelectFilter name="kind" label="service.kind" width={150} options={kindOptions} />
          <FilterItem name="accountId">
            <AccountSelect {...pickerProps(t('service.account'))} style={{ width: 200 }} />
          </FilterItem>
          <SelectFilter name="staffId" label="service.staff" width={160} options={staffChoices} />
          <FilterItem name="waiting" valuePropName="checked">
            <Checkbox>{t('service.onlyWaiting')}</Checkbox>
          </FilterItem>
        </FilterBar>
      }
    >
      <ConversationDrawer conversation={open} onClose={() => setOpen(null)} />
      <RulesDrawer open={rules} onClose={() => setRules(false)} />
      <AssignDialog
        ids={assigning}
        staffChoices={staffChoices}
        staffLoading={staff.isLoading}
        onClose={() => setAssigning(null)}
        onAssigned={async () => {
          setAssigning(null);
          list.setSelected([]);
          await list.refetch();
        }}
      />
    </ListPage>
  );
}
