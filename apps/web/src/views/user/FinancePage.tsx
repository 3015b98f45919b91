import {
  FINANCE_LABELS,
  RECHARGE_ORDER_TYPES,
  type RechargeOrderType,
  type RechargeRecord,
  translate,
} from '@reelfleet/contract';
import { Tag } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { financeApi } from '../../api/finance';
import { countColumn } from '../../components/fleet/columns';
import { orDash } from '../../components/fleet/format';
import { currentLang } from '../../i18n';
import { useTranslation } from '../../i18n/useTranslation';
import { useUserStore } from '../../stores/user';
import HowToGetPoints from './HowToGetPoints';
import PointsRecordPage from './PointsRecordPage';

type Column = ColumnType<RechargeRecord>;

const label = (key: keyof typeof FINANCE_LABELS) => translate(FINANCE_LABELS[key], currentLang());

/** Recharge details (/user/finance): points credited to the workspace, newest first. */
export default function FinancePage() {
  const { t } = useTranslation();
  const isAdmin = useUserStore((s) => s.roles.includes('admin'));
  const tagged = (v: string) => <Tag>{label(v as keyof typeof FINANCE_LABELS)}</Tag>;
  // Each column is titled by its field's catalogue key.
  const column = (key: keyof RechargeRecord, render: Column['render']): Column => ({
    key,
    title: t(`finance.${key}`),
    dataIndex: key,
    render,
  });

  return (
    <PointsRecordPage<RechargeOrderType, RechargeRecord>
      title={t('finance.rechargeTitle')}
      emptyText={t('finance.emptyRecharge')}
      name="recharges"
      fetch={financeApi.recharges}
      types={RECHARGE_ORDER_TYPES}
      typeLabel={label}
      intro={!isAdmin && <HowToGetPoints />}
      columns={[
        countColumn('amount', t('finance.amount')),
        column('orderType', tagged),
        column('channel', label),
        column('paymentMethod', label),
        column('status', tagged),
        column('operator', orDash),
        column('voucher', orDash),
      ]}
    />
  );
}
