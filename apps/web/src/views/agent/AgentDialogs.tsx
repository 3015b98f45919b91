import { AGENT_CONTACT_MAX, type AgentUserItem, MAX_ENTRY_POINTS } from '@reelfleet/contract';
import { Form, Typography } from 'antd';
import Input from 'antd/es/input/Input';
import FormDialog from '../../components/list/FormDialog';
import NumberInput from '../../components/NumberInput';
import { currentLang } from '../../i18n';
import { useTranslation } from '../../i18n/useTranslation';
import { toThousands } from '../../utils/number';
import { wholeNumberRule } from '../../utils/wholeNumberRule';

export interface RechargeValues {
  amount: number;
  voucher?: string;
  remark?: string;
}

/** The agent's dialogs: recharging one of their users (`target`) from their balance, and their contact. */
export default function AgentDialogs({
  target,
  balance,
  onCloseRecharge,
  recharge,
  contactOpen,
  contact,
  onCloseContact,
  saveContact,
}: {
  target: AgentUserItem | null;
  balance: number;
  onCloseRecharge: () => void;
  recharge: (values: RechargeValues) => Promise<void>;
  contactOpen: boolean;
  contact: string;
  onCloseContact: () => void;
  saveContact: (contact: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FormDialog<RechargeValues>
        open={target !== null}
        title={t('agent.rechargeTitle', { name: target?.username })}
        okText={t('agent.recharge')}
        fields={['amount', 'voucher', 'remark']}
        onClose={onCloseRecharge}
        submit={recharge}
        after={
          <Typography.Text type="secondary">
            {t('agent.rechargeHint', { n: toThousands(balance) })}
          </Typography.Text>
        }
      >
        <Form.Item
          name="amount"
          label={t('agent.amount')}
          rules={[
            { required: true, message: t('agent.amountRequired') },
            wholeNumberRule(t('agent.amount'), currentLang(), { min: 1, max: MAX_ENTRY_POINTS }),
          ]}
        >
          <NumberInput min={1} style={{ width: '100%' }} data-testid="agent-amount" />
        </Form.Item>
        <Form.Item name="voucher" label={t('finance.voucher')}>
          <Input data-testid="agent-voucher" />
        </Form.Item>
        <Form.Item name="remark" label={t('finance.remark')}>
          <Input />
        </Form.Item>
      </FormDialog>
      <FormDialog<{ contact: string }>
        open={contactOpen}
        title={t('agent.editContact')}
        fields={['contact']}
        initialValues={{ contact }}
        onClose={onCloseContact}
        submit={(v) => saveContact(v.contact ?? '')}
      >
        <Form.Item name="contact" label={t('agent.contact')} extra={t('agent.contactHint')}>
          <Input maxLength={AGENT_CONTACT_MAX} />
        </Form.Item>
      </FormDialog>
    </>
  );
}
