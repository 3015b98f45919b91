import {
  DEVICE_STATUS_LABELS,
  DEVICE_USE_LABELS,
  type DeviceListBody,
  type DeviceStatus,
  type DeviceUse,
  PROXY_MODE_LABELS,
  type ProxyMode,
} from '@reelfleet/contract';
import { ChoiceFilter } from '../../components/fleet/choiceFilter';
import { DaysFilter } from '../../components/fleet/DaysFilter';
import { type DayRange, dayBounds } from '../../components/fleet/dayRange';
import FilterBar from '../../components/fleet/FilterBar';
import { GroupFilter, TagFilter } from '../../components/fleet/filterFields';
import { noneToNull, type OrNone } from '../../components/fleet/pickers';
import { TextFilter } from '../../components/fleet/textFilter';

interface Values {
  name?: string;
  status?: DeviceStatus;
  use?: DeviceUse;
  groupId?: OrNone<number>;
  labelId?: OrNone<number>;
  proxyMode?: ProxyMode;
  start?: DayRange;
  end?: DayRange;
}

export function toDeviceListBody(v: Values): DeviceListBody {
  return {
    name: v.name?.trim() || undefined,
    status: v.status,
    use: v.use,
    groupId: noneToNull(v.groupId),
    labelId: noneToNull(v.labelId),
    proxyMode: v.proxyMode,
    ...dayBounds('startTime', v.start),
    ...dayBounds('endTime', v.end),
  };
}

/** The device list's filters: name, status, use, group, tag; proxy mode and dates under "More filters". */
export default function DeviceFilters({ onSearch }: { onSearch: (body: DeviceListBody) => void }) {
  return (
    <FilterBar<Values>
      onSearch={(v) => onSearch(toDeviceListBody(v))}
      more={
        <>
          <ChoiceFilter name="proxyMode" label="devices.proxyMode" width={180} labels={PROXY_MODE_LABELS} />
          <DaysFilter name="start" label="devices.startTime" from="devices.startFrom" to="devices.startTo" />
          <DaysFilter name="end" label="devices.endTime" from="devices.endFrom" to="devices.endTo" />
        </>
      }
    >
      <TextFilter name="name" label="devices.name" width={170} />
      <ChoiceFilter name="status" label="devices.status" width={130} labels={DEVICE_STATUS_LABELS} />
      <ChoiceFilter name="use" label="devices.use" width={120} labels={DEVICE_USE_LABELS} />
      <GroupFilter label="devices.group" width={160} />
      <TagFilter kind="device" label="devices.tag" width={150} />
    </FilterBar>
  );
}
