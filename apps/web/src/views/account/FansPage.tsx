import type { AccountItem, Follower } from '@reelfleet/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Empty, Row, Select, Skeleton, Statistic, Tag, theme } from 'antd';
import { type CSSProperties, lazy, type ReactNode, Suspense, useState } from 'react';
import { accountsApi } from '../../api/account';
import { countColumn } from '../../components/fleet/columns';
import { formatDateTime } from '../../components/fleet/format';
import Table from '../../components/list/LazyTable';
import { FIRST_PAGE, tablePagination } from '../../components/list/pageState';
import PageContainer from '../../components/PageContainer';
import { useTranslation } from '../../i18n/useTranslation';
import { useFeedback } from '../../utils/feedback';
import { toThousands } from '../../utils/number';

// The chart's library (Chart.js, about 63 KB gzip) comes with the chart, after the page's first render.
const FansChart = lazy(() => import('./FansChart'));

const FANS_KEY = 'account-fans';

/** Picks one account of the workspace, searching by login account on the server. */
function AccountPicker({ value, onChange }: { value?: number; onChange: (id: number) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const accounts = useQuery({
    queryKey: [FANS_KEY, 'picker', text],
    queryFn: () => accountsApi.list(text ? { account: text } : {}, { pageNo: 1, pageSize: 50 }),
    placeholderData: keepPreviousData,
  });
  return (
    <Select
      style={{ width: 360, maxWidth: '100%' }}
      aria-label={t('lifecycle.fans.account')}
      placeholder={t('lifecycle.fans.accountPlaceholder')}
      showSearch={{ filterOption: false, onSearch: setText }}
      loading={accounts.isFetching}
      value={value}
      onChange={onChange}
      options={(accounts.data?.list ?? []).map((a: AccountItem) => ({
        value: a.id,
        label: a.nickname ? `${a.account} · ${a.nickname}` : a.account,
      }))}
    />
  );
}

/**
 * Fans and followers (/account/fans): one account's follower and following
 * counts over the last 30 days (a chart), the followers new since the last
 * look (marked seen on request), and its follower list, newest first.
 */
export default function FansPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { message } = useFeedback();
  const client = useQueryClient();
  const [accountId, setAccountId] = useState<number>();
  const [page, setPage] = useState(FIRST_PAGE);
  const fans = useQuery({
    queryKey: [FANS_KEY, 'figures', accountId],
    queryFn: () => accountsApi.fans(accountId!),
    enabled: accountId !== undefined,
    refetchInterval: 30_000,
  });
  const followers = useQuery({
    queryKey: [FANS_KEY, 'followers', accountId, page],
    queryFn: () => accountsApi.followers(accountId!, page),
    enabled: accountId !== undefined,
    placeholderData: keepPreviousData,
  });
  const look = useMutation({
    mutationFn: () => accountsApi.lookAtFans(accountId!),
    onSuccess: async () => {
      void message.success(t('lifecycle.fans.seen'));
      await client.invalidateQueries({ queryKey: [FANS_KEY] });
    },
  });
  const f = fans.data;

  return (
    <PageContainer title={t('route.accountFans')}>
      <div style={{ marginBottom: 16 }}>
        <AccountPicker
          value={accountId}
          onChange={(id) => {
            setAccountId(id);
            setPage((p) => ({ ...p, pageNo: 1 }));
          }}
        />
      </div>
      {accountId === undefined ? (
        <Empty description={t('lifecycle.fans.choose')} />
      ) : (
        <>
          <Row gutter={[16, 16]}>
            <FigureCol loading={fans.isPending} title={t('lifecycle.fans.followers')} value={f?.followers} />
            <FigureCol loading={fans.isPending} title={t('lifecycle.fans.following')} value={f?.following} />
            <FigureCol
              loading={fans.isPending}
              title={t('lifecycle.fans.newSince')}
              value={f?.newSinceLastLook}
              valueStyle={{ color: f?.newSinceLastLook ? token.colorSuccessText : undefined }}
              testId="fans-new"
            >
              <div style={{ fontSize: 12, marginTop: 4 }}>
                {f?.lastLookAt
                  ? t('lifecycle.fans.lastLook', { at: formatDateTime(f.lastLookAt) })
                  : t('lifecycle.fans.neverLooked')}
              </div>
              <Button
                size="small"
                style={{ marginTop: 8 }}
                loading={look.isPending}
                onClick={() => look.mutate()}
              >
                {t('lifecycle.fans.markSeen')}
              </Button>
            </FigureCol>
          </Row>
          <Card size="small" title={t('lifecycle.fans.overTime')} style={{ marginTop: 16 }}>
            {f ? (
              <Suspense fallback={<Skeleton active />}>
                <FansChart history={f.history} />
              </Suspense>
            ) : (
              <Empty />
            )}
          </Card>
          <Card size="small" title={t('lifecycle.fans.list')} style={{ marginTop: 16 }}>
            <Table<Follower>
              size="small"
              rowKey={(r) => `${r.uniqueId}:${r.followedAt}`}
              loading={followers.isFetching && !followers.data}
              dataSource={followers.data?.list ?? []}
              scroll={{ x: 600 }}
              data-testid="follower-list"
              pagination={tablePagination(page, followers.data?.total, setPage)}
              columns={[
                {
                  key: 'uniqueId',
                  title: t('accounts.username'),
                  render: (_v, r) => (
                    <>
                      {r.uniqueId} {r.isNew && <Tag color="green">{t('lifecycle.fans.new')}</Tag>}
                    </>
                  ),
                },
                { key: 'nickname', title: t('accounts.nickname'), dataIndex: 'nickname' },
                countColumn('followerCount', t('lifecycle.fans.followers')),
                {
                  key: 'followedAt',
                  title: t('lifecycle.fans.followedAt'),
                  dataIndex: 'followedAt',
                  render: (v: string) => formatDateTime(v),
                },
              ]}
            />
          </Card>
        </>
      )}
    </PageContainer>
  );
}

/** One of the page's figures (a third of the row on wide screens), with what goes under it. */
function FigureCol(p: {
  loading: boolean;
  title: string;
  value: number | undefined;
  valueStyle?: CSSProperties;
  testId?: string;
  children?: ReactNode;
}) {
  return (
    <Col xs={24} sm={8}>
      <Card size="small" loading={p.loading}>
        <Statistic
          title={p.title}
          value={p.value ?? 0}
          formatter={(v) => toThousands(Number(v))}
          valueStyle={p.valueStyle}
          data-testid={p.testId}
        />
        {p.children}
      </Card>
    </Col>
  );
}
