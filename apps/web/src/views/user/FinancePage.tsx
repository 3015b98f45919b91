import {
  FINANCE_LABELS,
  RECHARGE_ORDER_TYPES,
  type RechargeOrderType,
  type RechargeQueryBody,
  type RechargeRecord,
  translate,
} from '@reelfleet/contract';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { financeApi } from '../../api/finance';
import ListPage from '../../components/list/ListPage';
import { usePagedList } from '../../components/list/usePagedList';
import { currentLang } from '../../i18n';
import { useUserStore } from '../../stores/user';
import HowToGetPoints from './HowToGetPoints';
import RecordFilters from './RecordFilters';
import { recordColumns } from './recordColumns';

const label = (key: keyof typeof FINANCE_LABELS) => translate(FINANCE_LABELS[key], currentLang());

/** Recharge details (/user/finance): points credited to the workspace, newest first. */
export default function FinancePage() {
  const { t } = useTranslation();
  const isAdmin = useUserStore((s) => s.roles.includes('admin'));
  const list = usePagedList<RechargeQueryBody, RechargeRecord>({
    key: ['finance', 'recharges'],
    fetch: financeApi.recharges,
  });

  const columns: ColumnsType<RechargeRecord> = [
    ...recordColumns.head<RechargeRecord>(t, isAdmin),
    recordColumns.points<RechargeRecord>('amount', t('finance.amount')),
    {
      key: 'orderType',
      title: t('finance.orderType'),
      dataIndex: 'orderType',
      render: (v: RechargeOrderType) => <Tag>{label(v)}</Tag>,
    },
    { key: 'channel', title: t('finance.channel'), dataIndex: 'channel', render: label },
    { key: 'paymentMethod', title: t('finance.paymentMethod'), dataIndex: 'paymentMethod', render: label },
    {
      key: 'status',
      title: t('finance.status'),
      dataIndex: 'status',
      render: (v: 'completed') => <Tag>{label(v)}</Tag>,
    },
    {
      key: 'operator',
      title: t('finance.operator'),
      dataIndex: 'operator',
      render: (v: string | null) => v || '—',
    },
    {
      key: 'voucher',
      title: t('finance.voucher'),
      dataIndex: 'voucher',
      render: (v: string | null) => v || '—',
    },
    recordColumns.points<RechargeRecord>('balance', t('finance.balanceAfter')),
    recordColumns.remark<RechargeRecord>(t),
  ];

  return (
    <ListPage
      title={t('finance.rechargeTitle')}
      list={list}
      columns={columns}
      emptyText={t('finance.emptyRecharge')}
      selectable={false}
      filters={
        <>
          {!isAdmin && <HowToGetPoints />}
          <RecordFilters types={RECHARGE_ORDER_TYPES} typeLabel={label} onSearch={list.search} />
        </>
      }
    />
  );
}
