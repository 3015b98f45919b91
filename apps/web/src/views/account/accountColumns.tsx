import {
  ACCOUNT_RISK_LABELS,
  ACCOUNT_STATUS_LABELS,
  ACCOUNT_TYPE_LABELS,
  type AccountItem,
  type AccountStatus,
} from '@reelfleet/contract';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { tagColumn } from '../../components/fleet/columns';
import { formatDateTime, label, orDash } from '../../components/fleet/format';
import { editDeleteColumn } from '../../components/list/RowActions';
import type { TFunction } from '../../i18n/translate';
import { toThousands } from '../../utils/number';

const STATUS_COLOURS: Record<AccountStatus, string> = {
  pending: 'default',
  online: 'success',
  offline: 'default',
  abnormal: 'warning',
  banned: 'error',
};

/** The account list's columns (spec 3 "Account"); the password is never among them. */
export function accountColumns(
  t: TFunction,
  actions: { edit: (a: AccountItem) => void; remove: (a: AccountItem) => void },
): ColumnsType<AccountItem> {
  const count = (v: number) => toThousands(v);
  return [
    { key: 'account', title: t('accounts.account'), dataIndex: 'account', fixed: 'left' },
    { key: 'nickname', title: t('accounts.nickname'), dataIndex: 'nickname', render: orDash },
    { key: 'username', title: t('accounts.username'), dataIndex: 'username', render: orDash },
    {
      key: 'signature',
      title: t('accounts.signature'),
      dataIndex: 'signature',
      ellipsis: { showTitle: true },
      width: 180,
      render: orDash,
    },
    { key: 'region', title: t('accounts.region'), dataIndex: 'region', render: orDash },
    tagColumn(t('accounts.tag')),
    { key: 'fans', title: t('accounts.fans'), dataIndex: 'fans', align: 'right', render: count },
    {
      key: 'following',
      title: t('accounts.following'),
      dataIndex: 'following',
      align: 'right',
      render: count,
    },
    {
      key: 'type',
      title: t('accounts.type'),
      dataIndex: 'type',
      render: (v: AccountItem['type']) => (
        <Tag color={v === 'enterprise' ? 'gold' : 'default'}>{label(ACCOUNT_TYPE_LABELS[v])}</Tag>
      ),
    },
    {
      key: 'risk',
      title: t('accounts.risk'),
      dataIndex: 'risk',
      render: (v: AccountItem['risk']) => (
        <Tag color={v === 'high' ? 'error' : 'default'}>{label(ACCOUNT_RISK_LABELS[v])}</Tag>
      ),
    },
    {
      key: 'status',
      title: t('accounts.status'),
      dataIndex: 'status',
      render: (v: AccountStatus) => <Tag color={STATUS_COLOURS[v]}>{label(ACCOUNT_STATUS_LABELS[v])}</Tag>,
    },
    { key: 'appVersion', title: t('accounts.appVersion'), dataIndex: 'appVersion', render: orDash },
    {
      key: 'registerTime',
      title: t('accounts.registerTime'),
      dataIndex: 'registerTime',
      render: formatDateTime,
    },
    { key: 'device', title: t('accounts.device'), dataIndex: 'deviceName', render: orDash },
    { key: 'group', title: t('accounts.group'), dataIndex: 'groupName', render: orDash },
    { key: 'lastLogin', title: t('accounts.lastLogin'), dataIndex: 'lastLogin', render: formatDateTime },
    {
      key: 'customProxy',
      title: t('accounts.customProxy'),
      dataIndex: 'customProxy',
      render: (v: boolean) => (v ? t('fleet.yes') : t('fleet.no')),
    },
    { key: 'createTime', title: t('accounts.createTime'), dataIndex: 'createTime', render: formatDateTime },
    editDeleteColumn<AccountItem>(t, { edit: actions.edit, remove: actions.remove, compact: true }),
  ];
}
