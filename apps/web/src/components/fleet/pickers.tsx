import type { AccountItem, DeviceItem, ProxyItem } from '@reelfleet/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { useState } from 'react';
import { accountsApi } from '../../api/account';
import { devicesApi } from '../../api/devices';
import { proxiesApi } from '../../api/proxy';
import type { FleetTagKind } from '../../api/tags';
import type { TFunction } from '../../i18n/translate';
import { useTranslation } from '../../i18n/useTranslation';
import { FLEET_KEY, useGroupOptions, useTagOptions } from './queries';

/** The "none" choice of a filter (no group, no tag): the body carries null for it. */
export const NONE = 'none';
export type OrNone<T> = T | typeof NONE;

/** A filter value to a body value: undefined stays unset, NONE becomes null. */
export function noneToNull<T>(value: OrNone<T> | undefined): T | null | undefined {
  return value === NONE ? null : value;
}

type PickerProps = Omit<SelectProps, 'options' | 'loading'> & { withNone?: boolean };

/** A clearable Select searching its loaded options by label; `none` (a label) adds the NONE choice first. */
function LocalSearchSelect({
  none,
  query,
  options,
  ...props
}: Omit<SelectProps, 'loading'> & {
  none: 'fleet.noTag' | 'fleet.noGroup' | null;
  query: { isFetching: boolean };
  options: { value: number; label: string }[];
}) {
  const { t } = useTranslation();
  return (
    <Select
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={query.isFetching}
      options={none ? [{ value: NONE, label: t(none) }, ...options] : options}
      {...props}
    />
  );
}

/** The tags of one kind; `withNone` adds "No tag". */
export function TagSelect({
  kind,
  withNone,
  withCounts,
  ...props
}: PickerProps & { kind: FleetTagKind /** Shows how many rows carry each tag. */; withCounts?: boolean }) {
  const tags = useTagOptions(kind);
  const options = (tags.data ?? []).map((tag) => ({
    value: tag.id,
    label: withCounts ? `${tag.name} (${tag.count})` : tag.name,
  }));
  return (
    <LocalSearchSelect none={withNone ? 'fleet.noTag' : null} query={tags} options={options} {...props} />
  );
}

/** The device groups; `withNone` adds "No group". */
export function GroupSelect({ withNone, ...props }: PickerProps) {
  const groups = useGroupOptions();
  const options = (groups.data ?? []).map((g) => ({ value: g.id, label: `${g.name} (${g.deviceCount})` }));
  return (
    <LocalSearchSelect none={withNone ? 'fleet.noGroup' : null} query={groups} options={options} {...props} />
  );
}

const PICKER_PAGE = { pageNo: 1, pageSize: 50 } as const;

type SearchSelectProps = Omit<SelectProps, 'options' | 'loading' | 'showSearch'>;

/** Where a picker reads its rows: a fleet list (its query key part), searched on the server by `field`. */
interface PickerSource<R> {
  list: string;
  field: string;
  fetch: (filter: Record<string, string>, page: typeof PICKER_PAGE) => Promise<{ list: R[] }>;
  optionLabel: (row: R, t: TFunction) => string;
}

/**
 * A Select over the first page of a fleet list, filtered on the server by `field`
 * as the user types (the list's query key, so a change to the list shows here too).
 */
function ServerSearchSelect<R extends { id: number }>({
  source: { list, field, fetch, optionLabel },
  ...props
}: SearchSelectProps & { source: PickerSource<R> }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const rows = useQuery({
    queryKey: [FLEET_KEY, list, 'picker', text],
    queryFn: () => fetch(text ? { [field]: text } : {}, PICKER_PAGE),
    placeholderData: keepPreviousData,
  });
  return (
    <Select
      showSearch={{ filterOption: false, onSearch: setText }}
      loading={rows.isFetching}
      options={(rows.data?.list ?? []).map((row) => ({ value: row.id, label: optionLabel(row, t) }))}
      {...props}
    />
  );
}

const PROXIES: PickerSource<ProxyItem> = {
  list: 'proxies',
  field: 'host',
  fetch: proxiesApi.list,
  optionLabel: (p) => (p.labelName ? `${p.proxyInfo} · ${p.labelName}` : p.proxyInfo),
};
const DEVICES: PickerSource<DeviceItem> = {
  list: 'devices',
  field: 'name',
  fetch: devicesApi.list,
  optionLabel: (d, t) => `${d.name} · ${d.groupName ?? t('fleet.noGroup')}`,
};
const ACCOUNTS: PickerSource<AccountItem> = {
  list: 'accounts',
  field: 'account',
  fetch: accountsApi.list,
  optionLabel: (a) => (a.nickname ? `${a.account} · ${a.nickname}` : a.account),
};

/** Picks from the proxy list, searching by host on the server. */
export const ProxySelect = (props: SearchSelectProps) => <ServerSearchSelect source={PROXIES} {...props} />;
/** Picks devices, searching by name on the server; each shows its group. */
export const DeviceSelect = (props: SearchSelectProps) => <ServerSearchSelect source={DEVICES} {...props} />;
/** Picks accounts, searching by login account on the server. */
export const AccountSelect = (props: SearchSelectProps) => (
  <ServerSearchSelect source={ACCOUNTS} {...props} />
);
