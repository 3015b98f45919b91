import { HistoryOutlined } from '@ant-design/icons';
import {
  ACCOUNT_RISK_LABELS,
  ACCOUNT_STATUS_LABELS,
  ACCOUNT_TYPE_LABELS,
  type AccountItem,
  type AccountStatus,
} from '@reelfleet/contract';
import type { Breakpoint } from 'antd';
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

/** Columns shown from 1600 px; narrower, a row's expansion lists them (components/list/foldColumns). */
const WIDE: Breakpoint[] = ['xxl'];

/** The account list's columns (spec 3 "Account"); the password is never among them. */
export function accountColumns(
  t: TFunction,
  actions: {
    edit: (a: AccountItem) => void;
    remove: (a: AccountItem) => void;
    history: (a: AccountItem) => void;
  },
): ColumnsType<AccountItem> {
  const count = (v: number) => toThousands(v);
  return [
    { key: 'account', title: t('accounts.account'), dataIndex: 'account', fixed: 'left' },
    { key: 'nickname', title: t('accounts.nickname'), dataIndex: 'nickname', render: orDash },
    {
      key: 'username',
      responsive: WIDE,
      title: t('accounts.username'),
      dataIndex: 'username',
      render: orDash,
    },
    {
      key: 'signature',
      responsive: WIDE,
      title: t('accounts.signature'),
      dataIndex: 'signature',
      ellipsis: { showTitle: true },
      width: 180,
      render: orDash,
    },
    { key: 'region', responsive: WIDE, title: t('accounts.region'), dataIndex: 'region', render: orDash },
    tagColumn(t('accounts.tag')),
    { key: 'fans', title: t('accounts.fans'), dataIndex: 'fans', align: 'right', render: count },
    {
      key: 'following',
      responsive: WIDE,
      title: t('accounts.following'),
      dataIndex: 'following',
      align: 'right',
      render: count,
    },
    {
      key: 'type',
      responsive: WIDE,
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
    {
      key: 'appVersion',
      responsive: WIDE,
      title: t('accounts.appVersion'),
      dataIndex: 'appVersion',
      render: orDash,
    },
    {
      key: 'registerTime',
      responsive: WIDE,
      title: t('accounts.registerTime'),
      dataIndex: 'registerTime',
      render: formatDateTime,
    },
    { key: 'device', title: t('accounts.device'), dataIndex: 'deviceName', render: orDash },
    { key: 'group', title: t('accounts.group'), dataIndex: 'groupName', render: orDash },
    { key: 'lastLogin', title: t('accounts.lastLogin'), dataIndex: 'lastLogin', render: formatDateTime },
    {
      key: 'customProxy',
      responsive: WIDE,
      title: t('accounts.customProxy'),
      dataIndex: 'customProxy',
      render: (v: boolean) => (v ? t('fleet.yes') : t('fleet.no')),
    },
    {
      key: 'createTime',
      responsive: WIDE,
      title: t('accounts.createTime'),
      dataIndex: 'createTime',
      render: formatDateTime,
    },
    editDeleteColumn<AccountItem>(t, {
      edit: actions.edit,
      remove: actions.remove,
      more: (a) => [
        {
          key: 'history',
          label: t('accounts.history.title'),
          icon: <HistoryOutlined />,
          onClick: () => actions.history(a),
        },
      ],
      compact: true,
    }),
  ];
}
