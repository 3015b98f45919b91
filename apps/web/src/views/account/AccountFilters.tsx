import {
  ACCOUNT_RISK_LABELS,
  ACCOUNT_STATUS_LABELS,
  ACCOUNT_TYPE_LABELS,
  type AccountListBody,
  type AccountRisk,
  type AccountStatus,
  type AccountType,
} from '@reelfleet/contract';
import { Select } from 'antd';
import { CountFilter } from '../../components/fleet/CountFilter';
import { ChoiceFilter } from '../../components/fleet/choiceFilter';
import { DaysFilter } from '../../components/fleet/DaysFilter';
import { type DayRange, dayBounds } from '../../components/fleet/dayRange';
import FilterBar, { FilterItem } from '../../components/fleet/FilterBar';
import { GroupFilter, pickerProps, TagFilter } from '../../components/fleet/filterFields';
import { DeviceSelect, noneToNull, type OrNone } from '../../components/fleet/pickers';
import { TextFilter } from '../../components/fleet/textFilter';
import { useTranslation } from '../../i18n/useTranslation';

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
  lastLogin?: DayRange;
  registerTime?: DayRange;
}

function toAccountListBody(v: Values): AccountListBody {
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
    ...dayBounds('lastLogin', v.lastLogin),
    ...dayBounds('registerTime', v.registerTime),
  };
}

/** The account list's filters: the common ones in view, the rest under "More filters". */
export default function AccountFilters({ onSearch }: { onSearch: (body: AccountListBody) => void }) {
  const { t } = useTranslation();
  return (
    <FilterBar<Values>
      onSearch={(v) => onSearch(toAccountListBody(v))}
      more={
        <>
          <ChoiceFilter name="type" label="accounts.type" width={130} labels={ACCOUNT_TYPE_LABELS} />
          <ChoiceFilter name="risk" label="accounts.risk" width={130} labels={ACCOUNT_RISK_LABELS} />
          <TextFilter
            name="region"
            label="accounts.region"
            hint="accounts.regionCode"
            maxLength={2}
            width={160}
          />
          <GroupFilter label="accounts.group" width={160} />
          <FilterItem name="deviceId">
            <DeviceSelect {...pickerProps(t('accounts.device'))} style={{ width: 200 }} />
          </FilterItem>
          <FilterItem name="customProxy">
            <Select
              {...pickerProps(t('accounts.customProxy'))}
              style={{ width: 150 }}
              options={[
                { value: 'yes', label: t('fleet.yes') },
                { value: 'no', label: t('fleet.no') },
              ]}
            />
          </FilterItem>
          <CountFilter name="fansMin" label="accounts.fansMin" width={130} />
          <CountFilter name="fansMax" label="accounts.fansMax" width={130} />
          <DaysFilter
            name="lastLogin"
            label="accounts.lastLogin"
            from="accounts.lastLoginFrom"
            to="accounts.lastLoginTo"
          />
          <DaysFilter
            name="registerTime"
            label="accounts.registerTime"
            from="accounts.registerFrom"
            to="accounts.registerTo"
          />
        </>
      }
    >
      <TextFilter name="account" label="accounts.account" width={170} />
      <TextFilter name="name" label="accounts.nameSearch" width={190} />
      <ChoiceFilter name="status" label="accounts.status" width={150} labels={ACCOUNT_STATUS_LABELS} />
      <TagFilter kind="account" label="accounts.tag" width={150} />
    </FilterBar>
  );
}
