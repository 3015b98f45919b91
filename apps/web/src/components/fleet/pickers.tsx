import type { DeviceItem, ProxyItem } from '@reelfleet/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { devicesApi } from '../../api/devices';
import { proxiesApi } from '../../api/proxy';
import type { FleetTagKind } from '../../api/tags';
import { FLEET_KEY, useGroupOptions, useTagOptions } from './queries';

/** The "none" choice of a filter (no group, no tag): the body carries null for it. */
export const NONE = 'none';
export type OrNone<T> = T | typeof NONE;

/** A filter value to a body value: undefined stays unset, NONE becomes null. */
export function noneToNull<T>(value: OrNone<T> | undefined): T | null | undefined {
  return value === NONE ? null : value;
}

type PickerProps = Omit<SelectProps, 'options' | 'loading'> & { withNone?: boolean };

/** The tags of one kind; `withNone` adds "No tag". */
export function TagSelect({
  kind,
  withNone,
  withCounts,
  ...props
}: PickerProps & { kind: FleetTagKind /** Shows how many rows carry each tag. */; withCounts?: boolean }) {
  const { t } = useTranslation();
  const tags = useTagOptions(kind);
  const options = [
    ...(withNone ? [{ value: NONE, label: t('fleet.noTag') }] : []),
    ...(tags.data ?? []).map((tag) => ({
      value: tag.id,
      label: withCounts ? `${tag.name} (${tag.count})` : tag.name,
    })),
  ];
  return (
    <Select
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={tags.isFetching}
      options={options}
      {...props}
    />
  );
}

/** The device groups; `withNone` adds "No group". */
export function GroupSelect({ withNone, ...props }: PickerProps) {
  const { t } = useTranslation();
  const groups = useGroupOptions();
  const options = [
    ...(withNone ? [{ value: NONE, label: t('fleet.noGroup') }] : []),
    ...(groups.data ?? []).map((g) => ({ value: g.id, label: `${g.name} (${g.deviceCount})` })),
  ];
  return (
    <Select
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={groups.isFetching}
      options={options}
      {...props}
    />
  );
}

const PICKER_PAGE = { pageNo: 1, pageSize: 50 } as const;

/** Picks from the proxy list, searching by host on the server. */
export function ProxySelect(props: Omit<SelectProps, 'options' | 'loading' | 'showSearch'>) {
  const [host, setHost] = useState('');
  const proxies = useQuery({
    queryKey: [FLEET_KEY, 'proxies', 'picker', host],
    queryFn: () => proxiesApi.list(host ? { host } : {}, PICKER_PAGE),
    placeholderData: keepPreviousData,
  });
  return (
    <Select
      showSearch={{ filterOption: false, onSearch: setHost }}
      loading={proxies.isFetching}
      options={(proxies.data?.list ?? []).map((p: ProxyItem) => ({
        value: p.id,
        label: p.labelName ? `${p.proxyInfo} · ${p.labelName}` : p.proxyInfo,
      }))}
      {...props}
    />
  );
}

/** Picks devices, searching by name on the server; each shows its group. */
export function DeviceSelect(props: Omit<SelectProps, 'options' | 'loading' | 'showSearch'>) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const devices = useQuery({
    queryKey: [FLEET_KEY, 'devices', 'picker', name],
    queryFn: () => devicesApi.list(name ? { name } : {}, PICKER_PAGE),
    placeholderData: keepPreviousData,
  });
  return (
    <Select
      showSearch={{ filterOption: false, onSearch: setName }}
      loading={devices.isFetching}
      options={(devices.data?.list ?? []).map((d: DeviceItem) => ({
        value: d.id,
        label: `${d.name} · ${d.groupName ?? t('fleet.noGroup')}`,
      }))}
      {...props}
    />
  );
}
