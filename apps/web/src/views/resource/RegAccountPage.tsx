import type { AccountItem } from '@reelfleet/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { accountsApi } from '../../api/account';
import { tagColumn } from '../../components/fleet/columns';
import { formatDateTime, orDash } from '../../components/fleet/format';
import Table from '../../components/list/LazyTable';
import { FIRST_PAGE, tablePagination } from '../../components/list/pageState';
import Panel from '../../components/Panel';
import Text from '../../components/Text';
import { TASKS_KEY } from '../../components/tasks/queryKeys';
import { REGISTER_QUERY } from '../../components/tasks/registration';
import TaskScreen from '../../components/tasks/TaskScreen';
import { useTranslation } from '../../i18n/useTranslation';

/**
 * Account registration (/resource/regaccount): the batch registration tasks,
 * their dialog (also opened by a sign-up notification: `?register=1`), and
 * the accounts they registered, newest first.
 */
export default function RegAccountPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [page, setPage] = useState(FIRST_PAGE);
  const registered = useQuery({
    // Under the task key: a registration task ending refreshes it with the task lists.
    queryKey: [TASKS_KEY, 'registered', page],
    queryFn: () => accountsApi.list({ signedUp: true }, page),
    placeholderData: keepPreviousData,
    refetchInterval: 10_000,
  });
  return (
    <TaskScreen
      title={t('route.resourceRegAccount')}
      subtype="signup"
      startCreating={params.get(REGISTER_QUERY) === '1'}
      onWizardClosed={() => setParams({}, { replace: true })}
    >
      <Panel title={t('lifecycle.signup.registered')} style={{ marginTop: 16 }}>
        <Table<AccountItem>
          size="small"
          rowKey="id"
          data-testid="registered-accounts"
          loading={registered.isFetching && !registered.data}
          dataSource={registered.data?.list ?? []}
          scroll={{ x: 900 }}
          // antd draws a plain empty text in its disabled grey (1.8:1 on white): the secondary colour reads.
          locale={{ emptyText: <Text type="secondary">{t('lifecycle.signup.registeredEmpty')}</Text> }}
          pagination={tablePagination(page, registered.data?.total, setPage)}
          columns={[
            { key: 'account', title: t('accounts.account'), dataIndex: 'account' },
            { key: 'nickname', title: t('accounts.nickname'), dataIndex: 'nickname', render: orDash },
            { key: 'username', title: t('accounts.username'), dataIndex: 'username', render: orDash },
            { key: 'region', title: t('accounts.region'), dataIndex: 'region', render: orDash },
            tagColumn(t('accounts.tag'), 'label'),
            { key: 'device', title: t('accounts.device'), dataIndex: 'deviceName', render: orDash },
            {
              key: 'registerTime',
              title: t('accounts.registerTime'),
              dataIndex: 'registerTime',
              render: (v: string | null) => (v ? formatDateTime(v) : '—'),
            },
          ]}
        />
      </Panel>
    </TaskScreen>
  );
}
