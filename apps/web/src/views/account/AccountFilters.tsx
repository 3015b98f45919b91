import {
  ACCOUNT_RISK_LABELS,
  ACCOUNT_RISKS,
  ACCOUNT_STATUS_LABELS,
  ACCOUNT_STATUSES,
  ACCOUNT_TYPE_LABELS,
  ACCOUNT_TYPES,
  type AccountListBody,
  type AccountRisk,
  type AccountStatus,
  type AccountType,
} from '@reelfleet/contract';
import { DatePicker, Form, Input, InputNumber, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import FilterBar from '../../components/fleet/FilterBar';
import { label } from '../../components/fleet/format';
import {
  DeviceSelect,
  GroupSelect,
  noneToNull,
  type OrNone,
  TagSelect,
} from '../../components/fleet/pickers';

type Range = [Dayjs | null, Dayjs | null] | null | undefined;

interface Values {
  account?: string;
  name?: string;
  status?: AccountStatus;
  labelId?: OrNone<number>;
  type?: AccountType;
  risk?: AccountRisk;
  region?: string;
  groupId?: OrNone<number>;
  deviceId?: number;
  customProxy?: 'yes' | 'no';
  fansMin?: number | null;
  fansMax?: number | null;
  lastLogin?: Range;
  registerTime?: Range;
}

function dayRange(range: Range): [string | undefined, string | undefined] {
  return [range?.[0]?.startOf('day').toISOString(), range?.[1]?.endOf('day').toISOString()];
}

function toAccountListBody(v: Values): AccountListBody {
  const [lastLoginFrom, lastLoginTo] = dayRange(v.lastLogin);
  const [registerTimeFrom, registerTimeTo] = dayRange(v.registerTime);
  return {
    account: v.account?.trim() || undefined,
    name: v.name?.trim() || undefined,
    status: v.status,
    labelId: noneToNull(v.labelId),
    type: v.type,
    risk: v.risk,
    region: v.region?.trim() || undefined,
    groupId: noneToNull(v.groupId),
    deviceId: v.deviceId,
    customProxy: v.customProxy === undefined ? undefined : v.customProxy === 'yes',
    fansMin: v.fansMin ?? undefined,
    fansMax: v.fansMax ?? undefined,
    lastLoginFrom,
    lastLoginTo,
    registerTimeFrom,
    registerTimeTo,
  };
}

/** The account list's filters: the common ones in view, the rest under "More filters". */
export default function AccountFilters({ onSearch }: { onSearch: (body: AccountListBody) => void }) {
  const { t } = useTranslation();
  const select = (key: string) => ({ allowClear: true, placeholder: t(key), 'aria-label': t(key) });
  const options = <T extends string>(values: readonly T[], labels: Record<T, Parameters<typeof label>[0]>) =>
    values.map((value) => ({ value, label: label(labels[value]) }));
  return (
    <FilterBar<Values>
      onSearch={(v) => onSearch(toAccountListBody(v))}
      more={
        <>
          <Form.Item name="type">
            <Select
              {...select('accounts.type')}
              style={{ width: 130 }}
              options={options(ACCOUNT_TYPES, ACCOUNT_TYPE_LABELS)}
            />
          </Form.Item>
          <Form.Item name="risk">
            <Select
              {...select('accounts.risk')}
              style={{ width: 130 }}
              options={options(ACCOUNT_RISKS, ACCOUNT_RISK_LABELS)}
            />
          </Form.Item>
          <Form.Item name="region">
            <Input
              allowClear
              maxLength={2}
              placeholder={t('accounts.regionCode')}
              aria-label={t('accounts.region')}
              style={{ width: 160 }}
            />
          </Form.Item>
          <Form.Item name="groupId">
            <GroupSelect withNone {...select('accounts.group')} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="deviceId">
            <DeviceSelect {...select('accounts.device')} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="customProxy">
            <Select
              {...select('accounts.customProxy')}
              style={{ width: 150 }}
              options={[
                { value: 'yes', label: t('fleet.yes') },
                { value: 'no', label: t('fleet.no') },
              ]}
            />
          </Form.Item>
          <Form.Item name="fansMin">
            <InputNumber
              min={0}
              precision={0}
              placeholder={t('accounts.fansMin')}
              aria-label={t('accounts.fansMin')}
              style={{ width: 130 }}
            />
          </Form.Item>
          <Form.Item name="fansMax">
            <InputNumber
              min={0}
              precision={0}
              placeholder={t('accounts.fansMax')}
              aria-label={t('accounts.fansMax')}
              style={{ width: 130 }}
            />
          </Form.Item>
          <Form.Item name="lastLogin">
            <DatePicker.RangePicker
              allowEmpty={[true, true]}
              aria-label={t('accounts.lastLogin')}
              placeholder={[t('accounts.lastLoginFrom'), t('accounts.lastLoginTo')]}
            />
          </Form.Item>
          <Form.Item name="registerTime">
            <DatePicker.RangePicker
              allowEmpty={[true, true]}
              aria-label={t('accounts.registerTime')}
              placeholder={[t('accounts.registerFrom'), t('accounts.registerTo')]}
            />
          </Form.Item>
        </>
      }
    >
      <Form.Item name="account">
        <Input
          allowClear
          placeholder={t('accounts.account')}
          aria-label={t('accounts.account')}
          style={{ width: 170 }}
        />
      </Form.Item>
      <Form.Item name="name">
        <Input
          allowClear
          placeholder={t('accounts.nameSearch')}
          aria-label={t('accounts.nameSearch')}
          style={{ width: 190 }}
        />
      </Form.Item>
      <Form.Item name="status">
        <Select
          {...select('accounts.status')}
          style={{ width: 150 }}
          options={options(ACCOUNT_STATUSES, ACCOUNT_STATUS_LABELS)}
        />
      </Form.Item>
      <Form.Item name="labelId">
        <TagSelect kind="account" withNone {...select('accounts.tag')} style={{ width: 150 }} />
      </Form.Item>
    </FilterBar>
  );
}
