import { type AgentUserItem, PRODUCT_TITLE } from '@reelfleet/contract';
import { keepPreviousData, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Layout, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { agentApi } from '../../api/agent';
import { queryClient } from '../../api/query-client';
import '../../i18n/dayjs-locale';
import EmptyState from '../../components/EmptyState';
import ListPagination, { FIRST_PAGE, type PageState } from '../../components/ListPagination';
import { toThousands } from '../../utils/number';

const formatTime = (value: string | null) => (value ? dayjs(value).format('YYYY-MM-DD HH:mm') : '-');

/** The agent back end (opened in a new window from the sidebar): invitation code and the users registered with it. */
export default function AgentPage() {
  return (
    <QueryClientProvider client={queryClient}>
      <AgentBackEnd />
    </QueryClientProvider>
  );
}

function AgentBackEnd() {
  const { t } = useTranslation();
  const [page, setPage] = useState<PageState>(FIRST_PAGE);
  const invite = useQuery({ queryKey: ['agent', 'invite'], queryFn: agentApi.invite });
  const users = useQuery({
    queryKey: ['agent', 'users', page],
    queryFn: () => agentApi.users(page),
    placeholderData: keepPreviousData,
  });

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ display: 'flex', alignItems: 'center' }}>
        <Typography.Title level={4} style={{ color: '#fff', margin: 0 }}>
          {PRODUCT_TITLE} · {t('route.agent')}
        </Typography.Title>
      </Layout.Header>
      <Layout.Content style={{ padding: 24, display: 'grid', gap: 16, alignContent: 'start' }}>
        <Card title={t('agent.invitation')}>
          {invite.isError ? (
            <EmptyState description={t('agent.unavailable')} />
          ) : (
            <Descriptions
              column={{ xs: 1, md: 3 }}
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
                  key: 'count',
                  label: t('agent.invitedUsers'),
                  children: invite.data ? toThousands(invite.data.invitedUsers) : '-',
                },
              ]}
            />
          )}
        </Card>
        <Card title={t('agent.users')}>
          {users.isError ? (
            <EmptyState description={t('agent.unavailable')} />
          ) : (
            <>
              <Table<AgentUserItem>
                rowKey="id"
                loading={users.isPending}
                dataSource={users.data?.list ?? []}
                pagination={false}
                scroll={{ x: 800 }}
                columns={[
                  { title: t('agent.username'), dataIndex: 'username' },
                  { title: t('agent.name'), dataIndex: 'name' },
                  { title: t('agent.email'), dataIndex: 'email' },
                  {
                    title: t('agent.balance'),
                    dataIndex: 'balance',
                    align: 'right',
                    render: (v: number) => toThousands(v),
                  },
                  {
                    title: t('agent.status'),
                    dataIndex: 'status',
                    render: (s: AgentUserItem['status']) => (
                      <Tag color={s === 'active' ? 'green' : 'default'}>{t(`agent.statusValue.${s}`)}</Tag>
                    ),
                  },
                  { title: t('agent.lastLogin'), dataIndex: 'lastLogin', render: formatTime },
                  { title: t('agent.createTime'), dataIndex: 'createTime', render: formatTime },
                ]}
              />
              <ListPagination {...page} total={users.data?.total ?? 0} onChange={setPage} />
            </>
          )}
        </Card>
      </Layout.Content>
    </Layout>
  );
}
