import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { NONE } from '../../components/fleet/pickers';
import { toDeviceListBody } from './DeviceFilters';

describe('device list filters', () => {
  it('send only what was filled, with "no group" and "no tag" as null', () => {
    expect(toDeviceListBody({ name: '  CP-1 ', groupId: NONE, labelId: 7, status: 'arrears' })).toEqual({
      name: 'CP-1',
      status: 'arrears',
      use: undefined,
      groupId: null,
      labelId: 7,
      proxyMode: undefined,
      startTimeFrom: undefined,
      startTimeTo: undefined,
      endTimeFrom: undefined,
      endTimeTo: undefined,
    });
    expect(toDeviceListBody({ name: '   ' }).name).toBeUndefined();
  });

  it('turn a date range into whole local days, either end optional', () => {
    const from = dayjs('2026-03-02T15:30:00');
    const to = dayjs('2026-03-05T08:00:00');
    const body = toDeviceListBody({ end: [from, to], start: [null, to] });
    expect(body.endTimeFrom).toBe(dayjs('2026-03-02T00:00:00.000').toISOString());
    expect(body.endTimeTo).toBe(dayjs('2026-03-05T23:59:59.999').toISOString());
    expect(body.startTimeFrom).toBeUndefined();
    expect(body.startTimeTo).toBe(dayjs('2026-03-05T23:59:59.999').toISOString());
  });
});
