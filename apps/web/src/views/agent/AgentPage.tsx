import { ArrowLeftOutlined, PlusOutlined } from '@ant-design/icons';
import {
  type AgentOrderItem,
  type AgentUserItem,
  type InviteCodeItem,
  PRODUCT_TITLE,
} from '@reelfleet/contract';
import { QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Flex, Layout, Tag, Typography } from 'antd';
import { useState } from 'react';
import { agentApi } from '../../api/agent';
import { queryClient } from '../../api/query-client';
import { useTranslation } from '../../i18n/useTranslation';
import '../../i18n/dayjs-locale';
import type { ColumnsType } from 'antd/es/table';
import EmptyState from '../../components/EmptyState';
import { countColumn } from '../../components/fleet/columns';
import { formatDateTime } from '../../components/fleet/format';
import { lazyDialog } from '../../components/lazyDialog';
import Table from '../../components/list/LazyTable';
import ListPage from '../../components/list/ListPage';
import { type PagedList, usePagedList } from '../../components/list/usePagedList';
import { HOME_PATH } from '../../router/paths';
import { useFeedback } from '../../utils/feedback';
import { toThousands } from '../../utils/number';
import type { RechargeValues } from './AgentDialogs';

// The recharge and contact dialogs (a form, a number box) are fetched when first opened.
const AgentDialogs = lazyDialog(
  () => import('./AgentDialogs'),
  (p) => p.target !== null || p.contactOpen,
);

