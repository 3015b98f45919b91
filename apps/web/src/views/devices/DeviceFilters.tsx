import {
  DEVICE_STATUS_LABELS,
  DEVICE_STATUSES,
  DEVICE_USE_LABELS,
  DEVICE_USES,
  type DeviceListBody,
  type DeviceStatus,
  type DeviceUse,
  PROXY_MODE_LABELS,
  PROXY_MODES,
  type ProxyMode,
} from '@reelfleet/contract';
import { DatePicker, Form, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import FilterBar from '../../components/fleet/FilterBar';
import { label } from '../../components/fleet/format';
import { GroupSelect, noneToNull, type OrNone, TagSelect } from '../../components/fleet/pickers';

type Range = [Dayjs | null, Dayjs | null] | null | undefined;

interface Values {
  name?: string;
  status?: DeviceStatus;
  use?: DeviceUse;
  groupId?: OrNone<number>;
  labelId?: OrNone<number>;
  proxyMode?: ProxyMode;
  start?: Range;
  end?: Range;
}

/** Whole local days: the range's first day from 00:00, its last day to 23:59:59. */
function dayRange(range: Range): [string | undefined, string | undefined] {
  return [range?.[0]?.startOf('day').toISOString(), range?.[1]?.endOf('day').toISOString()];
}

export function toDeviceListBody(v: Values): DeviceListBody {
  const [startTimeFrom, startTimeTo] = dayRange(v.start);
  const [endTimeFrom, endTimeTo] = dayRange(v.end);
  return {
    name: v.name?.trim() || undefined,
    status: v.status,
    use: v.use,
    groupId: noneToNull(v.groupId),
    labelId: noneToNull(v.labelId),
    proxyMode: v.proxyMode,
    startTimeFrom,
    startTimeTo,
    endTimeFrom,
    endTimeTo,
  };
}

/** The device list's filters: name, status, use, group, tag; proxy mode and dates under "More filters". */
export default function DeviceFilters({ onSearch }: { onSearch: (body: DeviceListBody) => void }) {
  const { t } = useTranslation();
  const select = (key: string) => ({ allowClear: true, placeholder: t(key), 'aria-label': t(key) });
  return (
    <FilterBar<Values>
      onSearch={(v) => onSearch(toDeviceListBody(v))}
      more={
        <>
          <Form.Item name="proxyMode">
            <Select
              {...select('devices.proxyMode')}
              style={{ width: 180 }}
              options={PROXY_MODES.map((m) => ({ value: m, label: label(PROXY_MODE_LABELS[m]) }))}
            />
          </Form.Item>
          <Form.Item name="start">
            <DatePicker.RangePicker
              allowEmpty={[true, true]}
              aria-label={t('devices.startTime')}
              placeholder={[t('devices.startFrom'), t('devices.startTo')]}
            />
          </Form.Item>
          <Form.Item name="end">
            <DatePicker.RangePicker
              allowEmpty={[true, true]}
              aria-label={t('devices.endTime')}
              placeholder={[t('devices.endFrom'), t('devices.endTo')]}
            />
          </Form.Item>
        </>
      }
    >
      <Form.Item name="name">
        <Input
          allowClear
          placeholder={t('devices.name')}
          aria-label={t('devices.name')}
          style={{ width: 170 }}
        />
      </Form.Item>
      <Form.Item name="status">
        <Select
          {...select('devices.status')}
          style={{ width: 130 }}
          options={DEVICE_STATUSES.map((s) => ({ value: s, label: label(DEVICE_STATUS_LABELS[s]) }))}
        />
      </Form.Item>
      <Form.Item name="use">
        <Select
          {...select('devices.use')}
          style={{ width: 120 }}
          options={DEVICE_USES.map((u) => ({ value: u, label: label(DEVICE_USE_LABELS[u]) }))}
        />
      </Form.Item>
      <Form.Item name="groupId">
        <GroupSelect withNone {...select('devices.group')} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="labelId">
        <TagSelect kind="device" withNone {...select('devices.tag')} style={{ width: 150 }} />
      </Form.Item>
    </FilterBar>
  );
}