const newKey = () => `agent-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/** A card holding one of the agent's lists (titled `agent.<what>`), or a plain note when it cannot be read. */
function ListCard<R extends { id: number }>({
  what,
  list,
  emptyText,
  columns,
}: {
  what: 'users' | 'orders';
  list: PagedList<object, R>;
  emptyText: string;
  columns: ColumnsType<R>;
}) {
  const { t } = useTranslation();
  return (
    <Card title={t(`agent.${what}`)}>
      {list.query.isError ? (
        <EmptyState description={t('agent.unavailable')} />
      ) : (
        <ListPage
          list={list}
          selectable={false}
          emptyText={emptyText}
          testId={`agent-${what}`}
          columns={columns}
        />
      )}
    </Card>
  );
}

/** The agent back end (opened in a new window from the sidebar): codes, users, recharges, contact. */
export default function AgentPage() {
  return (
    <QueryClientProvider client={queryClient}>
      <AgentBackEnd />
    </QueryClientProvider>
  );
}

function AgentBackEnd() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const client = useQueryClient();
  const [target, setTarget] = useState<AgentUserItem | null>(null);
  const [editContact, setEditContact] = useState(false);
  // One key per opened dialog: a retried submit (a lost answer) moves the points once.
  const [idemKey, setIdemKey] = useState(newKey);
  const invite = useQuery({ queryKey: ['agent', 'invite'], queryFn: agentApi.invite });
  const users = usePagedList<object, AgentUserItem>({
    key: ['agent', 'users'],
    fetch: (_filter, page) => agentApi.users(page),
  });
  const orders = usePagedList<object, AgentOrderItem & { id: number }>({
    key: ['agent', 'orders'],
    fetch: async (_filter, page) => {
      const found = await agentApi.orders(page);
      return { ...found, list: found.list.map((o) => ({ ...o, id: o.entryId })) };
    },
  });
  const codes = useQuery({ queryKey: ['agent', 'codes'], queryFn: agentApi.codes });
  const refresh = () => client.invalidateQueries({ queryKey: ['agent'] });

  const openRecharge = (user: AgentUserItem) => {
    setIdemKey(newKey());
    setTarget(user);
  };
  const recharge = async (values: RechargeValues) => {
    if (!target) return;
    const done = await agentApi.recharge({ userId: target.id, idemKey, ...values });
    message.success(
      t('agent.recharged', {
        count: done.amount,
        name: target.username,
        n: toThousands(done.amount),
        left: toThousands(done.agentBalance),
      }),
    );
    setTarget(null);
    await refresh();
  };
  const addCode = async () => {
    try {
      const code = await agentApi.addCode({});
      message.success(t('agent.codeAdded', { code: code.code }));
      await refresh();
    } catch (error) {
      message.error(error instanceof Error ? error.message : String(error));
    }
  };
  const setCodeStatus = async (code: InviteCodeItem, status: 'active' | 'disabled') => {
    if (code.id === null) return;
    await agentApi.updateCode({ id: code.id, status });
    message.success(
      t(status === 'disabled' ? 'agent.codeDisabled' : 'agent.codeEnabled', { code: code.code }),
    );
    await refresh();
  };

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
        <Typography.Title level={4} style={{ color: '#fff', margin: 0, flex: 1 }}>
          {PRODUCT_TITLE} · {t('route.agent')}
        </Typography.Title>
        <a href={HOME_PATH} data-testid="agent-back">
          <Button icon={<ArrowLeftOutlined />}>{t('agent.backToConsole')}</Button>
        </a>
      </Layout.Header>
      <Layout.Content style={{ padding: 24, display: 'grid', gap: 16, alignContent: 'start' }}>
        <Card title={t('agent.invitation')}>
          {invite.isError ? (
            <EmptyState description={t('agent.unavailable')} />
          ) : (
            <Descriptions
              column={{ xs: 1, md: 2, xl: 3 }}
              items={[
                {
                  key: 'code',
                  label: t('agent.inviteCode'),
                  children: invite.data ? (
                    <Typography.Text copyable strong data-testid="agent-invite-code">
                      {invite.data.inviteCode}
                    </Typography.Text>
                  ) : (
                    '-'
                  ),
                },
                { key: 'level', label: t('agent.level'), children: invite.data?.levelName ?? '-' },
                {
                  key: 'balance',
                  label: t('agent.myBalance'),
                  children: (
                    <span data-testid="agent-balance">
                      {invite.data ? toThousands(invite.data.balance) : '-'}
                    </span>
                  ),
                },
                {
                  key: 'count',
                  label: t('agent.invitedUsers'),
                  children: invite.data ? toThousands(invite.data.invitedUsers) : '-',
                },
                {
                  key: 'contact',
                  label: t('agent.contact'),
                  children: (
                    <Flex gap={8} align="center" wrap>
                      <span data-testid="agent-contact">{invite.data?.contact || t('agent.noContact')}</span>
                      <Button size="small" onClick={() => setEditContact(true)}>
                        {t('agent.editContact')}
                      </Button>
                    </Flex>
                  ),
                },
              ]}
            />
          )}
        </Card>
        <ListCard<AgentUserItem>
          what="users"
          list={users}
          emptyText={t('agent.noUsers')}
          columns={[
            { title: t('agent.username'), dataIndex: 'username' },
            { title: t('agent.name'), dataIndex: 'name' },
            { title: t('agent.email'), dataIndex: 'email' },
            countColumn('balance', t('agent.balance')),
            {
              title: t('agent.status'),
              dataIndex: 'status',
              render: (s: AgentUserItem['status']) => <Tag>{t(`agent.statusValue.${s}`)}</Tag>,
            },
            { title: t('agent.lastActivity'), dataIndex: 'lastLogin', render: formatDateTime },
            { title: t('agent.createTime'), dataIndex: 'createTime', render: formatDateTime },
            {
              title: t('agent.actions'),
              key: 'actions',
              render: (_, user) => (
                <Button size="small" type="primary" onClick={() => openRecharge(user)}>
                  {t('agent.recharge')}
                </Button>
              ),
            },
          ]}
        />
        <ListCard<AgentOrderItem & { id: number }>
          what="orders"
          list={orders}
          emptyText={t('agent.noOrders')}
          columns={[
            { title: t('agent.time'), dataIndex: 'createTime', render: formatDateTime },
            { title: t('agent.username'), dataIndex: 'username' },
            countColumn('amount', t('agent.amount')),
            countColumn('balanceAfter', t('agent.balanceAfter'), 'agentBalance'),
            {
              title: t('finance.voucher'),
              dataIndex: 'voucher',
              render: (v: string | null) => v || '—',
            },
            { title: t('finance.remark'), dataIndex: 'remark', render: (v: string) => v || '—' },
          ]}
        />
        <Card
          title={t('agent.codes')}
          extra={
            <Button icon={<PlusOutlined />} onClick={() => void addCode()}>
              {t('agent.addCode')}
            </Button>
          }
        >
          {codes.isError ? (
            <EmptyState description={t('agent.unavailable')} />
          ) : (
            <Table<InviteCodeItem>
              rowKey="code"
              loading={codes.isPending}
              dataSource={codes.data ?? []}
              pagination={false}
              scroll={{ x: 'max-content' }}
              data-testid="agent-codes"
              columns={[
                {
                  title: t('agent.inviteCode'),
                  dataIndex: 'code',
                  render: (v: string, row) => (
                    <Flex gap={8}>
                      <Typography.Text copyable>{v}</Typography.Text>
                      {row.primary && <Tag>{t('agent.primaryCode')}</Tag>}
                    </Flex>
                  ),
                },
                {
                  title: t('agent.status'),
                  dataIndex: 'status',
                  render: (s: InviteCodeItem['status']) => <Tag>{t(`agent.statusValue.${s}`)}</Tag>,
                },
                { title: t('agent.invitedUsers'), dataIndex: 'invitedUsers', align: 'right' },
                { title: t('agent.createTime'), dataIndex: 'createTime', render: formatDateTime },
                {
                  title: t('agent.actions'),
                  key: 'actions',
                  render: (_, row) =>
                    row.primary ? (
                      <Typography.Text type="secondary">{t('agent.primaryHint')}</Typography.Text>
                    ) : row.status === 'active' ? (
                      <Button size="small" danger onClick={() => void setCodeStatus(row, 'disabled')}>
                        {t('agent.disable')}
                      </Button>
                    ) : (
                      <Button size="small" onClick={() => void setCodeStatus(row, 'active')}>
                        {t('agent.enable')}
                      </Button>
                    ),
                },
              ]}
            />
          )}
        </Card>
      </Layout.Content>
      <AgentDialogs
        target={target}
        balance={invite.data?.balance ?? 0}
        onCloseRecharge={() => setTarget(null)}
        recharge={recharge}
        contactOpen={editContact}
        contact={invite.data?.contact ?? ''}
        onCloseContact={() => setEditContact(false)}
        saveContact={async (contact) => {
          await agentApi.updateContact({ contact });
          message.success(t('agent.contactSaved'));
          setEditContact(false);
          await refresh();
        }}
      />
    </Layout>
  );
}
